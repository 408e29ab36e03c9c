import { expect, test } from './fixtures.js';

test('the home page is in French, presents the offers and states its accessibility', async ({
  page,
  axe,
}) => {
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/Voltaire Énergie/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Voltaire Énergie' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos offres' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Accessibilité : partiellement conforme');
  await axe.check();
});

test('the skip link takes keyboard users to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

const contentPages = [
  { path: '/accessibilite', heading: 'Déclaration d’accessibilité' },
  { path: '/mentions-legales', heading: 'Mentions légales' },
  { path: '/cookies', heading: 'Gestion des cookies' },
  { path: '/contact', heading: 'Nous contacter' },
];

for (const { path, heading } of contentPages) {
  test(`${path} shows « ${heading} » and passes axe`, async ({ page, axe }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Accessibilité : partiellement conforme');
    await axe.check();
  });
}

test('the accessibility statement is reachable from the footer and names the recourse', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité' }).click();

  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('partiellement conforme');
  await expect(page.getByRole('heading', { name: 'Voies de recours' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'formulaire en ligne' })).toHaveAttribute(
    'href',
    /defenseurdesdroits\.fr/,
  );
  await axe.check();
});

const jsonLdOf = (page: import('@playwright/test').Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) => texts.map((text) => JSON.parse(text)));

test('the home page’s reassurance band carries the rating JSON-LD computed from the reviews', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  const band = page.getByRole('region', { name: 'Souscrire en confiance' });
  await expect(band).toBeVisible();
  const { data } = await (await page.request.get('/api/v2/avisverifies/get-avis?pageSize=0')).json();
  expect(data.summary.reviewCount).toBeGreaterThanOrEqual(28);
  const [organisation] = await jsonLdOf(page);
  expect(organisation.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: data.summary.ratingValue,
    reviewCount: data.summary.reviewCount,
    bestRating: 5,
    worstRating: 1,
  });
  await expect(band).toContainText(`${data.summary.reviewCount} avis vérifiés`);
  await axe.check();
});

test('/avis-clients lists the reviews with their rating JSON-LD, filters by rating and paginates', async ({
  page,
  axe,
}) => {
  await page.goto('/avis-clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Avis clients' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  const [organisation] = await jsonLdOf(page);
  expect(organisation.aggregateRating.bestRating).toBe(5);
  await axe.check('toutes les notes');

  await page.getByRole('link', { name: /^2 étoiles/ }).click();
  await expect(page).toHaveURL(/note=2$/);
  await expect(page.getByRole('heading', { level: 2, name: /Avis à 2 étoiles/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Réponse de Voltaire Énergie');
  await page.goto('/avis-clients');
  await page
    .getByRole('navigation', { name: 'Pages d’avis' })
    .getByRole('link', { name: 'Page suivante' })
    .click();
  await expect(page.getByText(/Page 2 sur \d/)).toBeVisible();
  await axe.check('page 2');
});

test('/comprendre-ma-facture explains each numbered zone, reachable by keyboard', async ({ page, axe }) => {
  await page.goto('/comprendre-ma-facture');
  await expect(page.getByRole('heading', { level: 1, name: 'Comprendre ma facture' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Facture sur index estimé — électricité/ })).toBeVisible();
  await axe.check('électricité, estimée');

  await page.getByRole('navigation', { name: 'Énergie' }).getByRole('link', { name: 'Gaz naturel' }).click();
  await page
    .getByRole('navigation', { name: 'Type de facture' })
    .getByRole('link', { name: 'Facture de régularisation annuelle' })
    .click();
  await expect(page.getByRole('figure', { name: /régularisation annuelle — gaz naturel/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /Accise sur le gaz naturel/ })).toBeVisible();
  const marker = page.getByRole('link', { name: /Zone 6.*Accise sur le gaz naturel, voir l’explication/ });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#zone-6$/);
  await expect(page.locator('#zone-6')).toBeInViewport();
  await axe.check('gaz, régularisation');
});

test('/recrutement filters the offers; an offer’s page carries its JobPosting', async ({ page, axe }) => {
  await page.goto('/recrutement');
  await expect(page.getByRole('heading', { level: 1, name: 'Recrutement' })).toBeVisible();
  await axe.check('liste');
  await page.getByRole('combobox', { name: 'Ville' }).selectOption('Paris');
  await page.getByRole('button', { name: 'Filtrer les offres' }).click();
  await expect(page).toHaveURL(/ville=Paris/);
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  for (const place of await page.locator('ul li p').filter({ hasText: ' · ' }).allTextContents())
    expect(place).toContain('Paris');

  await page.getByRole('link', { name: 'Développeur ou développeuse TypeScript' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Développeur ou développeuse TypeScript' }),
  ).toBeVisible();
  const [posting] = await jsonLdOf(page);
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: 'Développeur ou développeuse TypeScript',
    employmentType: 'FULL_TIME',
    jobLocation: { address: { addressLocality: 'Paris', addressCountry: 'FR' } },
  });
  await axe.check('offre');
});

for (const { path, heading } of [
  { path: '/donnees-personnelles', heading: 'Données personnelles' },
  { path: '/conditions-generales-de-vente', heading: 'Conditions générales de vente' },
]) {
  test(`${path} shows « ${heading} » and passes axe`, async ({ page, axe }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await axe.check();
  });
}

test('the CGV of an offer carry the version the contracts cite', async ({ page, axe }) => {
  await page.goto('/conditions-generales-de-vente');
  await page.getByRole('link', { name: /Conditions générales de vente de l’offre Électricité Fixe/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Conditions générales de vente — Électricité Fixe/ }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Version CGV-2026-01');
  await axe.check();
});

test('an admin publishes a pending review and replies to it, by keyboard', async ({ page, axe }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/v2/auth/login', {
    data: { email: 'admin@voltaire.demo', password: 'Voltaire-demo-2026' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/admin/avis');
  await expect(page.getByRole('heading', { level: 1, name: 'Avis clients' })).toBeVisible();
  await axe.check('avis à modérer');

  await page.getByRole('link', { name: /Modérer l’avis de Aurélie T\./ }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Modérer l’avis de Aurélie T.' })).toBeVisible();
  await axe.check('modération');
  await page
    .getByRole('textbox', { name: 'Votre réponse, publiée sous l’avis' })
    .fill('Bonjour Aurélie, nous avons relancé le gestionnaire de réseau pour fixer un rendez-vous ferme.');
  await page.getByRole('button', { name: 'Publier la réponse' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Réponse à Aurélie T. publiée.' })).toBeVisible();

  await page.goto('/admin/avis');
  await page.getByRole('link', { name: /Modérer l’avis de Aurélie T\./ }).press('Enter');
  await page.getByRole('button', { name: 'Publier l’avis' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Avis de Aurélie T. publié.' })).toBeFocused();
  await axe.check('publiés');

  await page.goto('/avis-clients?note=2');
  await expect(page.getByRole('article', { name: 'Attente du technicien' })).toContainText(
    'nous avons relancé le gestionnaire de réseau',
  );
});
