import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * Cookie consent under CNIL rules (DECISIONS §2), against the real server whose TAG_MANAGER_URL points at a
 * harmless loopback script (global-setup.ts): no request to the tag manager's origin before a choice nor after a
 * refusal, requests after acceptance, the choice survives a reload, the older cookie is converted.
 */

const V2 = 'voltaire_consent_v2';
const LEGACY = 'voltaire_consent';
const DAY_S = 86_400;
const BANNER = 'Vos choix en matière de cookies';

const tagManagerUrl = process.env.E2E_TAG_MANAGER_URL;
test.skip(!tagManagerUrl, 'needs the loopback tag manager started by global-setup.ts');
const tagManagerOrigin = tagManagerUrl ? new URL(tagManagerUrl).origin : '';

/** Every request the page makes to the tag manager's origin. */
function watchTagManager(page: Page) {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(tagManagerOrigin)) requests.push(request.url());
  });
  return requests;
}

async function consentCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    v2: cookies.find((cookie) => cookie.name === V2),
    legacy: cookies.find((cookie) => cookie.name === LEGACY),
  };
}

function storedChoice(value: string | undefined) {
  return JSON.parse(decodeURIComponent(value ?? 'null')) as {
    mode: string;
    categories?: Record<string, unknown>;
  };
}

/** Days between now and the cookie's expiry, rounded. */
function lifetimeDays(expires: number | undefined) {
  return Math.round(((expires ?? 0) - Date.now() / 1000) / DAY_S);
}

const banner = (page: Page) => page.getByRole('region', { name: BANNER });

test('nothing reaches the tag manager before a choice, nor after « Tout refuser »', async ({
  page,
  context,
  axe,
}) => {
  const requests = watchTagManager(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const buttons = banner(page).getByRole('button');
  await expect(buttons).toHaveText(['Tout accepter', 'Tout refuser', 'Personnaliser']);
  // Refusing looks exactly like accepting: same size.
  const [accept, refuse] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
  expect(refuse?.height).toBe(accept?.height);
  expect(refuse?.width).toBe(accept?.width);
  await axe.check('bandeau cookies');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  const proof = page.waitForResponse((response) => response.url().endsWith('/api/node/v1/consent/record'));
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  expect((await proof).status()).toBe(201);
  expect((await proof).request().postDataJSON()).toEqual({ mode: 'refuse-all', bannerVersion: 1 });
  await expect(banner(page)).toBeHidden();

  const { v2 } = await consentCookie(context);
  expect(storedChoice(v2?.value)?.mode).toBe('refuse-all');
  expect(lifetimeDays(v2?.expires)).toBe(8);
  expect(v2).toMatchObject({ path: '/', sameSite: 'Lax', domain: '127.0.0.1' });

  // The choice survives a reload, and still nothing loads.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(
    await page.evaluate(
      () => 'dataLayer' in window && (window as { dataLayer?: unknown[] }).dataLayer?.length,
    ),
  ).toBeFalsy();
});

test('« Tout accepter » loads the tag manager at once, and again after a reload', async ({
  page,
  context,
  axe,
}) => {
  const requests = watchTagManager(page);
  await page.goto('/');

  const proof = page.waitForResponse((response) => response.url().endsWith('/api/node/v1/consent/record'));
  const loaded = page.waitForRequest((request) => request.url() === tagManagerUrl);
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await loaded;
  expect((await proof).request().postDataJSON()).toEqual({ mode: 'accept-all', bannerVersion: 1 });
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManagerLoaded?: number }).__tagManagerLoaded))
    .toBe(1);
  // The consent mode went through the analytics helper into the dataLayer.
  expect(
    await page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer?.[0]),
  ).toMatchObject({
    event: 'consentMode',
    consentMode: 'accept-all',
    channel: 'site-voltaire',
    venteType: 'autonome',
  });
  await expect(banner(page)).toBeHidden();

  const { v2 } = await consentCookie(context);
  expect(storedChoice(v2?.value)?.mode).toBe('accept-all');
  expect(lifetimeDays(v2?.expires)).toBe(180);

  const reloaded = page.waitForRequest((request) => request.url() === tagManagerUrl);
  await page.reload();
  await reloaded;
  await expect(banner(page)).toBeHidden();
  expect(requests).toHaveLength(2);
  await axe.check('après acceptation');
});

test('an older cookie with all three flags true is converted to accept-all and saved again', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    {
      name: LEGACY,
      value: encodeURIComponent(JSON.stringify({ navi: true, advert: true, social: true })),
      url: baseURL ?? '',
    },
  ]);
  const loaded = page.waitForRequest((request) => request.url() === tagManagerUrl);
  await page.goto('/');
  await loaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await expect
    .poll(async () => storedChoice((await consentCookie(context)).v2?.value)?.mode)
    .toBe('accept-all');
  const { v2, legacy } = await consentCookie(context);
  expect(lifetimeDays(v2?.expires)).toBe(180);
  expect(legacy).toBeUndefined();
});

test('an older cookie with all three flags false is converted to refuse-all; mixed flags are not', async ({
  page,
  context,
  baseURL,
}) => {
  const requests = watchTagManager(page);
  const legacy = (flags: boolean[]) => ({
    name: LEGACY,
    value: encodeURIComponent(JSON.stringify({ navi: flags[0], advert: flags[1], social: flags[2] })),
    url: baseURL ?? '',
  });

  await context.addCookies([legacy([false, false, false])]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => storedChoice((await consentCookie(context)).v2?.value)?.mode)
    .toBe('refuse-all');
  await expect(banner(page)).toBeHidden();
  expect(lifetimeDays((await consentCookie(context)).v2?.expires)).toBe(8);

  await context.clearCookies();
  await context.addCookies([legacy([true, false, true])]);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  expect((await consentCookie(context)).v2).toBeUndefined();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test('the preferences: per category by keyboard, then withdrawn from the footer, which reloads the page', async ({
  page,
  context,
  axe,
}) => {
  const requests = watchTagManager(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Personnaliser' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Gestion des cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(8);
  await axe.check('préférences cookies');

  await dialog.getByRole('checkbox', { name: 'Statistiques de visite' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Statistiques de visite' })).toBeChecked();
  const loaded = page.waitForRequest((request) => request.url() === tagManagerUrl);
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).focus();
  await page.keyboard.press('Enter');
  await loaded;
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(storedChoice((await consentCookie(context)).v2?.value)).toMatchObject({
    mode: 'custom',
    categories: { analytics: 'audience', advertising: false, liveChat: false },
  });

  // Withdrawing from the footer: the tag manager was loaded, so the page reloads without it.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Statistiques de visite' })).toBeChecked();
  await expect(dialog).toContainText('la page est rechargée');
  const reload = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Tout refuser' }).click();
  await reload;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(storedChoice((await consentCookie(context)).v2?.value)?.mode).toBe('refuse-all');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([tagManagerUrl]);
  expect(
    await page.evaluate(() => (window as { __tagManagerLoaded?: number }).__tagManagerLoaded),
  ).toBeUndefined();
});

test('a tagged click carries sale type and channel, only with analytics consent', async ({ page }) => {
  test.slow(); // /galerie holds every widget: its final axe check takes seconds on a loaded machine.
  await page.goto('/galerie');
  const region = page.getByRole('region', { name: 'Cookies, mesure d’audience et avis' });
  const tagged = region.getByRole('button', { name: 'Cliquer ici' });

  await tagged.click();
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();

  await page.evaluate(() => {
    sessionStorage.setItem('channel', 'comparateur');
    sessionStorage.setItem('venteType', 'assistee');
  });
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toBeHidden();
  await tagged.click();

  await expect(region.getByText(/^Dernier événement/).locator('code')).toContainText('galerie-clic-suivi');
  const events = await page.evaluate(
    () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
  // The click before the choice waited in the page; accepting handed it over, then the second click followed.
  expect(events.filter((event) => event.tag === 'galerie-clic-suivi')).toHaveLength(2);
  expect(events.at(-1)).toMatchObject({
    event: 'gtmEvent',
    tag: 'galerie-clic-suivi',
    channel: 'comparateur',
    venteType: 'assistee',
  });
});

test('the organisation rating is inline JSON-LD, without any CSP violation', async ({ page }) => {
  test.slow(); // /galerie, as above.
  await page.goto('/galerie');
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  // The gallery shows the real note of the published reviews, never fixed numbers.
  const { data } = await (await page.request.get('/api/v2/avisverifies/get-avis?pageSize=0')).json();
  expect(JSON.parse((await jsonLd.textContent()) ?? '')).toMatchObject({
    '@type': 'Organization',
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: data.summary.ratingValue,
      reviewCount: data.summary.reviewCount,
      bestRating: 5,
    },
  });
  // The fixture fails the test on any Content-Security-Policy violation reported by Chromium.
});
