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
  await expect(page.getByRole('contentinfo')).toContainText('Accessibilité : non conforme');
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
    await expect(page.getByRole('contentinfo')).toContainText('Accessibilité : non conforme');
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
  await expect(page.getByRole('main')).toContainText('non conforme');
  await expect(page.getByRole('heading', { name: 'Voies de recours' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'formulaire en ligne' })).toHaveAttribute(
    'href',
    /defenseurdesdroits\.fr/,
  );
  await axe.check();
});
