import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { debugReports } from './debug-report.table.js';

describe('POST /api/node/v1/debugger/notify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { DEBUGGER_RATE_LIMIT_PER_MINUTE: 5, DEBUGGER_BODY_LIMIT_BYTES: 4_096 },
    });
  });
  afterAll(() => t.close());

  const notify = (payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/node/v1/debugger/notify', payload, remoteAddress: ip });

  it('stores the report with personal data scrubbed and answers 201 with its id', async () => {
    const response = await notify({
      type: 'errorBoundary',
      url: 'https://www.voltaire.fr/souscription?email=jeanne.dupont@example.fr',
      description: 'TypeError: IBAN FR76 3000 6000 0112 3456 7890 189 refusé',
      customData: [
        {
          type: 'log',
          timestamp: '2026-11-22T10:00:00.000Z',
          message: 'téléphone 06 12 34 56 78, code: 482913',
        },
        { iban: 'FR7630006000011234567890189', password: 'secret' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [stored] = await t.database.db.select().from(debugReports).where(eq(debugReports.id, id));
    const text = JSON.stringify(stored);
    for (const secret of [
      'jeanne.dupont@example.fr',
      '3456 7890',
      'FR7630006000011234567890189',
      '06 12 34 56 78',
      '482913',
      'secret',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(stored?.type).toBe('errorBoundary');
    expect(stored?.description).toContain('TypeError');
  });

  it('refuses a report without type or url with French messages', async () => {
    const response = await notify({ description: 'x' }, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['type', 'url']);
  });

  it('caps the body size with a French 413', async () => {
    const response = await notify(
      { type: 'errorBoundary', url: '/', description: 'x'.repeat(5_000) },
      '10.0.0.3',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Le contenu envoyé est trop volumineux.',
    });
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await notify({ type: 'errorBoundary', url: '/' }, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await notify({ type: 'errorBoundary', url: '/' }, '10.0.0.9');
    expect(limited.json()).toEqual({
      errors: [
        {
          code: 'TOO_MANY_REQUESTS',
          message: 'Trop de signalements depuis votre connexion. Réessayez dans une minute.',
        },
      ],
      notifications: [],
      data: null,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await notify({ type: 'errorBoundary', url: '/' }, '10.0.0.10')).statusCode).toBe(201);
  });
});
