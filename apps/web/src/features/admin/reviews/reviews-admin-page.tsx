import { formatFrenchDate, REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@voltaire/domain';
import { Link, useLoaderData } from 'react-router';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useStatusMessage } from '../../../ui/use-status-message';
import type { ReviewsAdminData } from './reviews-admin-loaders';

export const REVIEWS_ADMIN_TITLE = 'Avis clients';

/** `/admin/avis`: the reviews to moderate, and the published or hidden ones. */
export function ReviewsAdminPage() {
  useDocumentTitle(`${REVIEWS_ADMIN_TITLE} – Administration`);
  const { reviews, status } = useLoaderData() as ReviewsAdminData;
  const flash = useStatusMessage<HTMLParagraphElement>();
  const tabs = [
    ...REVIEW_STATUSES.map((each) => ({ value: each, label: REVIEW_STATUS_LABELS[each] })),
    { value: undefined, label: 'Tous' },
  ];
  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <div>
          <h1>{REVIEWS_ADMIN_TITLE}</h1>
          <p className={styles.intro}>
            Un avis n’apparaît sur le site qu’une fois publié. Masquez un avis (avec sa raison) s’il est
            injurieux, hors sujet ou publicitaire&#x202F;; répondez aux critiques au nom de l’entreprise. La
            note globale du site se recalcule aussitôt.
          </p>
        </div>
      </div>
      <p role="status" ref={flash.ref} tabIndex={-1} className={styles.status}>
        {flash.message}
      </p>
      <nav aria-label="Statut des avis" className={styles.tabs}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <Link
                to={`/admin/avis?statut=${tab.value ?? 'tous'}`}
                aria-current={tab.value === status ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>
            {status ? REVIEW_STATUS_LABELS[status] : 'Tous les avis'} ({reviews.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Note</th>
              <th scope="col">Auteur</th>
              <th scope="col">Avis</th>
              <th scope="col">Statut</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((review) => (
              <tr key={review.id}>
                <td>{formatFrenchDate(review.reviewedAt)}</td>
                <td>{review.rating} / 5</td>
                <th scope="row">{review.author}</th>
                <td>
                  <strong>{review.title}</strong>
                  <br />
                  {review.body}
                  {review.reply ? (
                    <p className={styles.muted}>Répondu le {formatFrenchDate(review.reply.repliedAt)}</p>
                  ) : null}
                </td>
                <td>
                  {REVIEW_STATUS_LABELS[review.status]}
                  {review.hiddenReason ? (
                    <p className={styles.muted}>Raison&#x202F;: {review.hiddenReason}</p>
                  ) : null}
                </td>
                <td>
                  <Link
                    to={`/admin/avis/${review.id}`}
                    className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                    aria-label={`Modérer l’avis de ${review.author} du ${formatFrenchDate(review.reviewedAt)}`}
                  >
                    Modérer
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
