import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumericInput } from './numeric-input';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <NumericInput aria-label="Surface" value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

describe('NumericInput', () => {
  it('keeps only digits, typed or pasted', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Surface' });
    await user.type(input, '1a2-3');
    expect(input).toHaveValue('123');
    await user.paste(' 45 m²');
    expect(input).toHaveValue('12345');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it.each(['e', 'E', '.', '-', ','])('a number input refuses the key « %s »', async (key) => {
    const user = userEvent.setup();
    render(<NumericInput aria-label="Nombre d’occupants" type="number" />);
    const input = screen.getByRole('spinbutton', { name: 'Nombre d’occupants' });
    await user.type(input, `1${key}2`);
    expect(input).toHaveValue(12);
  });
});
