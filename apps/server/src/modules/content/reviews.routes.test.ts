import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ReviewsUnavailableError } from '../../integrations/reviews/reviews-provider.js';
import { seedContent } from '../../seed/seed-content.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describe('customer reviews: avisverifies/get-avis and moderation', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  const getAvis = (query = '') => t.app.inject({ url: `/api/v2/avisverifies/get-avis${query}` });
  const moderate = (id: string, payload: unknown, cookies = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/reviews/${id}/moderation`,
      payload: payload as object,
      cookies,
    });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoAccounts(t.database.db, clock);
    await seedContent(t.database.db, clock);
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    agent = await loginAs(t.app, 'tlv@voltaire.demo');
  });
  afterAll(() => t.close());

  it('gives the global note of the published reviews and their first page, newest first', async () => {
    const response = await getAvis();
    expect(response.statusCode).toBe(200);
    const { summary, reviews, page, pageSize, total, pageCount } = response.json().data;
    expect(summary).toEqual({
      ratingValue: 4.1,
      reviewCount: 28,
      bestRating: 5,
      worstRating: 1,
      distribution: { 1: 1, 2: 2, 3: 3, 4: 8, 5: 14 },
    });
    expect({ page, pageSize, total, pageCount }).toEqual({ page: 1, pageSize: 10, total: 28, pageCount: 3 });
    expect(reviews).toHaveLength(10);
    expect(reviews[0]).toMatchObject({
      author: 'Martine D.',
      rating: 5,
      reviewedAt: '2026-11-19',
      reply: null,
    });
    expect(reviews.map((review: { author: string }) => review.author)).not.toContain('Paul R.');
  });

  it('filters by rating and paginates; pageSize=0 gives the note alone', async () => {
    const twos = (await getAvis('?rating=2')).json().data;
    expect(twos.total).toBe(2);
    expect(twos.reviews.map((review: { rating: number }) => review.rating)).toEqual([2, 2]);
    expect(twos.reviews[0].reply).toEqual({
      body: expect.stringContaining('toutes nos excuses'),
      repliedAt: '2026-10-13',
    });
    const third = (await getAvis('?page=3')).json().data;
    expect(third.reviews).toHaveLength(8);
    const summaryOnly = (await getAvis('?pageSize=0')).json().data;
    expect(summaryOnly).toMatchObject({ reviews: [], pageCount: 0, summary: { reviewCount: 28 } });
  });

  it('refuses a bad query with a French 400', async () => {
    const response = await getAvis('?rating=6');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('La note est un nombre entier de 1 à 5.'),
    });
  });

  it('lets an admin list pending reviews, publish one, reply, and hide one with a reason', async () => {
    const pending = await t.app.inject({ url: '/api/v2/admin/reviews?status=pending', cookies: admin });
    expect(pending.statusCode).toBe(200);
    const [paul] = pending.json().data as { id: string; author: string }[];
    expect(paul?.author).toBe('Paul R.');
    const id = paul?.id as string;

    const publishedNow = await moderate(id, { action: 'publish' });
    expect(publishedNow.json().data).toMatchObject({
      status: 'published',
      moderatedBy: 'admin@voltaire.demo',
    });
    const replied = await moderate(id, { action: 'reply', body: 'Merci Paul, bienvenue chez nous !' });
    expect(replied.json().data.reply).toEqual({
      body: 'Merci Paul, bienvenue chez nous !',
      repliedAt: '2026-11-22',
    });
    expect((await getAvis()).json().data.summary).toMatchObject({ reviewCount: 29, ratingValue: 4.1 });

    const hidden = await moderate(id, { action: 'hide', reason: 'Doublon d’un autre avis' });
    expect(hidden.json().data).toMatchObject({ status: 'hidden', hiddenReason: 'Doublon d’un autre avis' });
    expect((await getAvis()).json().data.summary.reviewCount).toBe(28);
  });

  it('answers French errors: unknown review, no reason, unknown action', async () => {
    const unknown = await moderate('7c0f7a2e-7d1c-4a51-9a55-3f0b6c0d1e2f', { action: 'publish' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toEqual({ code: 'NOT_FOUND', message: 'Avis introuvable.' });
    const noReason = await moderate('7c0f7a2e-7d1c-4a51-9a55-3f0b6c0d1e2f', { action: 'hide', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toContain(
      'Indiquez la raison du masquage (3 à 500 caractères).',
    );
    const badId = await moderate('pas-un-id', { action: 'publish' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].message).toContain('Identifiant d’avis invalide.');
  });

  it('refuses agents (403) and anonymous callers (401) before reading the body', async () => {
    const id = '7c0f7a2e-7d1c-4a51-9a55-3f0b6c0d1e2f';
    expect((await moderate(id, { nonsense: true }, agent)).statusCode).toBe(403);
    const anonymous = await moderate(id, { nonsense: true }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0]).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Vous devez être connecté pour accéder à cette ressource.',
    });
    expect(
      (await t.app.inject({ url: '/api/v2/admin/reviews', cookies: agent })).json().errors[0].message,
    ).toBe('Cette action est réservée aux administrateurs.');
  });
});

describe('customer reviews when the provider is down', () => {
  it('answers 503 with a French message', async () => {
    const t = await createTestApp({
      clock,
      reviewsProvider: {
        name: 'avis-verifies',
        summary: async () => Promise.reject(new ReviewsUnavailableError('down')),
        page: async () => Promise.reject(new ReviewsUnavailableError('down')),
      },
    });
    try {
      const response = await t.app.inject({ url: '/api/v2/avisverifies/get-avis' });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors[0]).toEqual({
        code: 'REVIEWS_UNAVAILABLE',
        message: 'Les avis clients sont momentanément indisponibles. Réessayez dans quelques instants.',
      });
    } finally {
      await t.close();
    }
  });
});
