import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('security headers and cross-origin protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { PUBLIC_URL: 'https://www.voltaire.fr', ALLOWED_ORIGINS: ['https://partenaires.voltaire.fr'] },
    });
  });
  afterAll(() => t.close());

  it('sends pages a CSP that forbids inline scripts, and the usual hardening headers', async () => {
    const response = await t.app.inject({ url: '/offres' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    const styleSrc = csp.split(';').find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toBe(
      "style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' 'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
    );
    // Server-rendered pages: react-aria's VisuallyHidden attribute, by hash, and no other style attribute.
    const styleSrcAttr = csp.split(';').find((directive) => directive.startsWith('style-src-attr '));
    expect(styleSrcAttr).toBe(
      "style-src-attr 'unsafe-hashes' 'sha256-OPvH+zTsq+vvwlH2fikB1Fveiha+jXy32l3j4fYaEpA=' 'sha256-nlaag70CeJ4ApAK6zDhDoc67sPQgJmu/ZcrF3ZRA718=' 'sha256-8OwrgBLJzDmN33BxF2S5Mas+HlBInED24RnP+lwfDws=' 'sha256-FQP/R6wpXIh0lJil6G/1gqd2diz17gAipn/grrDPGIw='",
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends API answers, which are never documents, the short REST set: nothing may load or frame them', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBeUndefined();
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

  it('does not trust the Host header: a page on evil.example posting to its own host is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      headers: { origin: 'http://evil.example', host: 'evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts an origin of ALLOWED_ORIGINS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      headers: { origin: 'https://partenaires.voltaire.fr' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  });

  it('keeps API answers out of every cache unless the route chose a policy', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const order = await t.app.inject({
      url: `/api/v3/command/${created.json().data.id}`,
      cookies: Object.fromEntries(created.cookies.map((cookie) => [cookie.name, cookie.value])),
    });
    for (const response of [
      created,
      order,
      await t.app.inject({ url: '/api/v2/session' }),
      await t.app.inject({ url: '/api/nulle-part' }),
    ]) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
    const mapping = await t.app.inject({ url: '/api/v2/mappings-info/Lead' });
    expect(mapping.headers['cache-control']).toBe('public, max-age=3600');
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
