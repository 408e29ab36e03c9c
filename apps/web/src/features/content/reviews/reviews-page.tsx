import { formatFrenchDate, formatRating, type PublicReview, REVIEW_ENERGY_LABELS } from '@voltaire/domain';
import { Link, useLoaderData } from 'react-router';
import { siteIdentity } from '../../../app/site-identity';
import styles from '../../../ui/prose.module.css';
import { OrganisationRatingJsonLd } from '../../../ui/rating-json-ld/organisation-rating-json-ld';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { StarRating } from './rating-summary';
import reviewStyles from './reviews.module.css';
import type { ReviewsFilter, ReviewsLoaderData } from './reviews-loader';

export const REVIEWS_TITLE = 'Avis clients';

export function reviewsHref({ rating, page }: Partial<ReviewsFilter>): string {
  const params = new URLSearchParams();
  if (rating) params.set('note', String(rating));
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/avis-clients${query ? `?${query}` : ''}`;
}

const plural = (count: number, word: string) =>
  `${count.toLocaleString('fr-FR')} ${word}${count > 1 ? 's' : ''}`;

/** `/avis-clients`: the global note, the reviews with their rating, date, energy and our reply, by rating and page. */
export function ReviewsPage() {
  useDocumentTitle(REVIEWS_TITLE);
  const { filter, summary, page } = useLoaderData() as ReviewsLoaderData;
  const filters = [undefined, 5, 4, 3, 2, 1] as const;
  const countOf = (rating: number) =>
    summary.distribution.find((entry) => entry.rating === rating)?.count ?? 0;
  return (
    <div>
      <div className={styles.prose}>
        <h1>{REVIEWS_TITLE}</h1>
        <p className={styles.lead}>
          Ce que nos clients disent de {siteIdentity.brand}&#x202F;: chaque avis est publié après la
          souscription d’un contrat, et nous répondons aux critiques.
        </p>
      </div>
      <OrganisationRatingJsonLd ratingValue={summary.ratingValue} reviewCount={summary.reviewCount} />
      <section className={reviewStyles.summary} aria-labelledby="note-globale">
        <div>
          <h2 id="note-globale" className={reviewStyles.note}>
            {formatRating(summary.ratingValue)}
          </h2>
          <p>
            <StarRating rating={summary.ratingValue} label="Note moyenne" /> sur{' '}
            {plural(summary.reviewCount, 'avis')}
          </p>
        </div>
        <ul className={reviewStyles.distribution} aria-label="Répartition des notes">
          {[5, 4, 3, 2, 1].map((rating) => (
            <li key={rating}>
              {rating} étoile{rating > 1 ? 's' : ''}&#x202F;: {plural(countOf(rating), 'avis')}
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label="Filtrer les avis par note">
        <ul className={reviewStyles.filters}>
          {filters.map((rating) => (
            <li key={rating ?? 'toutes'}>
              <Link to={reviewsHref({ rating })} aria-current={filter.rating === rating ? 'page' : undefined}>
                {rating
                  ? `${rating} étoile${rating > 1 ? 's' : ''} (${countOf(rating)})`
                  : `Toutes les notes (${summary.reviewCount})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="liste-avis">
        <h2 id="liste-avis">
          {filter.rating ? `Avis à ${filter.rating} étoile${filter.rating > 1 ? 's' : ''}` : 'Tous les avis'}{' '}
          ({plural(page.total, 'avis')})
        </h2>
        {page.reviews.length === 0 ? (
          <p>Aucun avis pour cette note.</p>
        ) : (
          <ul className={reviewStyles.list}>
            {page.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {page.pageCount > 1 ? (
          <nav className={reviewStyles.pagination} aria-label="Pages d’avis">
            {filter.page > 1 ? (
              <Link to={reviewsHref({ rating: filter.rating, page: filter.page - 1 })}>Page précédente</Link>
            ) : null}
            <span aria-current="page">
              Page {filter.page} sur {page.pageCount}
            </span>
            {filter.page < page.pageCount ? (
              <Link to={reviewsHref({ rating: filter.rating, page: filter.page + 1 })}>Page suivante</Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  const titleId = `avis-${review.id}`;
  return (
    <article className={reviewStyles.review} aria-labelledby={titleId}>
      <StarRating rating={review.rating} />
      <h3 id={titleId}>{review.title || `Avis de ${review.author}`}</h3>
      <p className={reviewStyles.meta}>
        {review.author}, le {formatFrenchDate(review.reviewedAt)} · {REVIEW_ENERGY_LABELS[review.energy]}
      </p>
      <blockquote>
        <p>{review.body}</p>
      </blockquote>
      {review.reply ? (
        <div className={reviewStyles.reply}>
          <p>
            <strong>Réponse de {siteIdentity.brand}</strong>, le {formatFrenchDate(review.reply.repliedAt)}
            &#x202F;:
          </p>
          <p>{review.reply.body}</p>
        </div>
      ) : null}
    </article>
  );
}
