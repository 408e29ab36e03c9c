import { type AccessRefusal, STAFF_ACCESS_REFUSAL_LABELS } from '@voltaire/domain';
import styles from '../../../ui/back-office/back-office.module.css';
import { formatAuditDate } from '../eligibility/audit-page';
import { REFUSALS_LIMIT } from './organisations-api';

const STAGE_LABELS = { login: 'Connexion', session: 'Requête en session' } as const;

/** The latest refused staff logins and requests, newest first (kept 90 days). */
export function AccessRefusalsTable({ refusals }: { refusals: readonly AccessRefusal[] }) {
  return (
    <section className={styles.panel} aria-labelledby="refus-titre">
      <h2 id="refus-titre">Derniers accès refusés</h2>
      {refusals.length === 0 ? (
        <p>Aucun accès refusé.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>
              Les {refusals.length} derniers refus
              {refusals.length >= REFUSALS_LIMIT ? ` (limités à ${REFUSALS_LIMIT})` : ''}, du plus récent au
              plus ancien
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Personne</th>
                <th scope="col">Organisation</th>
                <th scope="col">Adresse IP</th>
                <th scope="col">Motif</th>
                <th scope="col">Moment</th>
              </tr>
            </thead>
            <tbody>
              {refusals.map((refusal) => (
                <tr key={refusal.id}>
                  <td>
                    <time dateTime={refusal.occurredAt}>{formatAuditDate(refusal.occurredAt)}</time>
                  </td>
                  <td>{refusal.userDisplayName}</td>
                  <td>{refusal.organisationName}</td>
                  <td>
                    <code>{refusal.clientAddress}</code>
                  </td>
                  <td>{STAFF_ACCESS_REFUSAL_LABELS[refusal.reason]}</td>
                  <td>{STAGE_LABELS[refusal.stage]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
