import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordLinkView, STAFF_PASSWORD_MIN_LENGTH, StaffPasswordSchema } from '@voltaire/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import styles from '../../ui/back-office/back-office.module.css';
import { Form } from '../../ui/form/form';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { failedField, failureMessage } from './failure-message';
import partnerStyles from './partner.module.css';
import { createPartnerApi } from './partner-api';

export const SET_PASSWORD_TITLE = 'Choisir mon mot de passe';
const MISSING_TOKEN = 'Ce lien est incomplet : ouvrez le lien reçu par e-mail, en entier.';

const SetPasswordFormSchema = z
  .object({ password: StaffPasswordSchema, confirmation: z.string() })
  .refine(({ password, confirmation }) => password === confirmation, {
    path: ['confirmation'],
    error: 'Les deux mots de passe ne sont pas identiques.',
  });

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; token: string; link: PasswordLinkView }
  | { kind: 'done'; email: string };

/**
 * `/definir-mot-de-passe#<jeton>`: the page an invitation or reset e-mail opens. The token travels in the fragment,
 * which browsers never send to a server; it is read once mounted, then checked with the API.
 */
export function SetPasswordPage() {
  useDocumentTitle(SET_PASSWORD_TITLE);
  const { http } = useAppServices();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const alertId = useId();

  useEffect(() => {
    const token = window.location.hash.slice(1);
    if (!token) {
      setState({ kind: 'refused', message: MISSING_TOKEN });
      return;
    }
    createPartnerApi(http)
      .passwordLink(token)
      .then((link) => setState({ kind: 'ready', token, link }))
      .catch((error: unknown) =>
        setState({
          kind: 'refused',
          message: failureMessage(error, 'Ce lien n’a pas pu être vérifié. Réessayez.'),
        }),
      );
  }, [http]);

  return (
    <div className={styles.area}>
      <h1>{SET_PASSWORD_TITLE}</h1>
      {state.kind === 'loading' ? <p role="status">Vérification du lien…</p> : null}
      {state.kind === 'refused' ? (
        <div role="alert" className={styles.alert}>
          <p>{state.message}</p>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <ChooseForm
          link={state.link}
          alertId={alertId}
          onSubmit={async (password) => {
            const { email } = await createPartnerApi(http).setPassword(state.token, password);
            setState({ kind: 'done', email });
          }}
        />
      ) : null}
      {state.kind === 'done' ? (
        <div role="status">
          <p>Votre mot de passe est enregistré. Ce lien ne servira plus.</p>
          <p>
            <Link to="/connexion">Me connecter</Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}

function ChooseForm({
  link,
  alertId,
  onSubmit,
}: {
  link: PasswordLinkView;
  alertId: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(SetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });
  const submit = async ({ password }: { password: string }) => {
    setFailure(undefined);
    try {
      await onSubmit(password);
    } catch (error) {
      const message = failureMessage(error, 'L’enregistrement a échoué. Réessayez dans quelques instants.');
      if (failedField(error) === 'password') form.setError('password', { message }, { shouldFocus: true });
      else setFailure(message);
    }
  };
  return (
    <>
      <p className={styles.intro}>
        {link.displayName} ({link.email}), « {link.organisationName} ».{' '}
        {link.purpose === 'invitation'
          ? 'Choisissez le mot de passe de votre nouvel accès.'
          : 'Choisissez votre nouveau mot de passe.'}
      </p>
      <Form
        form={form}
        onSubmit={submit}
        className={partnerStyles.editor}
        aria-describedby={failure ? alertId : undefined}
      >
        <div id={alertId} role="alert" className={failure ? styles.alert : undefined}>
          {failure}
        </div>
        <input type="hidden" name="username" autoComplete="username" value={link.email} readOnly />
        <TextField
          name="password"
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          description={`${STAFF_PASSWORD_MIN_LENGTH} caractères au moins, sans autre règle : une phrase de plusieurs mots convient très bien. Les mots de passe trop courants ou divulgués sont refusés.`}
          isRequired
        />
        <TextField
          name="confirmation"
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <SubmitButton>Enregistrer mon mot de passe</SubmitButton>
      </Form>
    </>
  );
}
