import { zodResolver } from '@hookform/resolvers/zod';
import {
  DisplayNameSchema,
  PARTNER_AREA_PATH,
  type PartnerProfile,
  PERSON_ROLE_LABELS,
  type Person,
  PersonRoleSchema,
} from '@voltaire/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData, useNavigate, useOutletContext } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import styles from '../../ui/back-office/back-office.module.css';
import { Form } from '../../ui/form/form';
import { SelectField } from '../../ui/form/select-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { failedField, failureMessage } from './failure-message';
import partnerStyles from './partner.module.css';
import { createPartnerApi } from './partner-api';
import { roleLabelOf } from './people-page';

const PersonEditSchema = z.object({ displayName: DisplayNameSchema, role: PersonRoleSchema });
type PersonEdit = z.infer<typeof PersonEditSchema>;

/** `/espace-partenaire/personnes/:id`: a person's name and role (never one's own role). */
export function PersonEditorPage() {
  const { person } = useLoaderData() as { person: Person };
  useDocumentTitle(`${person.displayName} – Espace partenaire`);
  const profile = useOutletContext<PartnerProfile>();
  const { http } = useAppServices();
  const navigate = useNavigate();
  const alertId = useId();
  const [failure, setFailure] = useState<string>();
  const isSelf = person.email === profile.email;
  const canChangeRole = !isSelf && person.role !== 'admin';
  const form = useForm({
    resolver: zodResolver(PersonEditSchema),
    mode: 'onTouched',
    defaultValues: {
      displayName: person.displayName,
      role: person.role === 'admin' ? 'partnerAdmin' : person.role,
    },
  });

  const submit = async (values: PersonEdit) => {
    setFailure(undefined);
    try {
      await createPartnerApi(http).update(person.id, {
        displayName: values.displayName,
        ...(canChangeRole ? { role: values.role } : {}),
      });
      await navigate(`${PARTNER_AREA_PATH}/personnes`, {
        state: { flash: `Modifications de ${values.displayName} enregistrées.` },
      });
    } catch (error) {
      const message = failureMessage(error, 'L’enregistrement a échoué. Réessayez dans quelques instants.');
      const field = failedField(error);
      if (field === 'role' || field === 'displayName')
        form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  };

  return (
    <div className={styles.area}>
      <p>
        <Link to={`${PARTNER_AREA_PATH}/personnes`}>Retour aux personnes</Link>
      </p>
      <h1>{person.displayName}</h1>
      <p className={styles.intro}>
        {person.email} — {roleLabelOf(person)}
      </p>
      <section className={styles.panel} aria-labelledby="modifier-titre">
        <h2 id="modifier-titre">Modifier</h2>
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
          {canChangeRole ? (
            <SelectField
              name="role"
              label="Rôle"
              isRequired
              description="Un conseiller vend sur l’un des canaux de l’organisation ; un administrateur partenaire gère ses personnes et voit ses ventes."
              options={profile.assignableRoles.map((role) => ({
                value: role,
                label: PERSON_ROLE_LABELS[role],
              }))}
            />
          ) : (
            <p>
              Rôle : {roleLabelOf(person)}
              {isSelf ? ' (vous ne pouvez pas changer votre propre rôle)' : ''}.
            </p>
          )}
          <SubmitButton>Enregistrer</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
