import { describe, expect, it } from 'vitest';
import { createAvisVerifiesClient } from './avis-verifies-client.js';
import { ReviewsUnavailableError } from './reviews-provider.js';

const ANSWER = {
  stats: { distribution: { '1': '0', '2': 1, '3': '1', '4': 2, '5': '6' } },
  reviews: [
    {
      id_review: 'av-1',
      rate: '5',
      review: 'Très bien',
      firstname: 'Martine',
      lastname: 'dupont',
      review_date: '2026-11-20 10:12:00',
      info1: 'Electricite',
      moderation: [{ comment: 'Merci !', date: '2026-11-21 08:00:00' }],
    },
  ],
};

function fakeFetch(answer: unknown, status = 200) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (async (url: URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('the Avis Vérifiés client', () => {
  it('maps the stats and reviews to our model, with the bearer key and the query', async () => {
    const { fetch, calls } = fakeFetch(ANSWER);
    const client = createAvisVerifiesClient({
      baseUrl: 'https://avis.example/v1',
      apiKey: 'k'.repeat(16),
      timeoutMs: 1000,
      fetch,
    });
    const page = await client.page({ page: 2, pageSize: 5, rating: 5 });
    expect(calls[0]?.url).toBe('https://avis.example/v1/reviews?page=2&limit=5&rate=5');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${'k'.repeat(16)}`);
    expect(page.summary).toMatchObject({ ratingValue: 4.3, reviewCount: 10 });
    expect(page).toMatchObject({ total: 6, pageCount: 2 });
    expect(page.reviews[0]).toEqual({
      id: 'av-1',
      rating: 5,
      title: '',
      body: 'Très bien',
      author: 'Martine D.',
      energy: 'electricity',
      reviewedAt: '2026-11-20',
      reply: { body: 'Merci !', repliedAt: '2026-11-21' },
    });
  });

  it('refuses an answer of another shape, an error status or a missing address', async () => {
    const odd = createAvisVerifiesClient({
      baseUrl: 'https://avis.example',
      apiKey: undefined,
      timeoutMs: 1000,
      fetch: fakeFetch({ reviews: 'none' }).fetch,
    });
    await expect(odd.summary()).rejects.toBeInstanceOf(ReviewsUnavailableError);
    const down = createAvisVerifiesClient({
      baseUrl: 'https://avis.example',
      apiKey: undefined,
      timeoutMs: 1000,
      fetch: fakeFetch({}, 502).fetch,
    });
    await expect(down.summary()).rejects.toThrow('Avis Vérifiés a répondu 502');
    const unset = createAvisVerifiesClient({ baseUrl: undefined, apiKey: undefined, timeoutMs: 1000 });
    await expect(unset.summary()).rejects.toThrow('Missing private endpoint: /reviews');
  });
});
