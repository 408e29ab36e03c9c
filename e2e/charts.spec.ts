import { expect, test } from './fixtures.js';
import { journeySteps } from './journey-api.js';

/**
 * Every chart of the customer's site shown, and axe run on the page as it then is: the offers' yearly cost
 * for a household on /offres, and the consumption estimate use by use on step 3. Each chart is drawn in SVG
 * hidden from assistive technologies, its table saying the same.
 */

test('/offres compares the electricity offers for a household, as a chart and its table, axe clean', async ({
  page,
  axe,
}) => {
  await page.goto('/offres');
  const comparison = page.getByRole('region', { name: /^Combien paierait votre foyer/ });
  await expect(comparison).toContainText(
    /pour un foyer en 6\skVA, option Base, qui consomme 4\s500\skWh d’électricité par an\s: un foyer type\./,
  );
  const table = comparison.getByRole('table', {
    name: 'Coût estimé sur un an pour ce foyer, toutes taxes comprises',
  });
  await expect(table.getByRole('row', { name: /Tarif réglementé/ })).toContainText('référence');
  await expect(table.getByRole('row', { name: /Électricité Fixe/ })).toContainText(/d’économie par an/);
  await expect(comparison.locator('figure svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(comparison.locator('figure svg rect').first()).toBeVisible();
  const fixed = page.getByRole('article', { name: 'Électricité Fixe' });
  await expect(fixed).toContainText(/\d+,\d\d\s€ d’économie par an face au tarif réglementé/);
  await axe.check('offres : comparaison pour un foyer type');

  // The visitor's own household, by keyboard.
  const before = await table.getByRole('row', { name: /Électricité Fixe/ }).textContent();
  await comparison.getByRole('combobox', { name: /^Puissance souscrite/ }).focus();
  await page.keyboard.press('ArrowDown');
  const kwh = comparison.getByRole('textbox', { name: /^Consommation annuelle \(kWh\)/ });
  await kwh.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('8000');
  await comparison.getByRole('button', { name: 'Recalculer' }).press('Enter');
  await expect(page.getByRole('heading', { name: /^Combien paierait votre foyer/ })).toBeFocused();
  await expect(comparison).toContainText(/qui consomme 8\s000\skWh d’électricité par an\./);
  await expect(page).toHaveURL(/[?&]puissance=9&consommation=8000$/);
  await expect(table.getByRole('row', { name: /Électricité Fixe/ })).not.toHaveText(before ?? '');
  await axe.check('offres : comparaison pour le foyer du visiteur');
});

test('step 3 draws the consumption estimate use by use, with its table, axe clean', async ({ page, axe }) => {
  // An order whose meter the registry does not know: the estimator is the only way to a consumption.
  const created = await page.request.post('/api/v2/order', { data: { channel: 'web' } });
  expect(created.status(), await created.text()).toBe(201);
  const orderId: string = (await created.json()).data.id;
  const { housing, deliveryPoint } = journeySteps('graphiques@example.fr');
  for (const [step, data] of Object.entries({ housing, deliveryPoint })) {
    const saved = await page.request.post('/api/v3/session/nextjs-save-point', {
      data: { orderId, step, data },
    });
    expect(saved.status(), `${step} : ${await saved.text()}`).toBe(200);
  }

  await page.goto(`/souscription/${orderId}/offre`);
  const estimator = page.getByRole('form', { name: 'Estimer ma consommation' });
  await estimator.getByRole('textbox', { name: /^Surface/ }).fill('65');
  await estimator.getByRole('textbox', { name: /^Nombre d’occupants/ }).fill('3');
  await estimator.getByRole('button', { name: 'Estimer ma consommation' }).press('Enter');

  const table = page.getByRole('table', {
    name: 'Votre consommation d’électricité estimée, usage par usage',
  });
  await expect(table.getByRole('row', { name: /Chauffage/ })).toContainText(/kWh\d+\s%/);
  await expect(table.getByRole('row', { name: /Autres usages/ })).toBeAttached();
  await expect(page.locator('figure', { has: table }).locator('svg')).toHaveAttribute('aria-hidden', 'true');
  // The estimate prices the offers: the yearly-cost chart is shown as well.
  await expect(
    page.getByRole('table', { name: 'Votre coût estimé sur un an, toutes taxes comprises' }),
  ).toBeAttached();
  await axe.check('étape 3 : estimation et comparaison');
});
