import { expect, test } from './fixtures.js';
import { journeySteps } from './journey-api.js';

/**
 * What a first visit sees and what crawlers fetch (issue 18): the public pages come drawn by the server, offers
 * included, and hydrate without an error; the cookie banner overlays the page and never moves it (cumulative
 * layout shift 0, measured by the browser's own `layout-shift` entries); robots.txt and sitemap.xml answer.
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
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
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
      // A hydration mismatch is reported as an error (main.tsx's onRecoverableError).
      expect(errors).toEqual([]);
    });
  }

  test('a journey step opened again (a reload, a resume) comes drawn with its answers and never moves', async ({
    page,
  }) => {
    const created = await page.request.post('/api/v2/order', { data: { channel: 'web' } });
    expect(created.status(), await created.text()).toBe(201);
    const orderId: string = (await created.json()).data.id;
    const { housing, deliveryPoint, situation, holder } = journeySteps('premier-affichage@example.fr');
    for (const [step, data] of Object.entries({ housing, deliveryPoint, situation, holder })) {
      const saved = await page.request.post('/api/v3/session/nextjs-save-point', {
        data: { orderId, step, data },
      });
      expect(saved.status(), `${step} : ${await saved.text()}`).toBe(200);
    }
    const url = `/souscription/${orderId}/titulaire`;
    const html = await (await page.request.get(url)).text();
    expect(html).toContain('Le titulaire du contrat');
    expect(html).toContain('premier-affichage@example.fr');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Twice: the second drawing of a page must link its styles as the first did.
    for (let visit = 1; visit <= 2; visit += 1) {
      await page.goto(url);
      await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) =>
            requestAnimationFrame(() => setTimeout(() => resolve(window.layoutShifts))),
          ),
      );
      expect(shifts, `visite ${visit}`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});

test('the first HTML of / and /offres carries the offers, drawn by the server', async ({ request }) => {
  for (const path of ['/', '/offres']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const name of ['Électricité Fixe', 'Électricité Verte', 'Gaz Fixe'])
      expect(html, path).toContain(name);
    expect(html, path).toContain('Vos choix en matière de cookies');
    expect(html, path).toMatch(/<title>[^<]+– Voltaire Énergie<\/title>/);
    expect(html, path).toContain('<link rel="canonical"');
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

test('what a visitor types before the page is interactive is kept, and reaches the form', async ({
  page,
}) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/offres', { waitUntil: 'commit' });
  const postalCode = page.getByRole('textbox', { name: 'Code postal' });
  await postalCode.fill('75011');
  await page.getByRole('radio', { name: 'Gaz naturel' }).check();
  expect(await page.locator('html[data-interactive]').count()).toBe(0);

  release();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(postalCode).toHaveValue('75011');
  // A single commune: looked up and chosen only because the form saw the postal code.
  await expect(page.getByRole('combobox', { name: 'Commune' })).toHaveValue('Paris 11e Arrondissement');
  await expect(page.getByRole('radio', { name: 'Gaz naturel' })).toBeChecked();
});
