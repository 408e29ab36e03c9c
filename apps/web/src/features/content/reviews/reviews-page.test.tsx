import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const SLOW = { timeout: 10_000 };
const SUMMARY = {
  ratingValue: 4.1,
  reviewCount: 28,
  distribution: [
    { rating: 5, count: 14 },
    { rating: 4, count: 8 },
    { rating: 3, count: 3 },
    { rating: 2, count: 2 },
    { rating: 1, count: 1 },
  ],
};
const REVIEW = {
  id: 'r1',
  rating: 3,
  title: 'Correct mais délai de réponse long',
  body: 'J’ai attendu une semaine une réponse.',
  author: 'Nadia H.',
  energy: 'gas',
  reviewedAt: '2026-11-07',
  reply: { body: 'Nous avons renforcé l’équipe.', repliedAt: '2026-11-08' },
};

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

afterEach(() => vi.unstubAllGlobals());

describe('/avis-clients', () => {
  it('reads the note and a page of reviews in one GraphQL batch, and shows the filter', async () => {
    const api = fakeApi({
      'POST /api/graphql': () => ({
        body: [
          { data: { reviewsSummary: SUMMARY } },
          { data: { reviews: { page: 1, pageCount: 1, total: 3, reviews: [REVIEW] } } },
        ],
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute('/avis-clients?note=3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Avis clients' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4,1 / 5' })).toBeInTheDocument();
    const review = screen.getByRole('article', { name: 'Correct mais délai de réponse long' });
    expect(review).toHaveTextContent('Nadia H., le 07/11/2026 · Gaz naturel');
    expect(review).toHaveTextContent('Note : 3 sur 5');
    expect(review).toHaveTextContent('Réponse de Voltaire Énergie, le 08/11/2026');
    const filters = screen.getByRole('navigation', { name: 'Filtrer les avis par note' });
    expect(within(filters).getByRole('link', { name: '3 étoiles (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(filters).getByRole('link', { name: 'Toutes les notes (28)' })).toHaveAttribute(
      'href',
      '/avis-clients',
    );

    const [request] = api.requests;
    expect(request?.body).toEqual([
      expect.objectContaining({ operationName: 'ReviewsSummary' }),
      expect.objectContaining({ operationName: 'ReviewsPage', variables: { page: 1, rating: 3 } }),
    ]);
    expect(jsonLd()).toContainEqual(
      expect.objectContaining({
        aggregateRating: expect.objectContaining({ ratingValue: 4.1, reviewCount: 28, bestRating: 5 }),
      }),
    );
  });
});

describe('the home page’s reassurance band', () => {
  it('carries the rating JSON-LD computed by the server from the reviews', async () => {
    const api = fakeApi({
      'GET /api/v2/avisverifies/get-avis': () => ({
        body: envelope({ summary: { ...SUMMARY, distribution: { 1: 1, 2: 2, 3: 3, 4: 8, 5: 14 } } }),
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { name: 'Nos clients nous notent 4,1 / 5' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lire les avis de nos clients' })).toHaveAttribute(
      'href',
      '/avis-clients',
    );
    expect(api.requests.map((request) => request.path)).toContain('/api/v2/avisverifies/get-avis?pageSize=0');
    expect(jsonLd()).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        aggregateRating: expect.objectContaining({ ratingValue: 4.1, reviewCount: 28 }),
      }),
    ]);
  });

  it('is left out, with its JSON-LD, when reviews are unavailable', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Nos clients nous notent/ })).toBeNull();
    expect(jsonLd()).toEqual([]);
  });
});
