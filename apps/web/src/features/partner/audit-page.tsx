import type { AuditEntry, PartnerProfile } from '@voltaire/domain';
import { useLoaderData, useOutletContext } from 'react-router';
import styles from '../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuditTable } from './audit-table';

export const AUDIT_TITLE = 'Journal des modifications';

/** `/espace-partenaire/journal`: every change to the organisation's people, roles, organisation and IP ranges. */
export function AuditPage() {
  useDocumentTitle(`${AUDIT_TITLE} – Espace partenaire`);
  const { entries } = (useLoaderData() as { entries: AuditEntry[] } | null) ?? { entries: [] };
  const profile = useOutletContext<PartnerProfile>();
  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <div>
          <h1>{AUDIT_TITLE}</h1>
          <p className={styles.intro}>
            Qui a invité, modifié, désactivé ou réactivé une personne, changé un rôle, l’organisation ou ses
            plages IP, quand, et depuis quelle adresse.
          </p>
        </div>
      </div>
      <AuditTable entries={entries} showOrganisation={profile.isAdmin} />
    </div>
  );
}
