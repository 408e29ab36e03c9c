import { expect, test } from './fixtures.js';

// The widgets' strings are bundled in French only: an English browser must still get working French pages.
test.use({ locale: 'en-US' });

for (const { path, heading } of [
  { path: '/souscription', heading: 'Votre logement' },
  { path: '/offres', heading: 'Nos offres d’électricité et de gaz' },
  { path: '/connexion', heading: 'Connexion' },
]) {
  test(`${path} works in a browser set to English`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Oops, une erreur est survenue')).toHaveCount(0);
  });
}

test('the cookie preferences open in a browser set to English', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer mes choix' })).toBeVisible();
});
