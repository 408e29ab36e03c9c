import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/** Staff and private routes check the caller before reading the request: a stranger learns nothing of the schema. */
describe('authorise before validating', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adminRoutes: [string, string][] = [
    ['POST', '/api/v2/admin/predicates'],
    ['PUT', '/api/v2/admin/predicates/pas-un-id'],
    ['DELETE', '/api/v2/admin/predicates/pas-un-id'],
    ['POST', '/api/v2/admin/compositions'],
    ['PUT', '/api/v2/admin/compositions/pas-un-id'],
    ['DELETE', '/api/v2/admin/compositions/pas-un-id'],
    ['PUT', '/api/v2/admin/attachments'],
    ['POST', '/api/v2/admin/eligibility/import'],
    ['POST', '/api/v2/admin/eligibility/try'],
    ['GET', '/api/v2/admin/eligibility/audit?limit=beaucoup'],
    ['POST', '/api/v2/admin/clear-eligibility-cache'],
    ['POST', '/api/node/v1/private/drupal/eligibility-action'],
    ['GET', '/api/node/v1/admin/signing/pas-un-id/verify'],
    ['POST', '/api/node/v1/private/lead-synch/force-signing-docusign'],
    ['GET', '/api/node/v1/admin/outbox?limit=beaucoup'],
  ];

  it.each(adminRoutes)('anonymous %s %s with a garbage body → 401, not 400', async (method, url) => {
    for (const payload of ['{"n\'importe":["quoi"]}', '{pas du json']) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload }),
      });
      expect(response.statusCode, payload).toBe(401);
      expect(response.json().errors).toEqual([
        { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté pour accéder à cette ressource.' },
      ]);
    }
  });

  it('refuses a private call without its internal key before reading the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/private/lead-synch/infos',
      headers: { 'content-type': 'application/json' },
      payload: '{pas du json',
    });
    expect(response.statusCode).toBe(403);
  });
});
