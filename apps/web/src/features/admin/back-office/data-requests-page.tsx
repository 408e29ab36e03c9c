import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_STATUS_LABELS, type DataRequestView } from '@voltaire/domain';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ActionMessages } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import { createBackOfficeApi } from './back-office-api';

export const DATA_REQUESTS_TITLE = 'Demandes sur les données personnelles';
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** `/admin/donnees-personnelles`: RGPD requests, handled once their address is verified. */
export function DataRequestsPage() {
  useDocumentTitle(`${DATA_REQUESTS_TITLE} – Administration`);
  const { requests } = useLoaderData() as { requests: DataRequestView[] };
  const api = createBackOfficeApi(useAppServices().http);
  const action = useAdminAction();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  return (
    <section className={styles.panel} aria-labelledby="rgpd-titre">
      <h1 id="rgpd-titre">{DATA_REQUESTS_TITLE}</h1>
      <p className={styles.intro}>
        Une copie part par e-mail en fichier JSON ; un effacement vide les prospects, l’inscription à la
        lettre d’information et les demandes au service client liés à l’adresse.
      </p>
      <ActionMessages action={action} />
      {requests.length === 0 ? <p>Aucune demande.</p> : null}
      {requests.map((request) => (
        <article key={request.id} className={styles.panel} aria-labelledby={`rgpd-${request.id}`}>
          <h2 id={`rgpd-${request.id}`}>
            {DATA_REQUEST_KIND_LABELS[request.kind]} — {request.firstName} {request.lastName}
          </h2>
          <p>
            {request.email}, le {dateTime.format(new Date(request.createdAt))} —{' '}
            <strong>{DATA_REQUEST_STATUS_LABELS[request.status]}</strong>
            {request.outcome ? ` (${request.outcome})` : ''}
          </p>
          {request.details ? <p>{request.details}</p> : null}
          {request.status === 'verified' ? (
            <div className={styles.toolbar}>
              <button
                type="button"
                className={buttonClassName('primary')}
                onClick={() =>
                  void action.run(
                    () => api.handleDataRequest(request.id, { accept: true }),
                    request.kind === 'export' ? 'Copie des données envoyée.' : 'Données effacées.',
                  )
                }
              >
                {request.kind === 'export' ? 'Envoyer la copie' : 'Effacer les données'}
              </button>
              <div className={formStyles.field}>
                <label htmlFor={`motif-${request.id}`} className={formStyles.label}>
                  Motif du refus
                </label>
                <input
                  id={`motif-${request.id}`}
                  className={formStyles.input}
                  value={reasons[request.id] ?? ''}
                  maxLength={1_000}
                  onChange={(event) => setReasons({ ...reasons, [request.id]: event.target.value })}
                />
              </div>
              <button
                type="button"
                className={buttonClassName('secondary')}
                onClick={() =>
                  void action.run(
                    () =>
                      api.handleDataRequest(request.id, { accept: false, reason: reasons[request.id] ?? '' }),
                    'Refus envoyé au demandeur.',
                  )
                }
              >
                Refuser
              </button>
            </div>
          ) : null}
        </article>
      ))}
    </section>
  );
}
