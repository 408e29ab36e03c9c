import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const assets = existsSync(`${webDist}/assets`) ? readdirSync(`${webDist}/assets`) : [];

// Over the real build (`npm run build -w @voltaire/web`): a source map built for decoding stacks must never
// reach a browser, neither served nor pointed at by a bundle.
describe.skipIf(assets.length === 0)('the production build serves no source map', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST_DIR: webDist } });
  });
  afterAll(() => t.close());

  it('answers every built .map with a 404', async () => {
    const maps = assets.filter((name) => name.endsWith('.map'));
    for (const name of maps) {
      const response = await t.app.inject({ url: `/assets/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('points no bundle at a source map', () => {
    for (const name of assets.filter((file) => file.endsWith('.js'))) {
      expect(readFileSync(`${webDist}/assets/${name}`, 'utf8'), name).not.toContain('sourceMappingURL');
    }
  });
});
