import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YearlyCostChart } from './yearly-cost-chart';

describe('YearlyCostChart', () => {
  it('draws a bar per offer, hidden from screen readers, and says the same in a table with the savings', () => {
    const { container } = render(
      <YearlyCostChart
        title="Votre coût estimé sur un an"
        costs={[
          { label: 'Électricité Fixe', cents: 62_603 },
          { label: 'Électricité Verte', cents: 66_000 },
          { label: 'Tarif réglementé', cents: 64_436, isReference: true },
        ]}
      />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Votre coût estimé sur un an' });
    const fixed = within(table).getByRole('row', { name: /Électricité Fixe/ });
    expect(fixed).toHaveTextContent(/626,03\s€/);
    expect(fixed).toHaveTextContent(/18,33\s€ d’économie par an/);
    expect(within(table).getByRole('row', { name: /Électricité Verte/ })).toHaveTextContent(
      /15,64\s€ de plus par an/,
    );
    expect(within(table).getByRole('row', { name: /Tarif réglementé/ })).toHaveTextContent('référence');
  });
});
