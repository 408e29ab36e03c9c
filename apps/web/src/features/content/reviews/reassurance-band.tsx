import { formatRating } from '@voltaire/domain';
import { Link } from 'react-router';
import { OrganisationRatingJsonLd } from '../../../ui/rating-json-ld/organisation-rating-json-ld';
import styles from './reviews.module.css';
import type { RatingSummary } from './reviews-api';
import { StarRating } from './star-rating';

/** The home page's reassurance band: the global note from the published reviews, and its JSON-LD (SPEC §2). */
export function ReassuranceBand({ rating }: { rating: RatingSummary | null }) {
  if (!rating) return null;
  return (
    <section className={styles.band} aria-labelledby="avis-titre">
      <div>
        <h2 id="avis-titre">Nos clients nous notent {formatRating(rating.ratingValue)}</h2>
        <p>
          <StarRating rating={rating.ratingValue} label="Note moyenne" /> sur{' '}
          {rating.reviewCount.toLocaleString('fr-FR')} avis vérifiés
        </p>
      </div>
      <p>
        <Link to="/avis-clients">Lire les avis de nos clients</Link>
      </p>
      <OrganisationRatingJsonLd ratingValue={rating.ratingValue} reviewCount={rating.reviewCount} />
    </section>
  );
}
