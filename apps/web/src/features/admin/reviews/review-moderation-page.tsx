import {
  formatFrenchDate,
  type ModeratedReview,
  REVIEW_ENERGY_LABELS,
  REVIEW_STATUS_LABELS,
  type ReviewModeration,
  ReviewModerationSchema,
} from '@voltaire/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import { serverMessage } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { createReviewsAdminApi } from './reviews-admin-api';

const DONE: Record<ReviewModeration['action'], (author: string) => string> = {
  publish: (author) => `Avis de ${author} publié.`,
  hide: (author) => `Avis de ${author} masqué.`,
  reply: (author) => `Réponse à ${author} publiée.`,
};

/** `/admin/avis/:id`: publish, hide with a reason, or reply to one review. */
export function ReviewModerationPage() {
  const { review } = useLoaderData() as { review: ModeratedReview };
  useDocumentTitle(`Modérer l’avis de ${review.author} – Administration`);
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [error, setError] = useState('');

  const moderate = async (moderation: unknown) => {
    setError('');
    const parsed = ReviewModerationSchema.safeParse(moderation);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    try {
      await createReviewsAdminApi(http).moderate(review.id, parsed.data);
      await navigate(`/admin/avis?statut=${parsed.data.action === 'hide' ? 'hidden' : 'published'}`, {
        state: { flash: DONE[parsed.data.action](review.author) },
      });
    } catch (failure) {
      setError(serverMessage(failure));
    }
  };

  return (
    <div className={styles.area}>
      <p>
        <Link to="/admin/avis">Retour aux avis</Link>
      </p>
      <h1>Modérer l’avis de {review.author}</h1>
      <section className={styles.panel} aria-labelledby="avis-contenu">
        <h2 id="avis-contenu">{review.title || 'Avis sans titre'}</h2>
        <p>
          {review.rating} / 5 · {formatFrenchDate(review.reviewedAt)} · {REVIEW_ENERGY_LABELS[review.energy]}{' '}
          · {REVIEW_STATUS_LABELS[review.status]}
          {review.hiddenReason ? ` (${review.hiddenReason})` : ''}
        </p>
        <blockquote>
          <p>{review.body}</p>
        </blockquote>
        {review.reply ? (
          <p className={styles.muted}>
            Réponse du {formatFrenchDate(review.reply.repliedAt)}&#x202F;: {review.reply.body}
          </p>
        ) : null}
      </section>
      <div role="alert" className={styles.alert}>
        {error ? <p>{error}</p> : null}
      </div>
      {review.status !== 'published' ? (
        <section className={styles.panel} aria-labelledby="publier-titre">
          <h2 id="publier-titre">Publier</h2>
          <p>L’avis apparaîtra sur la page Avis clients et comptera dans la note globale.</p>
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => moderate({ action: 'publish' })}
          >
            Publier l’avis
          </button>
        </section>
      ) : null}
      <TextForm
        title="Répondre"
        label="Votre réponse, publiée sous l’avis"
        submitLabel="Publier la réponse"
        initial={review.reply?.body ?? ''}
        onSubmit={(body) => moderate({ action: 'reply', body })}
      />
      {review.status !== 'hidden' ? (
        <TextForm
          title="Masquer"
          label="Raison du masquage (interne)"
          submitLabel="Masquer l’avis"
          initial=""
          onSubmit={(reason) => moderate({ action: 'hide', reason })}
        />
      ) : null}
    </div>
  );
}

function TextForm({
  title,
  label,
  submitLabel,
  initial,
  onSubmit,
}: {
  title: string;
  label: string;
  submitLabel: string;
  initial: string;
  onSubmit: (text: string) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSubmit(text);
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`}>{title}</h2>
      <form onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label htmlFor={id} className={formStyles.label}>
            {label}
          </label>
          <textarea
            id={id}
            className={formStyles.input}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClassName('secondary')}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
