import { expect, test } from './fixtures.js';

/**
 * « Organisations et plages IP », against the real server: an admin creates a partner organisation, is told in
 * French what is wrong with a range, saves good ones; axe on each state. A new organisation each run, so that the
 * demo partners (and the logins of the other tests) keep their ranges.
 */
const PASSWORD = 'Voltaire-demo-2026';
const RUN = Date.now().toString(36);

test('an admin creates a partner organisation and enters its IP ranges, by keyboard', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  const name = `Centre d’appels ${RUN}`;
  const login = await page.request.post('/api/v2/auth/login', {
    data: { email: 'admin@voltaire.demo', password: PASSWORD },
  });
  expect(login.status()).toBe(200);

  await page.goto('/admin/organisations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations et plages IP' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Porte-à-Porte Conseil' })).toBeVisible();
  await axe.check('organisations');

  await page.getByRole('textbox', { name: 'Nom de l’organisation' }).fill(name);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Partenaire' });
  await page.getByRole('checkbox', { name: 'Télévente' }).check();
  await page.getByRole('button', { name: /Créer l’organisation/ }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Organisation « ${name} » créée.` })).toBeFocused();
  await expect(
    page.getByText('Aucune plage : personne de cette organisation ne peut se connecter (refus par défaut).'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une plage' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Début de la plage 1' })).toBeFocused();
  await page.keyboard.type('10.0.0.9');
  await page.getByRole('textbox', { name: 'Fin de la plage 1' }).fill('10.0.0.1');
  await page.getByRole('button', { name: /Enregistrer les plages/ }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Fin de la plage 1' })).toHaveAccessibleDescription(
    'L’adresse de début doit précéder l’adresse de fin.',
  );
  await axe.check('plages : erreur');

  await page.getByRole('textbox', { name: 'Fin de la plage 1' }).fill('10.0.0.20');
  await page.getByRole('textbox', { name: 'Libellé de la plage 1 (facultatif)' }).fill('Plateau Lille');
  await page.getByRole('button', { name: /Enregistrer les plages/ }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Plages enregistrées (1).' })).toBeVisible();
  await axe.check('plages : enregistrées');

  await page.getByRole('link', { name: 'Retour aux organisations' }).press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    '1 plage : Plateau Lille (10.0.0.9 – 10.0.0.20)',
  );
});
