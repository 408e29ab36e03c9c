import { LEAD_STATUS_LABELS, SALES_CHANNEL_LABELS } from '@voltaire/domain';
import { useState } from 'react';
import { Form, useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import formStyles from '../../../ui/form/form.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { ActionMessages } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import { createBackOfficeApi, type LeadLine, leadExportUrl } from './back-office-api';

export const LEADS_TITLE = 'Prospects';
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });
/** The French label of a code, or the code itself for one the domain does not name. */
const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;

/** `/admin/prospects`: search, RGPD export (a JSON file) and erasure of a prospect. */
export function LeadsPage() {
  useDocumentTitle(`${LEADS_TITLE} – Administration`);
  const { leads, q } = useLoaderData() as { leads: LeadLine[]; q: string };
  const api = createBackOfficeApi(useAppServices().http);
  const action = useAdminAction();
  const [erasing, setErasing] = useState<LeadLine | null>(null);
  const nameOf = (lead: LeadLine) =>
    [lead.firstName, lead.lastName].filter(Boolean).join(' ') || 'Prospect anonymisé';
  return (
    <section className={styles.panel} aria-labelledby="prospects-titre">
      <h1 id="prospects-titre">{LEADS_TITLE}</h1>
      <Form method="get" className={styles.toolbar} role="search" aria-label="Chercher des prospects">
        <div className={formStyles.field}>
          <label htmlFor="prospects-recherche" className={formStyles.label}>
            E-mail, nom ou téléphone
          </label>
          <input
            id="prospects-recherche"
            name="q"
            type="search"
            defaultValue={q}
            className={formStyles.input}
            maxLength={100}
          />
        </div>
        <button type="submit" className={buttonClassName('secondary')}>
          Chercher
        </button>
      </Form>
      <ActionMessages action={action} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Prospects ({leads.length})</caption>
          <thead>
            <tr>
              <th scope="col">Prospect</th>
              <th scope="col">Canal</th>
              <th scope="col">Statut</th>
              <th scope="col">Dernier contact</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id}>
                <th scope="row">
                  {nameOf(lead)}
                  <br />
                  <span className={styles.muted}>{lead.email ?? '—'}</span>
                </th>
                <td>{labelOf(SALES_CHANNEL_LABELS, lead.channel)}</td>
                <td>{lead.anonymisedAt ? 'Anonymisé' : labelOf(LEAD_STATUS_LABELS, lead.status)}</td>
                <td>{dateTime.format(new Date(lead.lastContactAt))}</td>
                <td>
                  <div className={styles.actions}>
                    <a
                      href={leadExportUrl(lead.id)}
                      download
                      className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                    >
                      Exporter <VisuallyHidden>les données de {nameOf(lead)}</VisuallyHidden>
                    </a>
                    {lead.anonymisedAt ? null : (
                      <button
                        type="button"
                        className={buttonClassName('secondary')}
                        aria-label={`Effacer les données de ${nameOf(lead)}`}
                        onClick={() => setErasing(lead)}
                      >
                        Effacer
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        isOpen={erasing !== null}
        title="Effacer les données de ce prospect ?"
        confirmLabel="Effacer définitivement"
        onCancel={() => setErasing(null)}
        onConfirm={() => {
          const lead = erasing;
          setErasing(null);
          if (lead) void action.run(() => api.eraseLead(lead.id), `Données de ${nameOf(lead)} effacées.`);
        }}
      >
        <p>
          Nom, e-mail, téléphone et paniers seront vidés, ici et dans le CRM. Cette action est définitive.
        </p>
      </ConfirmDialog>
    </section>
  );
}
