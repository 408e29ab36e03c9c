import { formatRating, RATING_BEST, type ReviewsSummary } from '@voltaire/domain';
import { Link } from 'react-router';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';
import { OrganisationRatingJsonLd } from '../../../ui/rating-json-ld/organisation-rating-json-ld';
import styles from './reviews.module.css';

/*
 * What the home page needs of the reviews, in one small module: the global note, its stars, the band and its
 * JSON-LD. The reviews themselves (and the GraphQL client) load only on /avis-clients.
 */

/** The public REST call: the home page asks for the global note alone (`pageSize=0`). */
export const GET_AVIS_PATH = '/api/v2/avisverifies/get-avis';

export interface RatingSummary {
  ratingValue: number;
  reviewCount: number;
}

/** The global note for the home page's reassurance band; `null` when reviews are unavailable. */
export async function loadRatingSummary(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<RatingSummary | null> {
  try {
    const { data } = await http.get<ApiEnvelope<{ summary: ReviewsSummary }>>(
      `${GET_AVIS_PATH}?pageSize=0`,
      signal ? { signal } : {},
    );
    return data.summary.reviewCount > 0
      ? { ratingValue: data.summary.ratingValue, reviewCount: data.summary.reviewCount }
      : null;
  } catch {
    return null;
  }
}

/** Stars for the eye, the words for everyone: « Note : 4 sur 5 ». */
export function StarRating({ rating, label = 'Note' }: { rating: number; label?: string }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        <span className={styles.starsEmpty}>{'★'.repeat(RATING_BEST - full)}</span>
      </span>
      <span className={styles.visuallyHidden}>
        {label}&#x202F;: {rating.toLocaleString('fr-FR')} sur {RATING_BEST}
      </span>
    </span>
  );
}

/** The home page's reassurance band: the global note from the published reviews, and its JSON-LD (SPEC §2). */
/** The global note of the published reviews, with its JSON-LD (SPEC §2); nothing when unavailable. */
export function RatingBand({ rating }: { rating: RatingSummary | null }) {
  if (!rating) return null;
  return (
    <div className={styles.band}>
      <div>
        <h3>Nos clients nous notent {formatRating(rating.ratingValue)}</h3>
        <p>
          <StarRating rating={rating.ratingValue} label="Note moyenne" /> sur{' '}
          {rating.reviewCount.toLocaleString('fr-FR')} avis vérifiés
        </p>
      </div>
      <p>
        <Link to="/avis-clients">Lire les avis de nos clients</Link>
      </p>
      <OrganisationRatingJsonLd ratingValue={rating.ratingValue} reviewCount={rating.reviewCount} />
    </div>
  );
}
