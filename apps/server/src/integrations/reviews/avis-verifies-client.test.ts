import { describe, expect, it } from 'vitest';
import { createAvisVerifiesClient } from './avis-verifies-client.js';
import { ReviewsUnavailableError } from './reviews-provider.js';

/** The site feed as Avis Vérifiés' web resources write it: an array, every value a string, extra fields. */
const feedReview = (id: string, rate: string, date: string, extra: Record<string, string> = {}) => ({
  id_review: id,
  order_ref: `CMD-${id}`,
  review: `Avis ${id}`,
  rate,
  firstname: 'Martine',
  lastname: 'dupont',
  review_date: `${date} 09:00:00`,
  publish_date: `${date} 10:12:00`,
  info1: 'Electricite',
  count_helpful_yes: '0',
  ...extra,
});
const FEED = [
  feedReview('av-1', '5', '2026-11-20'),
  feedReview('av-2', '4', '2026-11-22', { info1: 'Gaz', firstname: '', lastname: '' }),
  feedReview('av-3', '5', '2026-11-18', { info1: '' }),
  feedReview('av-4', '2', '2026-11-01'),
];

function fakeFetch(answer: unknown, status = 200) {
  const calls: string[] = [];
  const fetch = (async (url: URL) => {
    calls.push(String(url));
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const BASE = 'https://cl.avis-verifies.com/fr/cache/5/f/e/5fe07a79-bdd3-2e64-e122-95d5741ab5af/AWS';

describe('the Avis Vérifiés client (site feed of the web resources)', () => {
  it('reads WEBSITE_API/reviews.json and computes the note, the filter and the pages, newest first', async () => {
    const { fetch, calls } = fakeFetch(FEED);
    const client = createAvisVerifiesClient({ baseUrl: BASE, timeoutMs: 1000, fetch });
    const summary = await client.summary();
    expect(calls).toEqual([`${BASE}/WEBSITE_API/reviews.json`]);
    expect(summary).toMatchObject({ ratingValue: 4, reviewCount: 4 });
    const all = await client.page({ page: 1, pageSize: 2 });
    expect(all.reviews.map(({ id }) => id)).toEqual(['av-2', 'av-1']);
    expect(all).toMatchObject({ total: 4, pageCount: 2 });
    expect(all.reviews[1]).toEqual({
      id: 'av-1',
      rating: 5,
      title: '',
      body: 'Avis av-1',
      author: 'Martine D.',
      energy: 'electricity',
      reviewedAt: '2026-11-20',
      reply: null,
    });
    expect(all.reviews[0]).toMatchObject({ author: 'Client', energy: 'gas' });
    const fives = await client.page({ page: 1, pageSize: 10, rating: 5 });
    expect(fives.reviews.map(({ id }) => id)).toEqual(['av-1', 'av-3']);
    expect(fives.reviews[1]?.energy).toBe('dual');
    expect(fives.total).toBe(2);
    expect(calls).toHaveLength(1);
  });

  it('refuses an answer of another shape, an error status or a missing address', async () => {
    const options = { baseUrl: BASE, timeoutMs: 1000 };
    const odd = createAvisVerifiesClient({ ...options, fetch: fakeFetch({ reviews: [] }).fetch });
    await expect(odd.summary()).rejects.toBeInstanceOf(ReviewsUnavailableError);
    const numeric = createAvisVerifiesClient({
      ...options,
      fetch: fakeFetch([{ ...feedReview('x', '5', '2026-11-20'), rate: 5 }]).fetch,
    });
    await expect(numeric.summary()).rejects.toBeInstanceOf(ReviewsUnavailableError);
    const down = createAvisVerifiesClient({ ...options, fetch: fakeFetch({}, 502).fetch });
    await expect(down.summary()).rejects.toThrow('Avis Vérifiés a répondu 502');
    const unset = createAvisVerifiesClient({ baseUrl: undefined, timeoutMs: 1000 });
    await expect(unset.summary()).rejects.toThrow('Missing private endpoint: /WEBSITE_API/reviews.json');
  });
});
