import { expect, test } from './fixtures.js';
import { check, press } from './keyboard.js';

/**
 * « Mes préférences » against the real server: saved in the content session, mirrored in the cookie the page reads,
 * honoured after a reload (animations reduced site-wide, the invoice tutorial on the preferred energy).
 */
test('a visitor sets « Mes préférences » from the footer, and the site honours them after a reload', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await press(page, page.getByRole('contentinfo').getByRole('link', { name: 'Mes préférences' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Mes préférences' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pas de préférence' })).toBeChecked();
  await axe.check('mes préférences');

  await check(page, page.getByRole('radio', { name: 'Gaz naturel' }));
  await check(page, page.getByRole('checkbox', { name: 'Réduire les animations' }));
  await press(page, page.getByRole('button', { name: /Enregistrer mes préférences/ }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Vos préférences sont enregistrées.' }),
  ).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-reduce-motion', '');

  await page.goto('/comprendre-ma-facture');
  await expect(page.locator('html')).toHaveAttribute('data-reduce-motion', '');
  await expect(
    page.getByRole('navigation', { name: 'Énergie' }).getByRole('link', { name: 'Gaz naturel' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.goto('/mes-preferences');
  await expect(page.getByRole('radio', { name: 'Gaz naturel' })).toBeChecked();
  await check(page, page.getByRole('radio', { name: 'Pas de préférence' }));
  await press(page, page.getByRole('checkbox', { name: 'Réduire les animations' }), 'Space');
  await press(page, page.getByRole('button', { name: /Enregistrer mes préférences/ }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Vos préférences sont enregistrées.' }),
  ).toBeFocused();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Pas de préférence' })).toBeChecked();
  await expect(page.locator('html')).not.toHaveAttribute('data-reduce-motion');
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('voltaire_prefs');
});
