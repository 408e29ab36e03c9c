import { zodResolver } from '@hookform/resolvers/zod';
import { EmailSchema, VALIDATION_MESSAGES } from '@voltaire/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import { HttpError } from '../../app/http-client';
import { Form } from '../../ui/form/form';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import styles from './login-page.module.css';
import { logIn, type StaffUser } from './staff-session';

/** The login form: the domain's e-mail rule, a required password (the server checks the rest). */
export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, { error: VALIDATION_MESSAGES.required }),
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

export const LOGIN_FAILED_FALLBACK = 'La connexion a échoué. Réessayez dans quelques instants.';

/** The French message for a failed login: the server's own (wrong credentials, too many tries) when it sent one. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status < 500) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return LOGIN_FAILED_FALLBACK;
}

/**
 * E-mail and password, with the browser's password manager in mind (autocomplete username and
 * current-password). A refused login is announced in an alert, and the focus goes back to the password.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: StaffUser) => void }) {
  const { http } = useAppServices();
  const alertId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' } satisfies LoginFormValues,
  });

  const submit = async (values: z.output<typeof LoginFormSchema>) => {
    setFailure(undefined);
    try {
      onLoggedIn(await logIn(http, values));
    } catch (error) {
      setFailure(loginErrorMessage(error));
      form.resetField('password', { keepDirty: true, defaultValue: '' });
      form.setFocus('password');
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-describedby={failure ? alertId : undefined}>
      <div id={alertId} role="alert" className={failure ? styles.failure : undefined}>
        {failure}
      </div>
      <TextField name="email" label="Adresse e-mail" type="email" autoComplete="username" isRequired />
      <TextField
        name="password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <SubmitButton>Se connecter</SubmitButton>
    </Form>
  );
}
