import { useLoaderData } from 'react-router';
import styles from '../../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { AuditEntry } from '../admin-api';
import { AUDIT_LIMIT } from './eligibility-loaders';

const ACTION_LABELS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  replace: 'Remplacement',
  import: 'Import',
};

const ENTITY_LABELS: Record<string, string> = {
  predicate: 'Prédicat',
  composition: 'Composition',
  attachments: 'Rattachements',
  document: 'Toutes les règles',
};

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Paris',
});

/** 2026-01-15T09:30:00Z → « 15/01/2026 10:30:00 » (heure de Paris). */
export function formatAuditDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date).replace(',', '');
}

/** Before / after, as indented JSON; « — » when there is nothing (a creation has no before). */
function JsonValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  return <pre className={styles.json}>{JSON.stringify(value, null, 2)}</pre>;
}

/** `/admin/eligibilite/journal`: every change of the rules, who made it, when, before and after. */
export function AuditPage() {
  useDocumentTitle('Journal des modifications – Administration');
  const { entries } = useLoaderData() as { entries: AuditEntry[] };
  return (
    <section className={styles.panel} aria-labelledby="journal-titre">
      <h2 id="journal-titre">Journal des modifications</h2>
      {entries.length === 0 ? (
        <p>Aucune modification enregistrée.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>
              Les {entries.length} dernières modifications
              {entries.length >= AUDIT_LIMIT ? ` (limitées à ${AUDIT_LIMIT})` : ''}, de la plus récente à la
              plus ancienne
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Auteur</th>
                <th scope="col">Action</th>
                <th scope="col">Élément</th>
                <th scope="col">Avant</th>
                <th scope="col">Après</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatAuditDate(entry.at)}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td>
                    {ENTITY_LABELS[entry.entityType] ?? entry.entityType}
                    {entry.entityId ? (
                      <>
                        <br />
                        <code>{entry.entityId}</code>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <JsonValue value={entry.before} />
                  </td>
                  <td>
                    <JsonValue value={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
