import { describe, expect, it } from 'vitest';
import { formatRating, summarizeRatings } from './rating.js';
import { pageCountOf, ReviewModerationSchema, ReviewsQuerySchema } from './review.js';

describe('summarizeRatings', () => {
  it('gives the mean to one decimal, the count and best rating 5', () => {
    expect(summarizeRatings({ 1: 1, 2: 0, 3: 2, 4: 3, 5: 6 })).toEqual({
      ratingValue: 4.1,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
      distribution: { 1: 1, 2: 0, 3: 2, 4: 3, 5: 6 },
    });
  });

  it('rounds half up: 4.25 → 4.3', () => {
    expect(summarizeRatings({ 1: 0, 2: 0, 3: 0, 4: 3, 5: 1 }).ratingValue).toBe(4.3);
  });

  it('is 0 out of 0 without reviews', () => {
    expect(summarizeRatings({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toMatchObject({
      ratingValue: 0,
      reviewCount: 0,
    });
  });
});

describe('ReviewsQuerySchema', () => {
  it('reads numbers from the query string, with defaults', () => {
    expect(ReviewsQuerySchema.parse({ rating: '5', page: '2' })).toEqual({
      rating: 5,
      page: 2,
      pageSize: 10,
    });
    expect(ReviewsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it.each([
    [{ rating: '6' }, 'La note est un nombre entier de 1 à 5.'],
    [{ rating: '4.5' }, 'La note est un nombre entier de 1 à 5.'],
    [{ page: '0' }, 'Numéro de page invalide.'],
    [{ pageSize: '51' }, '50 avis par page au plus.'],
  ])('refuses %o: %s', (query, message) => {
    const result = ReviewsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('ReviewModerationSchema', () => {
  it('accepts publish, hide with a reason and reply', () => {
    expect(ReviewModerationSchema.parse({ action: 'hide', reason: ' Propos injurieux ' })).toEqual({
      action: 'hide',
      reason: 'Propos injurieux',
    });
    expect(ReviewModerationSchema.safeParse({ action: 'publish' }).success).toBe(true);
  });

  it('requires a reason to hide and refuses unknown actions', () => {
    expect(ReviewModerationSchema.safeParse({ action: 'hide', reason: 'x' }).error?.issues[0]?.message).toBe(
      'Indiquez la raison du masquage (3 à 500 caractères).',
    );
    expect(ReviewModerationSchema.safeParse({ action: 'delete' }).error?.issues[0]?.message).toBe(
      'Action de modération inconnue : publier, masquer ou répondre.',
    );
  });
});

it('counts pages and formats a rating the French way', () => {
  expect(pageCountOf(21, 10)).toBe(3);
  expect(pageCountOf(21, 0)).toBe(0);
  expect(formatRating(4.1)).toBe('4,1 / 5');
});
