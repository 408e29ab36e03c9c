import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioOptionGroup } from './radio-option-group';

const options = [
  { value: 'base', label: 'Base', description: 'Un seul prix du kWh' },
  { value: 'hphc', label: 'Heures creuses', description: 'Un prix réduit la nuit' },
  { value: 'tempo', label: 'Tempo', isDisabled: true },
];

describe('RadioOptionGroup', () => {
  it('is a labelled radio group whose options carry a label and a description', () => {
    render(<RadioOptionGroup label="Option tarifaire" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Option tarifaire' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Heures creuses/ })).toBeInTheDocument();
    expect(screen.getByText('Un prix réduit la nuit')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Tempo/ })).toBeDisabled();
  });

  it('selects with a click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioOptionGroup label="Option tarifaire" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /Base/ }));
    expect(screen.getByRole('radio', { name: /Base/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Heures creuses/ })).toBeChecked();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['base', 'hphc']);
  });

  it('shows its error and is then marked invalid', () => {
    render(<RadioOptionGroup label="Option tarifaire" options={options} errorMessage="Champ obligatoire" />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Champ obligatoire');
  });
});
