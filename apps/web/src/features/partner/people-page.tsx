import {
  ADMIN_ROLE_LABEL,
  PARTNER_AREA_PATH,
  type PartnerProfile,
  PERSON_ROLE_LABELS,
  PERSON_STATUS_LABELS,
  type Person,
} from '@voltaire/domain';
import { useState } from 'react';
import { Link, useLoaderData, useOutletContext, useRevalidator } from 'react-router';
import { useAppServices } from '../../app/app-services';
import styles from '../../ui/back-office/back-office.module.css';
import { Button, buttonClassName } from '../../ui/button/button';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useStatusMessage } from '../../ui/use-status-message';
import { failureMessage } from './failure-message';
import { InviteForm } from './invite-form';
import partnerStyles from './partner.module.css';
import { createPartnerApi } from './partner-api';

export const PEOPLE_TITLE = 'Personnes de l’organisation';

export const roleLabelOf = (person: Pick<Person, 'role'>) =>
  person.role === 'admin' ? ADMIN_ROLE_LABEL : PERSON_ROLE_LABELS[person.role];

/** `/espace-partenaire/personnes`: the organisation's people, their role and status, and the invitation form. */
export function PeoplePage() {
  useDocumentTitle(`${PEOPLE_TITLE} – Espace partenaire`);
  const { people } = (useLoaderData() as { people: Person[] } | null) ?? { people: [] };
  const profile = useOutletContext<PartnerProfile>();
  const { http } = useAppServices();
  const api = createPartnerApi(http);
  const revalidator = useRevalidator();
  const status = useStatusMessage<HTMLParagraphElement>();
  const [toDisable, setToDisable] = useState<Person>();

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      status.setMessage(done);
      await revalidator.revalidate();
    } catch (error) {
      status.setMessage(failureMessage(error, 'L’action a échoué. Réessayez dans quelques instants.'));
    }
    status.ref.current?.focus();
  };

  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <div>
          <h1>{PEOPLE_TITLE}</h1>
          <p className={styles.intro}>
            Invitez vos vendeurs : chacun reçoit par e-mail un lien, valable 72 heures et utilisable une seule
            fois, pour choisir son mot de passe. Désactiver une personne met fin à ses sessions sur-le-champ.
          </p>
        </div>
      </div>
      <p role="status" ref={status.ref} tabIndex={-1} className={styles.status}>
        {status.message}
      </p>
      <section className={styles.panel} aria-labelledby="personnes-titre">
        <h2 id="personnes-titre">{profile.organisation.name}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Personnes ({people.length})</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">E-mail</th>
                <th scope="col">Rôle</th>
                <th scope="col">Statut</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => {
                const isSelf = person.email === profile.email;
                return (
                  <tr key={person.id}>
                    <th scope="row">{person.displayName}</th>
                    <td>{person.email}</td>
                    <td>{roleLabelOf(person)}</td>
                    <td>{PERSON_STATUS_LABELS[person.status]}</td>
                    <td>
                      <div className={partnerStyles.rowActions}>
                        <Link
                          to={`${PARTNER_AREA_PATH}/personnes/${encodeURIComponent(person.id)}`}
                          className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                          aria-label={`Modifier ${person.displayName}`}
                        >
                          Modifier
                        </Link>
                        {isSelf ? null : person.status === 'disabled' ? (
                          <Button
                            variant="secondary"
                            aria-label={`Réactiver ${person.displayName}`}
                            onPress={() =>
                              act(
                                () => api.setDisabled(person.id, false),
                                `${person.displayName} est réactivé(e).`,
                              )
                            }
                          >
                            Réactiver
                          </Button>
                        ) : (
                          <>
                            <Button
                              variant="secondary"
                              aria-label={`Envoyer un lien de mot de passe à ${person.displayName}`}
                              onPress={() =>
                                act(
                                  () => api.sendReset(person.id),
                                  `Lien envoyé à ${person.email} : valable 72 heures, une seule fois.`,
                                )
                              }
                            >
                              Envoyer un lien
                            </Button>
                            <Button
                              variant="secondary"
                              aria-label={`Désactiver ${person.displayName}`}
                              onPress={() => setToDisable(person)}
                            >
                              Désactiver
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="inviter-titre">
        <h2 id="inviter-titre">Inviter une personne</h2>
        <InviteForm
          roles={profile.assignableRoles}
          onInvite={async (body) => {
            const { person } = await api.invite(body);
            status.setMessage(`Invitation envoyée à ${person?.email ?? body.email}.`);
            await revalidator.revalidate();
            status.ref.current?.focus();
          }}
        />
      </section>
      <ConfirmDialog
        isOpen={toDisable !== undefined}
        title={`Désactiver ${toDisable?.displayName ?? ''} ?`}
        confirmLabel="Désactiver"
        onCancel={() => setToDisable(undefined)}
        onConfirm={() => {
          const person = toDisable;
          setToDisable(undefined);
          if (person)
            void act(
              () => api.setDisabled(person.id, true),
              `${person.displayName} est désactivé(e) : ses sessions ont pris fin.`,
            );
        }}
      >
        <p>
          {toDisable?.displayName} ne pourra plus se connecter et ses sessions ouvertes prennent fin tout de
          suite. Vous pourrez le réactiver plus tard.
        </p>
      </ConfirmDialog>
    </div>
  );
}
