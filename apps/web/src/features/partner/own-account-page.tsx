import { zodResolver } from '@hookform/resolvers/zod';
import {
  DisplayNameSchema,
  type PartnerProfile,
  STAFF_PASSWORD_MIN_LENGTH,
  StaffPasswordSchema,
} from '@voltaire/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOutletContext, useRevalidator } from 'react-router';
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

export const OWN_ACCOUNT_TITLE = 'Mon compte';

const NameFormSchema = z.object({ displayName: DisplayNameSchema });
const PasswordFormSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Champ obligatoire' }),
  newPassword: StaffPasswordSchema,
});
type PasswordForm = z.infer<typeof PasswordFormSchema>;

/** `/espace-partenaire/mon-compte`: one's own name, and one's password with the current one (`PUT /api/v3/user`). */
export function OwnAccountPage() {
  useDocumentTitle(`${OWN_ACCOUNT_TITLE} – Espace partenaire`);
  const profile = useOutletContext<PartnerProfile>();
  const { http } = useAppServices();
  const api = createPartnerApi(http);
  const revalidator = useRevalidator();
  const statusId = useId();
  const [status, setStatus] = useState('');
  const nameForm = useForm({
    resolver: zodResolver(NameFormSchema),
    mode: 'onTouched',
    defaultValues: { displayName: profile.displayName },
  });
  const passwordForm = useForm({
    resolver: zodResolver(PasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const saveName = async ({ displayName }: { displayName: string }) => {
    try {
      await api.updateOwnProfile({ displayName });
      setStatus('Votre nom est enregistré.');
      await revalidator.revalidate();
    } catch (error) {
      nameForm.setError('displayName', { message: failureMessage(error, 'L’enregistrement a échoué.') });
    }
  };

  const savePassword = async (values: PasswordForm) => {
    try {
      await api.updateOwnProfile(values);
      passwordForm.reset();
      setStatus('Votre mot de passe est changé ; vos autres sessions ont pris fin.');
    } catch (error) {
      const field = failedField(error) === 'currentPassword' ? 'currentPassword' : 'newPassword';
      passwordForm.setError(
        field,
        { message: failureMessage(error, 'Le changement a échoué. Réessayez dans quelques instants.') },
        { shouldFocus: true },
      );
    }
  };

  return (
    <div className={styles.area}>
      <h1>{OWN_ACCOUNT_TITLE}</h1>
      <p className={styles.intro}>
        {profile.email} — {profile.organisation.name}
      </p>
      <p id={statusId} role="status" className={styles.status}>
        {status}
      </p>
      <section className={styles.panel} aria-labelledby="nom-titre">
        <h2 id="nom-titre">Nom affiché</h2>
        <Form form={nameForm} onSubmit={saveName} className={partnerStyles.editor}>
          <TextField name="displayName" label="Nom et prénom" autoComplete="name" isRequired />
          <SubmitButton>Enregistrer le nom</SubmitButton>
        </Form>
      </section>
      <section className={styles.panel} aria-labelledby="mot-de-passe-titre">
        <h2 id="mot-de-passe-titre">Mot de passe</h2>
        <Form form={passwordForm} onSubmit={savePassword} className={partnerStyles.editor}>
          <TextField
            name="currentPassword"
            label="Mot de passe actuel"
            type="password"
            autoComplete="current-password"
            isRequired
          />
          <TextField
            name="newPassword"
            label="Nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            description={`${STAFF_PASSWORD_MIN_LENGTH} caractères au moins ; une phrase de plusieurs mots convient très bien. Les mots de passe trop courants ou divulgués sont refusés.`}
            isRequired
          />
          <SubmitButton>Changer le mot de passe</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
