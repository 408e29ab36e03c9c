import { RATING_BEST } from '@voltaire/domain';
import styles from './reviews.module.css';

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
