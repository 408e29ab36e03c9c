import {
  CASE_CHANNEL_LABELS,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  type CaseDetail,
  type CaseStatus,
  CRM_SYNC_STATE_LABELS,
  formatFileSize,
} from '@voltaire/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ActionMessages } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import { attachmentUrl, createAdminCasesApi } from './admin-cases-api';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** `/admin/demandes/:id`: one case, its status and assignment, internal notes and the reply to the customer. */
export function CasePage() {
  const { detail } = useLoaderData() as { detail: CaseDetail };
  useDocumentTitle(`Demande ${detail.number} – Administration`);
  const { http } = useAppServices();
  const api = createAdminCasesApi(http);
  const action = useAdminAction();
  const [note, setNote] = useState('');
  const [reply, setReply] = useState('');

  const submit = (run: () => Promise<unknown>, done: string, after?: () => void) => (event: FormEvent) => {
    event.preventDefault();
    void action.run(run, done).then((succeeded) => succeeded && after?.());
  };

  return (
    <section className={styles.panel} aria-labelledby="demande-titre">
      <p>
        <Link to="/admin/demandes">Toutes les demandes</Link>
      </p>
      <h1 id="demande-titre">
        Demande {detail.number} : {detail.themeLabel}
      </h1>
      <ActionMessages action={action} />
      <dl className={styles.details}>
        <dt>Statut</dt>
        <dd>{CASE_STATUS_LABELS[detail.status]}</dd>
        <dt>Client</dt>
        <dd>
          {detail.civility} {detail.firstName} {detail.lastName} — {detail.email}
          {detail.phone ? ` — ${detail.phone}` : ''}
        </dd>
        <dt>Reçue le</dt>
        <dd>
          {dateTime.format(new Date(detail.createdAt))} ({CASE_CHANNEL_LABELS[detail.channel]})
        </dd>
        {detail.customerReference ? (
          <>
            <dt>Référence client</dt>
            <dd>{detail.customerReference}</dd>
          </>
        ) : null}
        {detail.deliveryPointId ? (
          <>
            <dt>PDL ou PCE</dt>
            <dd>{detail.deliveryPointId}</dd>
          </>
        ) : null}
        {detail.postalCode ? (
          <>
            <dt>Commune</dt>
            <dd>
              {detail.postalCode} {detail.city}
            </dd>
          </>
        ) : null}
        <dt>CRM</dt>
        <dd>
          {CRM_SYNC_STATE_LABELS[detail.crm.state]}
          {detail.crm.lastError ? ` (${detail.crm.lastError})` : ''}
        </dd>
      </dl>
      <h2>Message</h2>
      <p className={styles.message}>{detail.message}</p>
      <h2>Pièces jointes</h2>
      {detail.attachments.length === 0 ? (
        <p>Aucune.</p>
      ) : (
        <ul>
          {detail.attachments.map((file) => (
            <li key={file.id}>
              <a href={attachmentUrl(detail.id, file.id)} download={file.filename}>
                Télécharger {file.filename}
              </a>{' '}
              ({formatFileSize(file.size)})
            </li>
          ))}
        </ul>
      )}

      <h2>Suivi</h2>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const assignee = String(form.get('assignee') ?? '').trim();
          void action.run(
            () =>
              api.update(detail.id, { status: form.get('status') as CaseStatus, assignee: assignee || null }),
            'Suivi enregistré.',
          );
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor="demande-statut" className={formStyles.label}>
            Statut
          </label>
          <select
            id="demande-statut"
            name="status"
            defaultValue={detail.status}
            key={detail.status}
            className={formStyles.input}
          >
            {CASE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {CASE_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="demande-assignee" className={formStyles.label}>
            Assignée à (e-mail)
          </label>
          <input
            id="demande-assignee"
            name="assignee"
            type="email"
            defaultValue={detail.assignee ?? ''}
            key={detail.assignee ?? ''}
            className={formStyles.input}
          />
        </div>
        <button type="submit" className={buttonClassName('secondary')}>
          Enregistrer le suivi
        </button>
      </form>

      <h2>Notes internes</h2>
      <CaseEntries entries={detail.notes.map((item) => ({ ...item, at: item.createdAt }))} />
      <form
        onSubmit={submit(
          () => api.note(detail.id, note),
          'Note ajoutée.',
          () => setNote(''),
        )}
      >
        <div className={formStyles.field}>
          <label htmlFor="demande-note" className={formStyles.label}>
            Nouvelle note (jamais envoyée au client)
          </label>
          <textarea
            id="demande-note"
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={formStyles.input}
            maxLength={5_000}
          />
        </div>
        <button type="submit" className={buttonClassName('secondary')} disabled={note.trim() === ''}>
          Ajouter la note
        </button>
      </form>

      <h2>Réponses au client</h2>
      <CaseEntries entries={detail.replies.map((item) => ({ ...item, at: item.sentAt }))} />
      <form
        onSubmit={submit(
          () => api.reply(detail.id, reply),
          'Réponse envoyée au client par e-mail.',
          () => setReply(''),
        )}
      >
        <div className={formStyles.field}>
          <label htmlFor="demande-reponse" className={formStyles.label}>
            Réponse envoyée par e-mail à {detail.email}
          </label>
          <textarea
            id="demande-reponse"
            rows={6}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            className={formStyles.input}
            maxLength={10_000}
          />
        </div>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={reply.trim() === '' || detail.status === 'closed'}
        >
          Envoyer la réponse
        </button>
      </form>
    </section>
  );
}

/** A case's notes or replies: when, who, what. */
function CaseEntries({ entries }: { entries: { id: string; at: string; author: string; text: string }[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className={styles.muted}>
            {dateTime.format(new Date(entry.at))}, {entry.author} :
          </span>{' '}
          {entry.text}
        </li>
      ))}
    </ul>
  );
}
