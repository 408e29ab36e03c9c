import { expect, test } from './fixtures.js';

/**
 * What a first visit sees and what crawlers fetch (issue 18): the cookie banner overlays the page and never
 * moves it (cumulative layout shift 0, measured by the browser's own `layout-shift` entries), and robots.txt
 * and sitemap.xml answer.
 */

declare global {
  interface Window {
    layoutShifts: number[];
  }
}

test.describe('a first visit never shifts the layout', () => {
  test.beforeEach(async ({ page }) => {
    // Installed before any page script, buffered: no shift of the load can escape it.
    await page.addInitScript(() => {
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  for (const { path, offerSection } of [
    { path: '/', offerSection: /Nos offres/ },
    { path: '/offres', offerSection: /disponibles? sur notre site/ },
  ]) {
    test(`${path}: the banner and the offers arrive without moving anything`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Vos choix en matière de cookies' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: offerSection }).getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      // A frame after the last paint, so that its entries have been delivered to the observer.
      const shifts = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) =>
            requestAnimationFrame(() => setTimeout(() => resolve(window.layoutShifts))),
          ),
      );
      expect(shifts).toEqual([]);
    });
  }
});

test('crawlers get robots.txt and a sitemap of the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toMatch(/<loc>http[^<]+\/offres<\/loc>/);
});
