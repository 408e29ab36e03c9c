import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadPageDocument } from './page-document.js';
import { isServerRenderedPath } from './server-rendering.js';

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta
      name="description"
      content="Description par défaut"
    />
    <title>Voltaire Énergie</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-s1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const STYLESHEET = 'main{color:#0b3d91}h1>p{margin:0}';

const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-s1.js' },
  'src/page.tsx': { file: 'assets/page-p1.js', imports: ['_shared.js', '_card.js'] },
  '_card.js': { file: 'assets/card-c1.js' },
  'style.css': { file: 'assets/style-s1.css', src: 'style.css' },
};

/**
 * A stand-in for the server-rendering build: it answers by what the address asks, calls the API through the
 * scope the server gives it, and records a module, as apps/web/src/entry-server.tsx does.
 */
const ENTRY = `
let scopeOf = () => undefined;
export function setRenderScope(resolve) { scopeOf = resolve; }
export async function render(request) {
  const url = new URL(request.url);
  const scope = scopeOf();
  if (url.pathname === '/mentions-legales') throw new Error('rendu cassé');
  if (url.pathname === '/cookies') return { kind: 'redirect', status: 302, location: '/accessibilite' };
  if (url.pathname === '/recrutement/inconnue') return { kind: 'browser', status: 404 };
  const health = await scope.fetch('/api/health', { headers: { Accept: 'application/json' } });
  const opened = await scope.fetch('/api/node/v1/session/sync', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ context: { page: url.pathname } }),
  });
  const session = await (await scope.fetch('/api/v2/session', { headers: { Accept: 'application/json' } })).json();
  scope.recordModule('src/page.tsx');
  scope.recordModule('src/inconnu.tsx');
  return {
    kind: 'page',
    status: 200,
    html: '<main><h1>Page ' + url.pathname + '</h1><p>santé ' + health.status + ', session ' + opened.status + ' ' + session.data.active + ' ' + session.data.context.page + '</p></main>',
    title: 'Titre <de> la page',
    hydration: { loaderData: { '0': { text: '</script><script>alert(1)</script>' } }, cookie: request.headers.get('Cookie') },
  };
}
`;

describe('public pages drawn by the server', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'voltaire-ssr-'));
    await mkdir(join(root, 'dist', '.vite'), { recursive: true });
    await mkdir(join(root, 'dist', 'assets'));
    await writeFile(join(root, 'dist', 'assets', 'style-s1.css'), STYLESHEET);
    await mkdir(join(root, 'dist-ssr'));
    await writeFile(join(root, 'dist', 'index.html'), TEMPLATE);
    await writeFile(join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp({
      config: { WEB_DIST_DIR: join(root, 'dist'), PUBLIC_URL: 'https://www.voltaire.fr' },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers a public page with its markup, title, description and canonical URL', async () => {
    const response = await t.app.inject({ url: '/offres?energie=gas' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root"><main><h1>Page /offres</h1>');
    expect(response.body).toContain('<title>Titre &lt;de&gt; la page</title>');
    expect(response.body).toMatch(/<meta name="description" content="Comparez les offres d’électricité/);
    expect(response.body).not.toContain('Description par défaut');
    expect(response.body).toContain('<link rel="canonical" href="https://www.voltaire.fr/offres" />');
  });

  it('calls the API in process, with the page’s cookies, and hands the cookies it sets to the browser', async () => {
    const response = await t.app.inject({ url: '/', headers: { cookie: 'voltaire_consent_v2=x' } });
    // The first call opened a web session, the second read it with its cookie; the page's answer carries it.
    expect(response.body).toContain('santé 200, session 200 true /');
    expect(String(response.headers['set-cookie'])).toMatch(/^voltaire_session=[^;]+;.*HttpOnly/);
    expect(response.body).toContain('"cookie":"voltaire_consent_v2=x"');
  });

  it('carries the stylesheet inline, allowed by its hash, and preloads the chunks index.html does not', async () => {
    const response = await t.app.inject({ url: '/contact' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(`<style>${STYLESHEET}</style>`);
    expect(head).not.toContain('style-s1.css');
    // Painted only once the markup is parsed whole (the data block follows it): no half-parsed first frame.
    expect(head).toContain('<link rel="expect" href="#voltaire-hydration" blocking="render" />');
    const endOfMarkup = response.body.indexOf('</main></div>');
    expect(endOfMarkup).toBeGreaterThan(0);
    expect(response.body.indexOf('id="voltaire-hydration"')).toBeGreaterThan(endOfMarkup);
    const hash = createHash('sha256').update(STYLESHEET).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-p1.js" />');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/card-c1.js" />');
    expect(head).not.toContain('shared-s1.js');
  });

  it('applies « Réduire les animations » from the first paint, as the browser’s start-up does', async () => {
    const reduced = await t.app.inject({
      url: '/contact',
      headers: { cookie: `voltaire_prefs=${encodeURIComponent('motion=reduce')}` },
    });
    expect(reduced.body).toContain('<html lang="fr" data-reduce-motion>');
    const usual = await t.app.inject({ url: '/contact' });
    expect(usual.body).toContain('<html lang="fr">');
  });

  it('hands the data over in a JSON block that cannot close its element', async () => {
    const { body } = await t.app.inject({ url: '/avis-clients' });
    const block = /<script type="application\/json" id="voltaire-hydration">(.*?)<\/script>/s.exec(body);
    expect(block?.[1]).toBeDefined();
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toMatchObject({
      loaderData: { '0': { text: '</script><script>alert(1)</script>' } },
    });
    // Nothing to run inline: the CSP allows no inline script.
    expect(body.match(/<script(?![^>]*(?:src=|type="application\/json"))[^>]*>/g)).toBeNull();
  });

  it('follows a loader’s redirect', async () => {
    const response = await t.app.inject({ url: '/cookies' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/accessibilite');
  });

  it('leaves to the browser what it cannot draw: the shell, with the loader’s status or after a failure', async () => {
    const missing = await t.app.inject({ url: '/recrutement/inconnue' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const broken = await t.app.inject({ url: '/mentions-legales' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
  });

  it('draws neither the journey’s start (it opens an order) nor private pages: they get the shell', async () => {
    for (const url of ['/souscription', '/souscription/abc', '/admin', '/connexion']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('is switched off by SERVER_RENDERING=false: the shell for every page', async () => {
    const off = await createTestApp({
      config: { WEB_DIST_DIR: join(root, 'dist'), SERVER_RENDERING: false },
    });
    try {
      const response = await off.app.inject({ url: '/offres' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await off.close();
    }
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const response = await t.app.inject({ url: '/api/inconnu' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_FOUND');
  });
});

describe('which pages the server draws', () => {
  it('draws the sitemap’s pages, job offers, terms of an offer, and the journey’s steps, signing and thank-you pages', () => {
    for (const path of [
      '/',
      '/offres',
      '/offres/',
      '/contact',
      '/cookies',
      '/recrutement/abc',
      '/conditions-generales-de-vente/elec-fixe',
      '/souscription/abc/logement',
      '/souscription/abc/recapitulatif',
      '/souscription/abc/confirmation',
      '/signature/abc',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
    for (const path of [
      '/souscription',
      '/souscription/abc',
      '/souscription/abc/logement/plus',
      '/signature/lien',
      '/signature/lien/abc',
      '/retractation/abc',
      '/reprise/abc',
      '/admin',
      '/recrutement/a/b',
      '/galerie',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });
});

describe('the browser build the server draws pages from', () => {
  it('is refused when a chunk has styles of its own: a drawn page carries only the one stylesheet', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'voltaire-web-'));
    try {
      await mkdir(join(dist, '.vite'));
      await writeFile(join(dist, 'index.html'), TEMPLATE);
      const split = { ...MANIFEST, '_card.js': { file: 'assets/card-c1.js', css: ['assets/card.css'] } };
      await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(split));
      expect(() => loadPageDocument(dist, undefined)).toThrow(/assets\/card-c1\.js : styles à part/);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('without the server-rendering build', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'voltaire-web-'));
    await writeFile(join(dist, 'index.html'), TEMPLATE);
    t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers every page, `/` included, with the shell', async () => {
    for (const url of ['/', '/offres']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});
