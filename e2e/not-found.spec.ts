import { expect, test } from './fixtures.js';

test('an unknown page shows « Page introuvable » through the single-page fallback', async ({ page, axe }) => {
  const response = await page.goto('/une-page-qui-n-existe-pas');

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'revenez à l’accueil' })).toHaveAttribute('href', '/');
  await axe.check();
});
