import { RATING_BEST } from '../constants.js';

/** Rating helpers without zod, for the pages that show a note (the home page's band stays light). */
export const RATING_WORST = 1;

export type RatingDistribution = { 1: number; 2: number; 3: number; 4: number; 5: number };

export interface RatingSummaryFigures {
  /** The average rating, to one decimal; 0 without reviews. */
  ratingValue: number;
  reviewCount: number;
  bestRating: typeof RATING_BEST;
  worstRating: typeof RATING_WORST;
  distribution: RatingDistribution;
}

export function emptyDistribution(): RatingDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/**
 * The global note from a rating count per star: the mean to one decimal (half up), the number of reviews,
 * best rating 5. Counts only; the ratings themselves may be many.
 */
export function summarizeRatings(distribution: RatingDistribution): RatingSummaryFigures {
  const stars = [1, 2, 3, 4, 5] as const;
  const reviewCount = stars.reduce((sum, star) => sum + distribution[star], 0);
  const total = stars.reduce((sum, star) => sum + star * distribution[star], 0);
  const ratingValue = reviewCount === 0 ? 0 : Math.round((total * 10) / reviewCount) / 10;
  return {
    ratingValue,
    reviewCount,
    bestRating: RATING_BEST,
    worstRating: RATING_WORST,
    distribution: { ...distribution },
  };
}

/** « 4,4 / 5 » */
export function formatRating(ratingValue: number): string {
  return `${ratingValue.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / ${RATING_BEST}`;
}
