import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IBAN_INPUT_GROUP_SIZES, IbanSchema } from '@voltaire/domain';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form } from '../form/form';
import { IbanField } from '../form/iban-field';
import { SubmitButton } from '../form/submit-button';
import { IBAN_GROUP_LABELS, IbanInput } from './iban-input';

const VALID_IBAN = 'FR7630006000011234567890189';

const boxes = () => screen.getAllByRole('textbox');

function IbanForm() {
  const form = useForm({
    resolver: zodResolver(z.object({ iban: IbanSchema })),
    mode: 'onTouched',
    defaultValues: { iban: '' },
  });
  return (
    <Form form={form} onSubmit={() => {}}>
      <IbanField name="iban" />
      <SubmitButton>Valider</SubmitButton>
    </Form>
  );
}

// react-aria suites are slow to render in jsdom; generous on a busy machine.
describe('IbanInput', { timeout: 20_000 }, () => {
  it('is one group « IBAN » of 7 boxes, each labelled with the characters it holds', () => {
    render(<IbanInput />);
    expect(screen.getByRole('group', { name: 'IBAN' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(IBAN_INPUT_GROUP_SIZES.length);
    expect(IBAN_GROUP_LABELS).toEqual([
      'Caractères 1 à 4 de l’IBAN',
      'Caractères 5 à 8 de l’IBAN',
      'Caractères 9 à 12 de l’IBAN',
      'Caractères 13 à 16 de l’IBAN',
      'Caractères 17 à 20 de l’IBAN',
      'Caractères 21 à 24 de l’IBAN',
      'Caractères 25 à 27 de l’IBAN',
    ]);
    expect(screen.getByRole('textbox', { name: 'Caractères 25 à 27 de l’IBAN' })).toBeInTheDocument();
  });

  it('the first five boxes take up to 5 characters while typing, the sixth 4, the seventh 3', () => {
    render(<IbanInput />);
    expect(boxes().map((box) => box.getAttribute('maxlength'))).toEqual(['5', '5', '5', '5', '5', '4', '3']);
  });

  it('keeps the later boxes disabled until the first holds 4 characters, then moves on', async () => {
    const user = userEvent.setup();
    render(<IbanInput />);
    const [first, second, ...rest] = boxes();
    expect(second).toBeDisabled();
    expect(rest.every((box) => (box as HTMLInputElement).disabled)).toBe(true);

    await user.type(first as HTMLElement, 'fr7');
    expect(second).toBeDisabled();
    await user.type(first as HTMLElement, '6');
    expect(first).toHaveValue('FR76');
    expect(second).toBeEnabled();
    expect(second).toHaveFocus();
  });

  it('typing flows on from box to box, and the value has no spaces', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<IbanInput onChange={onChange} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard(VALID_IBAN);
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      'FR76',
      '3000',
      '6000',
      '0112',
      '3456',
      '7890',
      '189',
    ]);
    expect(onChange).toHaveBeenLastCalledWith(VALID_IBAN);
  });

  it('a paste in any box fills the whole IBAN', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<IbanInput onChange={onChange} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('fr76 3000 6000 0112 3456 7890 189');
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(' '),
    ).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(onChange).toHaveBeenLastCalledWith(VALID_IBAN);

    await user.click(boxes()[4] as HTMLElement);
    await user.paste('FR14 2004 1010 0505 0001 3M02 606');
    expect(onChange).toHaveBeenLastCalledWith('FR1420041010050500013M02606');
  });

  it('Backspace at the start of a box goes back to the previous one', async () => {
    const user = userEvent.setup();
    render(<IbanInput defaultValue="FR763000" />);
    await user.click(boxes()[2] as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('300');
  });

  it('shows the message of the domain’s IbanSchema once the field is left', async () => {
    const user = userEvent.setup();
    render(<IbanForm />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('FR7630006000011234567890188');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('IBAN invalide')).toBeInTheDocument();
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'IBAN' })).toHaveAccessibleDescription('IBAN invalide');
  });
});
