import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailSchema, IsTrueSchema, PhoneSchema, requiredName } from '@voltaire/domain';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { SUBMIT_BLOCKER_EXPLANATIONS, SubmitButton, submitBlocker } from './submit-button';
import { TextField } from './text-field';

const ContactSchema = z.object({
  lastName: requiredName,
  email: EmailSchema,
  phone: PhoneSchema.optional().or(z.literal('')),
  // A checkbox starts unticked: boolean in, true out (the domain's IsTrueSchema and its message).
  terms: z.boolean().pipe(IsTrueSchema),
});
type Contact = z.input<typeof ContactSchema>;

function ContactForm({
  onSubmit,
  validateOnMount,
  defaultValues = { lastName: '', email: '', phone: '', terms: false },
}: {
  onSubmit: (values: z.output<typeof ContactSchema>) => void | Promise<void>;
  validateOnMount?: boolean;
  defaultValues?: Contact;
}) {
  const form = useForm({ resolver: zodResolver(ContactSchema), mode: 'onTouched', defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} validateOnMount={validateOnMount}>
      <TextField name="lastName" label="Nom" autoComplete="family-name" isRequired />
      <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" isRequired />
      <TextField name="phone" label="Téléphone" type="phone" />
      <CheckboxField name="terms" label="J’accepte les conditions générales" isRequired />
      <SubmitButton>Envoyer</SubmitButton>
    </Form>
  );
}

const submit = () => screen.getByRole('button', { name: 'Envoyer' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'jeanne.dupont@example.fr');
  await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales' }));
}

// react-aria suites are slow to render in jsdom; generous on a busy machine.
describe('Form kit', { timeout: 20_000 }, () => {
  it('the submit button is disabled while the form is pristine, yet focusable and explained', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).not.toBeDisabled();
    await waitFor(() => expect(submit()).toHaveAccessibleDescription(SUBMIT_BLOCKER_EXPLANATIONS.pristine));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(submit()).toHaveFocus();
  });

  it('is disabled while invalid, enabled once valid, and sends the parsed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
    await waitFor(() => expect(submit()).toHaveAccessibleDescription(SUBMIT_BLOCKER_EXPLANATIONS.invalid));

    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'jeanne.dupont@example.fr');
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales' }));
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    expect(submit()).not.toHaveAccessibleDescription();

    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      lastName: 'Dupont',
      email: 'jeanne.dupont@example.fr',
      phone: '',
      terms: true,
    });
  });

  it('is disabled while submitting', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm onSubmit={onSubmit} />);
    await fillValidForm(user);
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));

    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveAccessibleDescription(SUBMIT_BLOCKER_EXPLANATIONS.submitting));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled', 'true'));
  });

  it('with validateOnMount, a pristine but valid form can be sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ContactForm
        onSubmit={onSubmit}
        validateOnMount
        defaultValues={{ lastName: 'Dupont', email: 'jeanne@example.fr', phone: '', terms: true }}
      />,
    );
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('without validateOnMount, a pristine valid form is not sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ContactForm
        onSubmit={onSubmit}
        defaultValues={{ lastName: 'Dupont', email: 'jeanne@example.fr', phone: '', terms: true }}
      />,
    );
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a text field’s error once it is touched, announced and tied to the field', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(email, 'jeanne@');
    expect(screen.queryByText('Adresse e-mail invalide')).not.toBeInTheDocument();

    await user.tab();
    const error = await screen.findByText('Adresse e-mail invalide');
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Adresse e-mail invalide');
  });

  it('shows a checkbox’s error only after a submit attempt', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    const terms = screen.getByRole('checkbox', { name: 'J’accepte les conditions générales' });
    await user.click(terms);
    await user.click(terms);
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'jeanne@example.fr');
    await user.tab();
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Champ obligatoire')).not.toBeInTheDocument();

    // Pressing the (aria-)disabled button of an invalid form sends nothing but reveals every error.
    await user.click(submit());
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Champ obligatoire');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a submit attempt on an invalid form focuses the first invalid field', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'jeanne@example.fr');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Champ obligatoire');
  });

  it('a phone field keeps only the digits of a paste', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Téléphone' }));
    await user.paste('06 12 34 56 78');
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('0612345678');
  });

  it('submitBlocker gives the first reason in SPEC order', () => {
    const state = {
      isDirty: true,
      isValid: true,
      isValidating: false,
      isSubmitting: false,
      validateOnMount: false,
    };
    expect(submitBlocker(state)).toBeNull();
    expect(submitBlocker({ ...state, isDirty: false })).toBe('pristine');
    expect(submitBlocker({ ...state, isDirty: false, validateOnMount: true })).toBeNull();
    expect(submitBlocker({ ...state, isValid: false })).toBe('invalid');
    expect(submitBlocker({ ...state, isValidating: true })).toBe('validating');
    expect(submitBlocker({ ...state, isSubmitting: true })).toBe('submitting');
  });
});
