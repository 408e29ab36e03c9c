import { zodResolver } from '@hookform/resolvers/zod';
import { PERSON_ROLE_LABELS, type PersonInvite, PersonInviteSchema, type PersonRole } from '@voltaire/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '../../ui/back-office/back-office.module.css';
import { Form } from '../../ui/form/form';
import { SelectField } from '../../ui/form/select-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { failedField, failureMessage } from './failure-message';
import partnerStyles from './partner.module.css';

/** Who to invite and in which role (only the roles the manager may give, within the organisation's channels). */
export function InviteForm({
  roles,
  onInvite,
}: {
  roles: readonly PersonRole[];
  onInvite: (body: PersonInvite) => Promise<void>;
}) {
  const alertId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(PersonInviteSchema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      displayName: '',
      role: roles.find((role) => role !== 'partnerAdmin') ?? ('partnerAdmin' as PersonRole),
    },
  });

  const submit = async (values: PersonInvite) => {
    setFailure(undefined);
    try {
      await onInvite(values);
      form.reset();
    } catch (error) {
      const message = failureMessage(
        error,
        'L’invitation n’a pas pu être envoyée. Réessayez dans quelques instants.',
      );
      const field = failedField(error);
      if (field === 'email' || field === 'role') form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className={partnerStyles.editor}
      aria-describedby={failure ? alertId : undefined}
    >
      <div id={alertId} role="alert" className={failure ? styles.alert : undefined}>
        {failure}
      </div>
      <TextField name="displayName" label="Nom et prénom" autoComplete="off" isRequired />
      <TextField name="email" label="Adresse e-mail" type="email" autoComplete="off" isRequired />
      <SelectField
        name="role"
        label="Rôle"
        isRequired
        options={roles.map((role) => ({ value: role, label: PERSON_ROLE_LABELS[role] }))}
      />
      <SubmitButton>Envoyer l’invitation</SubmitButton>
    </Form>
  );
}
