import { expect, test } from './fixtures.js';

/**
 * The public offers page against the real server: the catalogue's offers, filtered by the eligibility rules
 * for the visitor's postal code and energy, with « à partir de » prices. (What a rule change does to this page
 * is in admin-eligibility.spec.ts.)
 */

test('without a postal code, the offers of the web site are listed with their « à partir de » prices', async ({
  page,
  axe,
}) => {
  await page.goto('/offres');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nos offres d’électricité et de gaz' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Nos offres/);
  const results = page.getByRole('region', { name: /disponibles? sur notre site/ });
  const offers = results.getByRole('article');
  await expect(offers.first()).toBeVisible();
  expect(await offers.count()).toBeGreaterThanOrEqual(3);
  for (const offer of await offers.all()) {
    await expect(offer.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(offer).toContainText(/à partir de \d+,\d{2}\s€\/mois/);
  }
  // Both energies, and the green offer sold online.
  await expect(offers.filter({ hasText: 'Gaz' }).first()).toBeVisible();
  await expect(results.getByRole('heading', { level: 3, name: 'Électricité Verte' })).toBeVisible();
  await axe.check();
});

test('a visitor chooses a postal code and an energy by keyboard and gets the offers for them', async ({
  page,
  axe,
}) => {
  await page.goto('/offres');
  const postalCode = page.getByRole('textbox', { name: 'Code postal' });
  await postalCode.focus();
  await page.keyboard.type('75011');
  // A single commune: chosen for the visitor.
  await expect(page.getByRole('combobox', { name: 'Commune' })).toHaveValue('Paris 11e Arrondissement');

  // The energy: a radio group, moved through with the arrow keys.
  await page.getByRole('radio', { name: 'Électricité et gaz' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Gaz naturel' })).toBeChecked();
  await axe.check('formulaire rempli');

  await page.getByRole('button', { name: 'Afficher les offres' }).press('Enter');
  const heading = page.getByRole('heading', {
    level: 2,
    name: /offres? de gaz naturel disponibles? pour le 75011 \(Paris 11e Arrondissement\)/,
  });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(
    /\/offres\?codePostal=75011&insee=75111&commune=Paris\+11e\+Arrondissement&energie=gaz$/,
  );
  const offers = page.getByRole('region', { name: /pour le 75011/ }).getByRole('article');
  await expect(offers.first()).toBeVisible();
  for (const offer of await offers.all()) await expect(offer).toContainText('Gaz');
  await axe.check('résultats');

  // The address bar holds the search: a reload gives the same page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /pour le 75011/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code postal' })).toHaveValue('75011');
  await expect(page.getByRole('radio', { name: 'Gaz naturel' })).toBeChecked();
});

test('a malformed postal code is refused in French, on the field', async ({ page, axe }) => {
  await page.goto('/offres');
  const postalCode = page.getByRole('textbox', { name: 'Code postal' });
  await postalCode.fill('7501');
  await postalCode.press('Tab');
  await expect(postalCode).toHaveAccessibleDescription('Code postal invalide.');
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await axe.check('code postal invalide');
});
