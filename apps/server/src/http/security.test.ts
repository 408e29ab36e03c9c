import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('security headers and cross-origin protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_URL: 'https://www.voltaire.fr' } });
  });
  afterAll(() => t.close());

  it('sends a CSP that forbids inline scripts, and the usual hardening headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toEqual({
      code: 'ORIGIN_REFUSED',
      message: 'Cette requête provient d’un site non autorisé.',
    });
  });

  it('accepts the same request from the public origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      headers: { origin: 'https://www.voltaire.fr' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]?.secure).toBe(true);
  });

  it('compresses large JSON answers', async () => {
    const response = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
