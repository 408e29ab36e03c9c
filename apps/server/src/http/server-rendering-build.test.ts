import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PAGES } from '@voltaire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../test/journey-fixtures.js';
import { complete, latestCode, PHONE, sendCode, submittedOrder } from '../../test/signing-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SESSION_COOKIES } from '../modules/session/session-cookies.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';
import { REACT_ARIA_STYLE_ATTRIBUTES } from './security.js';
import { isServerRenderedPath } from './server-rendering.js';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const isBuilt = existsSync(fileURLToPath(new URL('../../../web/dist-ssr/entry-server.js', import.meta.url)));

// Over the real build (`npm run build -w @voltaire/web`): the public pages' first HTML, as a crawler gets it.
describe.skipIf(!isBuilt)('the public pages as the server draws them from the real build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST_DIR: webDist } });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('puts the catalogue’s offers and their prices in the first HTML of / and /offres', async () => {
    for (const url of ['/', '/offres']) {
      const { statusCode, body } = await t.app.inject({ url });
      expect(statusCode, url).toBe(200);
      for (const name of ['Électricité Fixe', 'Électricité Verte', 'Gaz Fixe'])
        expect(body, url).toContain(name);
      expect(body, url).toMatch(/€/);
      expect(body, url).toContain('Vos choix en matière de cookies');
    }
  });

  it('draws every public page with nothing the CSP would block, and links only built files', async () => {
    const pages = PUBLIC_PAGES.map(({ path }) => path).filter(isServerRenderedPath);
    for (const url of pages) {
      const { statusCode, body, headers } = await t.app.inject({ url });
      expect(statusCode, url).toBe(200);
      expectNothingTheCspBlocks(url, body, String(headers['content-security-policy']));
    }
  });

  it('draws each step of a visitor’s order with its answers, for that visitor only', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const cookies = { [SESSION_COOKIES.webApp]: created.cookies[0]?.value ?? '' };
    const id: string = created.json().data.id;
    const startDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const answers = { ...VALID_STEPS, situation: { ...VALID_STEPS.situation, startDate } };
    for (const step of ['housing', 'deliveryPoint', 'situation', 'holder', 'payment'] as const) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/v3/session/nextjs-save-point',
        cookies,
        payload: { orderId: id, step, data: answers[step] },
      });
      expect(saved.statusCode, step).toBe(200);
    }
    const steps = ['logement', 'point-de-livraison', 'offre', 'titulaire', 'paiement', 'recapitulatif'];
    for (const slug of steps) {
      const url = `/souscription/${id}/${slug}`;
      const { statusCode, body, headers } = await t.app.inject({ url, cookies });
      expect(statusCode, url).toBe(200);
      expect(headers['cache-control'], url).toBe('no-store');
      expect(body, url).toContain('id="etape-titre"');
      expectNothingTheCspBlocks(url, body, String(headers['content-security-policy']));
    }
    // Drawn again, a step still preloads its chunks: the page's modules are recorded on every render, not the first.
    const preloads = (body: string) => body.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    const first = await t.app.inject({ url: `/souscription/${id}/titulaire`, cookies });
    const again = await t.app.inject({ url: `/souscription/${id}/titulaire`, cookies });
    expect(preloads(first.body).length).toBeGreaterThan(1);
    expect(preloads(again.body)).toEqual(preloads(first.body));
    expect(again.body).toContain('Dupont');
    const stranger = await t.app.inject({ url: `/souscription/${id}/titulaire` });
    expect(stranger.body).not.toContain('Dupont');
  });

  it('draws the signing page and the thank-you page of a visitor’s order, for that visitor only', async () => {
    const order = await submittedOrder(t.app);
    /** The page as its visitor gets it: drawn, kept by no cache, with nothing the CSP would block. */
    const drawn = async (url: string) => {
      const { statusCode, body, headers } = await t.app.inject({ url, cookies: order.cookies });
      expect(statusCode, url).toBe(200);
      expect(headers['cache-control'], url).toBe('no-store');
      expectNothingTheCspBlocks(url, body, String(headers['content-security-policy']));
      return body;
    };
    const signingUrl = `/signature/${order.id}`;
    const toSign = await drawn(signingUrl);
    expect(toSign).toContain('Signature de votre contrat');
    expect(toSign).toContain(order.reference);
    // A code just sent: the page is drawn without the countdown, which the browser counts from its own clock.
    expect((await sendCode(t.app, order)).statusCode).toBe(200);
    expect(await drawn(signingUrl)).toContain('2. Signer votre contrat');

    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/signing/${order.id}/sign`,
      cookies: order.cookies,
      headers: { 'idempotency-key': `build-${order.id}` },
      payload: { code: await latestCode(t.database.db, PHONE, order) },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await complete(t.app, order)).statusCode).toBe(200);
    const thanksUrl = `/souscription/${order.id}/confirmation`;
    const thanks = await drawn(thanksUrl);
    expect(thanks).toContain('Merci');
    expect(thanks).toContain(order.reference);

    const stranger = await t.app.inject({ url: thanksUrl });
    expect(stranger.body).not.toContain(order.reference);
  });
});

/**
 * The page's one `<style>` is the build's stylesheet, allowed by its hash; the only style attributes are those
 * allowed by hash (security.ts); no inline script runs; every link is built.
 */
function expectNothingTheCspBlocks(url: string, body: string, csp: string) {
  expect(body, url).toContain('id="voltaire-hydration"');
  const styles = [...body.matchAll(/<style>(.*?)<\/style>/gs)].map(([, text]) => text ?? '');
  expect(styles, url).toHaveLength(1);
  const hash = createHash('sha256')
    .update(styles[0] ?? '')
    .digest('base64');
  expect(csp, url).toContain(`'sha256-${hash}'`);
  expect(body, url).not.toMatch(/<link rel="stylesheet"/);
  for (const [, style] of body.matchAll(/\sstyle="([^"]*)"/g)) {
    expect(REACT_ARIA_STYLE_ATTRIBUTES, `${url} : style="${style}"`).toContain(style);
  }
  expect(body.match(/<script(?![^>]*(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/g), url).toBeNull();
  for (const [, href] of body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)) {
    expect(existsSync(`${webDist}/${href}`), `${url} : ${href}`).toBe(true);
  }
}
