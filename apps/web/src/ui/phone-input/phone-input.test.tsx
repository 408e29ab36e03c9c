import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneInput aria-label="Téléphone" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('PhoneInput', () => {
  it('is a telephone input', () => {
    render(<PhoneInput aria-label="Téléphone" />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('a paste keeps only the digits (controlled input)', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('textbox'));
    await user.paste('06 12-34.56 78');
    expect(screen.getByRole('textbox')).toHaveValue('0612345678');
    expect(screen.getByRole('status')).toHaveTextContent('0612345678');
  });

  it('a paste keeps only the digits (uncontrolled input), at the caret', async () => {
    const user = userEvent.setup();
    render(<PhoneInput aria-label="Téléphone" defaultValue="06" />);
    await user.click(screen.getByRole('textbox'));
    await user.paste('(12) 34');
    expect(screen.getByRole('textbox')).toHaveValue('061234');
  });

  it('typing is left alone', async () => {
    const user = userEvent.setup();
    render(<PhoneInput aria-label="Téléphone" />);
    await user.type(screen.getByRole('textbox'), '+33 6');
    expect(screen.getByRole('textbox')).toHaveValue('+33 6');
  });
});
