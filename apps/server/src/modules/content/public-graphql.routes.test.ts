import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedContent } from '../../seed/seed-content.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const SUMMARY = 'query ReviewsSummary { reviewsSummary { ratingValue reviewCount bestRating } }';
const PAGE =
  'query Reviews($rating: Int) { reviews(rating: $rating, pageSize: 2) { total reviews { author rating } } }';

describe('the public GraphQL reads of the web app (/api/graphql)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedContent(t.database.db, clock);
  });
  afterAll(() => t.close());

  it('answers a POST with query, variables and operation name, without any key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: PAGE, variables: { rating: 3 }, operationName: 'Reviews' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        reviews: {
          total: 3,
          reviews: [
            { author: 'Nadia H.', rating: 3 },
            { author: 'Gérard N.', rating: 3 },
          ],
        },
      },
    });
  });

  it('answers a GET', async () => {
    const response = await t.app.inject({ url: `/api/graphql?query=${encodeURIComponent(SUMMARY)}` });
    expect(response.json().data.reviewsSummary).toEqual({ ratingValue: 4.1, reviewCount: 28, bestRating: 5 });
  });

  it('accepts a batch of operations and answers each in order', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: [
        { query: SUMMARY, operationName: 'ReviewsSummary' },
        { query: PAGE, variables: { rating: 1 }, operationName: 'Reviews' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [summary, page] = response.json();
    expect(summary.data.reviewsSummary.reviewCount).toBe(28);
    expect(page.data.reviews.reviews).toEqual([{ author: 'Patrick V.', rating: 1 }]);
  });

  it('refuses a batch of more than 10 operations in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: Array.from({ length: 11 }, () => ({ query: SUMMARY })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'BATCH_TOO_LARGE',
      message: 'Trop d’opérations dans un même envoi (10 au plus).',
    });
  });

  it('refuses bad arguments with the domain’s French message and a code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: PAGE, variables: { rating: 9 } },
    });
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: 'La note est un nombre entier de 1 à 5.',
      extensions: { code: 'VALIDATION_ERROR' },
    });
  });

  it('has no mutation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: 'mutation { createLead(input: {}) { id } }' },
    });
    expect(response.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'Ce point GraphQL ne fait que des lectures.',
          extensions: {
            code: 'GRAPHQL_READ_ONLY',
            detail: 'Schema is not configured to execute mutation operation.',
          },
        }),
      ],
    });
  });

  it('refuses a malformed query or an unknown field in French, the detail kept for the integrator', async () => {
    const syntax = await t.app.inject({ url: `/api/graphql?query=${encodeURIComponent('{ reviews( }')}` });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().errors[0]).toMatchObject({
      message: 'La requête GraphQL est mal écrite.',
      extensions: { code: 'GRAPHQL_SYNTAX_ERROR', detail: expect.stringContaining('Syntax Error') },
    });
    const unknown = await t.app.inject({
      url: `/api/graphql?query=${encodeURIComponent('{ offers { id } }')}`,
    });
    expect(unknown.json().errors[0]).toMatchObject({
      message: 'La requête GraphQL demande un champ qui n’existe pas.',
      extensions: { code: 'GRAPHQL_UNKNOWN_FIELD' },
    });
  });

  it('takes no file: a GraphQL multipart upload is refused with a French 415, whatever the operations', async () => {
    const { payload, headers } = multipartBody([
      {
        field: 'operations',
        filename: 'operations.json',
        content: Buffer.from(JSON.stringify({ query: SUMMARY })),
      },
      { field: 'map', filename: 'map.json', content: Buffer.from('{"0":["variables.file"]}') },
      {
        field: '0',
        filename: 'facture.pdf',
        content: Buffer.from('%PDF-1.7\n%%EOF\n'),
        contentType: 'application/pdf',
      },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/graphql', payload, headers });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toMatchObject({
      message: 'Le format du contenu envoyé n’est pas pris en charge.',
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });
});
