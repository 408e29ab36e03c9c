import { AUDIT_ACTION_LABELS, type AuditEntry } from '@voltaire/domain';
import styles from '../../ui/back-office/back-office.module.css';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

/** The audit log as a table: when, who, from where, what, on whom (newest first). */
export function AuditTable({
  entries,
  showOrganisation,
}: {
  entries: AuditEntry[];
  showOrganisation: boolean;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Modifications ({entries.length}), les plus récentes d’abord</caption>
        <thead>
          <tr>
            <th scope="col">Quand</th>
            <th scope="col">Qui</th>
            <th scope="col">Adresse IP</th>
            {showOrganisation ? <th scope="col">Organisation</th> : null}
            <th scope="col">Action</th>
            <th scope="col">Sur</th>
            <th scope="col">Détail</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{dateTime.format(new Date(entry.occurredAt))}</th>
              <td>
                {entry.actorName} ({entry.actorEmail})
              </td>
              <td>{entry.clientAddress}</td>
              {showOrganisation ? <td>{entry.organisationName}</td> : null}
              <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
              <td>{entry.target}</td>
              <td>{entry.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
