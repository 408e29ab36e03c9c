import { expect, test } from './fixtures.js';
import { press } from './keyboard.js';

/**
 * Every screen of the admin area, reached from its menu by keyboard, passes axe: the lists, and the editors no
 * other spec opens (a new comparator gateway, a new job offer). The screens' behaviour is in their web tests and
 * the journeys that use them (contact-and-newsletter, content-pages, admin-eligibility, admin-organisations).
 */
const SECTIONS = [
  ['Règles d’éligibilité', 'Règles d’éligibilité'],
  ['Organisations et plages IP', 'Organisations et plages IP'],
  ['Passerelles comparateurs', 'Passerelles comparateurs'],
  ['Avis clients', 'Avis clients'],
  ['Offres d’emploi', 'Offres d’emploi'],
  ['Demandes des clients', 'Demandes des clients'],
  ['Codes promo et PIN', 'Codes promo, codes PIN et campagnes'],
  ['Boîte d’envoi', 'Boîte d’envoi'],
  ['Prospects', 'Prospects'],
  ['Données personnelles', 'Demandes sur les données personnelles'],
] as const;

test('each back-office screen is reached from the admin menu by keyboard and passes axe', async ({
  page,
  axe,
}) => {
  test.setTimeout(180_000);
  const login = await page.request.post('/api/v2/auth/login', {
    data: { email: 'admin@voltaire.demo', password: 'Voltaire-demo-2026' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Administration' });

  for (const [link, heading] of SECTIONS) {
    await press(page, menu.getByRole('link', { name: link, exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    await axe.check(`admin : ${link}`);
  }

  await press(page, menu.getByRole('link', { name: 'Passerelles comparateurs', exact: true }));
  await press(page, page.getByRole('link', { name: 'Nouvelle passerelle' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle passerelle' })).toBeVisible();
  await axe.check('admin : nouvelle passerelle');

  await press(page, menu.getByRole('link', { name: 'Offres d’emploi', exact: true }));
  await press(page, page.getByRole('link', { name: 'Nouvelle offre' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle offre d’emploi' })).toBeVisible();
  await axe.check('admin : nouvelle offre d’emploi');
});
