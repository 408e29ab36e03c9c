import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PAGES } from '@voltaire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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
      const { statusCode, body } = await t.app.inject({ url });
      expect(statusCode, url).toBe(200);
      expect(body, url).toContain('id="voltaire-hydration"');
      // The only style attributes allowed by hash (security.ts); no inline script to run.
      for (const [, style] of body.matchAll(/\sstyle="([^"]*)"/g)) {
        expect(REACT_ARIA_STYLE_ATTRIBUTES, `${url} : style="${style}"`).toContain(style);
      }
      expect(
        body.match(/<script(?![^>]*(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/g),
        url,
      ).toBeNull();
      for (const [, href] of body.matchAll(
        /<link rel="(?:stylesheet|modulepreload)" crossorigin href="\/([^"]+)"/g,
      )) {
        expect(existsSync(`${webDist}/${href}`), `${url} : ${href}`).toBe(true);
      }
    }
  });
});
