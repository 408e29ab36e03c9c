import { render, screen, within } from '@testing-library/react';
import { consumptionParts } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import { ConsumptionBreakdownChart } from './consumption-breakdown-chart';

describe('ConsumptionBreakdownChart', () => {
  it('draws a bar per use, hidden from screen readers, and says the same in a table with each share', () => {
    const { container } = render(
      <ConsumptionBreakdownChart
        title="Votre consommation estimée, usage par usage"
        parts={consumptionParts({
          heating: 5_000,
          hotWater: 1_600,
          cooking: 300,
          specificUses: 1_100,
          electricCar: 2_000,
        })}
      />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('rect')).toHaveLength(5);
    const table = screen.getByRole('table', { name: 'Votre consommation estimée, usage par usage' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Usage', 'Consommation par an', 'Part du total']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Chauffage5 000 kWh50 %',
      'Eau chaude1 600 kWh16 %',
      'Cuisson300 kWh3 %',
      'Autres usages1 100 kWh11 %',
      'Voiture électrique2 000 kWh20 %',
    ]);
  });

  it('draws nothing without any consumption', () => {
    const { container } = render(<ConsumptionBreakdownChart title="Rien" parts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
