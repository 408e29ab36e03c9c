import { CASE_CHANNEL_LABELS, CASE_STATUS_LABELS, CASE_STATUSES } from '@voltaire/domain';
import { Form, Link, useLoaderData } from 'react-router';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { CaseList } from './admin-cases-api';

export const CASES_TITLE = 'Demandes des clients';
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** `/admin/demandes`: the case inbox, filtered by status or searched by number, name or e-mail. */
export function CasesPage() {
  useDocumentTitle(`${CASES_TITLE} – Administration`);
  const { cases, counts, query } = useLoaderData() as CaseList & { query: Record<string, string> };
  return (
    <section className={styles.panel} aria-labelledby="demandes-titre">
      <h1 id="demandes-titre">{CASES_TITLE}</h1>
      <p className={styles.intro}>
        {CASE_STATUSES.map((status) => `${CASE_STATUS_LABELS[status]} : ${counts[status]}`).join(' · ')}
      </p>
      <Form method="get" className={styles.toolbar} role="search" aria-label="Filtrer les demandes">
        <div className={formStyles.field}>
          <label htmlFor="demandes-statut" className={formStyles.label}>
            Statut
          </label>
          <select
            id="demandes-statut"
            name="status"
            defaultValue={query.status ?? ''}
            className={formStyles.input}
          >
            <option value="">Tous</option>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CASE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="demandes-recherche" className={formStyles.label}>
            Numéro, nom ou e-mail
          </label>
          <input
            id="demandes-recherche"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={formStyles.input}
            maxLength={100}
          />
        </div>
        <button type="submit" className={buttonClassName('secondary')}>
          Filtrer
        </button>
      </Form>
      {cases.length === 0 ? (
        <p role="status">Aucune demande ne correspond.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Demandes ({cases.length})</caption>
            <thead>
              <tr>
                <th scope="col">Numéro</th>
                <th scope="col">Sujet</th>
                <th scope="col">Client</th>
                <th scope="col">Reçue le</th>
                <th scope="col">Origine</th>
                <th scope="col">Statut</th>
                <th scope="col">Assignée à</th>
              </tr>
            </thead>
            <tbody>
              {cases.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link to={item.id}>{item.number}</Link>
                  </th>
                  <td>
                    {item.themeLabel}
                    {item.attachmentCount > 0
                      ? ` (${item.attachmentCount} pièce${item.attachmentCount > 1 ? 's' : ''} jointe${item.attachmentCount > 1 ? 's' : ''})`
                      : ''}
                  </td>
                  <td>
                    {item.customerName}
                    <br />
                    <span className={styles.muted}>{item.email}</span>
                  </td>
                  <td>{dateTime.format(new Date(item.createdAt))}</td>
                  <td>{CASE_CHANNEL_LABELS[item.channel]}</td>
                  <td>{CASE_STATUS_LABELS[item.status]}</td>
                  <td>{item.assignee ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
