import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isApiPath } from './web-app.js';

describe('isApiPath', () => {
  it.each([
    '/api',
    '/api?deep=1',
    '/api/health',
    '/api/node/v1/sfdc/insee?zipCode=75011',
    '/graphql',
    '/graphql?query=x',
    '/graphql/',
    '/so-partner/api/v1/orders',
  ])('%s is the API', (url) => {
    expect(isApiPath(url)).toBe(true);
  });

  it.each([
    '/',
    '/apis',
    '/api-docs',
    '/offres?api=1',
    '/graphqlx',
    '/so-partner',
    '/assets/api/x.js',
    '//api/',
  ])('%s is a page or an asset', (url) => {
    expect(isApiPath(url)).toBe(false);
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'voltaire-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><title>Voltaire</title></html>',
    );
    await writeFile(join(dist, 'assets', 'index-a1b2c3.js'), 'console.log("app")');
    await writeFile(join(dist, 'assets', 'index-a1b2c3.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves source maps, and does not answer them with the page either', async () => {
    for (const url of [
      '/assets/index-a1b2c3.js.map',
      '/assets/inconnu.js.map',
      '/assets/index-a1b2c3.js.map?v=1',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('sources');
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('serves other files without long-lived caching', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers robots.txt and sitemap.xml from the public origin', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: http');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toMatch(/<loc>http[^<]+\/offres<\/loc>/);
  });

  it('serves hashed assets brotli-compressed when the client accepts it', async () => {
    await writeFile(join(dist, 'assets', 'big-d4e5f6.js'), 'console.log("voltaire");\n'.repeat(200));
    const response = await t.app.inject({
      url: '/assets/big-d4e5f6.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/souscription/adresse', '/accessibilite', '/page/inconnue?x=1'])(
    'answers %s with index.html',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<html lang="fr">');
    },
  );

  it('does not serve the build manifest', async () => {
    const response = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('src/main.tsx');
  });

  it.each(['/api/nope', '/api/v2/unknown/path', '/graphql/nope'])(
    'keeps unknown API path %s a JSON 404',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'NOT_FOUND', message: 'Ressource introuvable.' }],
        notifications: [],
        data: null,
      });
    },
  );

  it('answers an unknown POST with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/souscription' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_FOUND');
  });
});
