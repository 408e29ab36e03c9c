import { outboxPurposeLabel } from '@voltaire/domain';
import { Form, useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ActionMessages } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import { createBackOfficeApi, type OutboxMessage } from './back-office-api';

export const OUTBOX_TITLE = 'Boîte d’envoi';
const STATUS_LABELS: Record<string, string> = {
  kept: 'Gardé (aucun transport configuré)',
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
};
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** `/admin/boite-envoi`: every e-mail and text message, readable, and sent again as a copy. */
export function OutboxPage() {
  useDocumentTitle(`${OUTBOX_TITLE} – Administration`);
  const { messages, to } = useLoaderData() as { messages: OutboxMessage[]; to: string };
  const api = createBackOfficeApi(useAppServices().http);
  const action = useAdminAction();
  return (
    <section className={styles.panel} aria-labelledby="boite-titre">
      <h1 id="boite-titre">{OUTBOX_TITLE}</h1>
      <Form method="get" className={styles.toolbar} role="search" aria-label="Chercher des messages">
        <div className={formStyles.field}>
          <label htmlFor="boite-destinataire" className={formStyles.label}>
            Destinataire exact
          </label>
          <input
            id="boite-destinataire"
            name="to"
            defaultValue={to}
            className={formStyles.input}
            maxLength={320}
          />
        </div>
        <button type="submit" className={buttonClassName('secondary')}>
          Chercher
        </button>
      </Form>
      <ActionMessages action={action} />
      {messages.length === 0 ? <p>Aucun message.</p> : null}
      {messages.map((message) => (
        <article key={message.id} className={styles.panel} aria-labelledby={`message-${message.id}`}>
          <h2 id={`message-${message.id}`}>{message.subject ?? `SMS à ${message.to}`}</h2>
          <p className={styles.muted}>
            {message.channel === 'email' ? 'E-mail' : 'SMS'} à {message.to},{' '}
            {dateTime.format(new Date(message.createdAt))} — {outboxPurposeLabel(message.purpose)} —{' '}
            {STATUS_LABELS[message.status] ?? message.status}
            {message.lastError ? ` (${message.lastError})` : ''}
          </p>
          <pre className={styles.json}>{message.text}</pre>
          {message.attachments.length > 0 ? (
            <p>Pièces jointes : {message.attachments.map((file) => file.filename).join(', ')}</p>
          ) : null}
          <button
            type="button"
            className={buttonClassName('secondary')}
            aria-label={`Renvoyer « ${message.subject ?? outboxPurposeLabel(message.purpose)} » à ${message.to}`}
            onClick={() => void action.run(() => api.resend(message.id), `Message renvoyé à ${message.to}.`)}
          >
            Renvoyer
          </button>
        </article>
      ))}
    </section>
  );
}
