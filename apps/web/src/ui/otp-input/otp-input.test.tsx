import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTP_DEFAULT_DIGITS } from '@voltaire/domain';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

const boxes = () => screen.getAllByRole('textbox');
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

describe('OtpInput', () => {
  it(`has ${OTP_DEFAULT_DIGITS} boxes by default, each labelled, in a labelled group`, () => {
    render(<OtpInput />);
    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Chiffre 1 sur 4' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.getByRole('textbox', { name: 'Chiffre 4 sur 4' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes a configurable number of digits', () => {
    render(<OtpInput digits={6} />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Chiffre 6 sur 6' })).toBeInTheDocument();
  });

  it('accepts digits only and moves on after each one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput onChange={onChange} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1a2');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['1', '12']);
  });

  it('Backspace on an empty box erases the previous digit and goes back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput onChange={onChange} defaultValue="12" />);
    await user.click(boxes()[2] as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('a paste of a whole code fills every box, wherever it is pasted', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    await user.click(boxes()[2] as HTMLElement);
    await user.paste('Votre code : 4 8 1 5');
    expect(values()).toEqual(['4', '8', '1', '5']);
    expect(onComplete).toHaveBeenCalledWith('4815');
    expect(boxes()[3]).toHaveFocus();
  });

  it('re-entering a refused code from the first box overwrites it digit by digit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput onChange={onChange} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1234');
    expect(boxes()[3]).toHaveFocus();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('4');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('821');
    expect(values()).toEqual(['4', '8', '2', '1']);
    expect(onChange).toHaveBeenLastCalledWith('4821');
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput onChange={onChange} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('abcd');
    expect(values()).toEqual(['', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows its error, tied to the group', () => {
    render(<OtpInput errorMessage="Le code doit comporter 4 chiffres." />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Le code doit comporter 4 chiffres.');
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
  });
});
