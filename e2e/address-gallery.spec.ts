import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The postal-address widget and the address field group of /galerie, by keyboard, against the real server:
 * communes from the La Poste dataset, addresses from the loopback national-address API (global-setup.ts).
 * axe runs on each state.
 */

// /galerie holds every widget: axe on the whole page takes seconds on a loaded machine.
test.describe.configure({ timeout: 90_000 });

async function openGallery(page: Page) {
  await page.goto('/galerie');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeVisible();
}

const form = (page: Page, name: string) => page.getByRole('form', { name });
const sent = (page: Page, name: string) =>
  page.getByRole('figure', { name: `Valeurs envoyées\u202F: ${name}` });

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

test('75011 selects « Paris 11e Arrondissement » automatically, with its INSEE code', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  const postal = form(page, 'Code postal et commune');
  const city = postal.getByRole('combobox', { name: 'Commune' });

  await typeInto(page, postal.getByRole('textbox', { name: 'Code postal' }), '75011');

  await expect(city).toHaveValue('Paris 11e Arrondissement');
  await expect(postal.getByRole('status')).toHaveText('');
  await axe.check('code postal 75011');

  await postal.getByRole('button', { name: 'Valider' }).focus();
  await page.keyboard.press('Enter');
  await expect(sent(page, 'Code postal et commune')).toContainText('"inseeCode": "75111"');
});

test('20000 lets the visitor choose between Ajaccio and Lecci', async ({ page, axe }) => {
  await openGallery(page);
  const postal = form(page, 'Code postal et commune');
  const zip = postal.getByRole('textbox', { name: 'Code postal' });
  const city = postal.getByRole('combobox', { name: 'Commune' });

  await typeInto(page, zip, '2a0 000');
  await expect(zip).toHaveValue('20000');
  await expect(city.locator('option')).toHaveText(['Choisissez votre commune', 'Ajaccio', 'Lecci']);
  await expect(city).toHaveValue('');
  await axe.check('code postal 20000');

  await city.selectOption('Lecci');
  await postal.getByRole('button', { name: 'Valider' }).focus();
  await page.keyboard.press('Enter');
  await expect(sent(page, 'Code postal et commune')).toContainText('"city": "Lecci"');
  await expect(sent(page, 'Code postal et commune')).toContainText('"inseeCode": "2A139"');

  // A new postal code clears the commune.
  await zip.focus();
  await page.keyboard.press('Backspace');
  await expect(city).toHaveValue('');
  await expect(city.locator('option')).toHaveText(['Saisissez d’abord le code postal']);
});

test('an initial INSEE code starts the list with its commune', async ({ page }) => {
  await openGallery(page);
  const saved = form(page, 'Commune enregistrée');
  await expect(saved.getByRole('combobox', { name: 'Commune' })).toHaveValue('Lecci');
  await expect(saved.getByRole('combobox', { name: 'Commune' }).locator('option')).toHaveText([
    'Choisissez votre commune',
    'Ajaccio',
    'Lecci',
  ]);
});

test('the address search: suggestions after 4 characters, chosen by keyboard, then sent', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  const address = form(page, 'Adresse du logement');
  const search = address.getByRole('combobox', { name: 'Adresse' });

  await typeInto(page, search, '12 rue de la roquette');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText([
    '12 Rue de la Roquette 75011 Paris',
    '12 bis Rue de la Roquette 75011 Paris',
  ]);
  await expect(address.getByRole('status').first()).toHaveText('2 adresses trouvées.');
  await axe.check('suggestions d’adresse');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue('12 Rue de la Roquette 75011 Paris');
  await expect(listbox).toBeHidden();
  await axe.check('adresse choisie');

  await address
    .getByRole('checkbox', { name: /J’accepte que Voltaire Énergie recherche le point de livraison/ })
    .focus();
  await page.keyboard.press('Space');
  await address.getByRole('button', { name: 'Valider l’adresse' }).focus();
  await page.keyboard.press('Enter');
  const values = sent(page, 'Adresse du logement');
  await expect(values).toContainText('"streetNumber": "12"');
  await expect(values).toContainText('"streetName": "Rue de la Roquette"');
  await expect(values).toContainText('"inseeCode": "75111"');
  await expect(values).toContainText('"oneLineSearchValid": true');
});

test('an address not chosen from the list is refused with SPEC’s message under the search field', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  const address = form(page, 'Adresse du logement');
  const search = address.getByRole('combobox', { name: 'Adresse' });

  await typeInto(page, search, '99 chemin inconnu');
  await page.keyboard.press('Tab');

  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(address.getByText('Votre adresse n’a pas pu être trouvée')).toBeVisible();
  await expect(address.getByText('Aucune adresse trouvée.')).toBeVisible();
  await axe.check('adresse introuvable');
});

test('manual entry: « Je ne trouve pas mon adresse », then back with « Recherche automatique »', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  const address = form(page, 'Adresse du logement');

  await address.getByRole('button', { name: 'Je ne trouve pas mon adresse' }).focus();
  await page.keyboard.press('Enter');
  const number = address.getByRole('textbox', { name: 'Numéro de voie' });
  await expect(number).toBeFocused();
  await page.keyboard.type('12 bis');
  await typeInto(page, address.getByRole('textbox', { name: /Nom de la voie/ }), 'Rue de la Roquette');
  await typeInto(page, address.getByRole('textbox', { name: /Code postal/ }), '75011');
  await expect(address.getByRole('combobox', { name: /Commune/ })).toHaveValue('Paris 11e Arrondissement');
  await axe.check('saisie manuelle');

  await address.getByRole('checkbox', { name: /J’accepte que/ }).focus();
  await page.keyboard.press('Space');
  await address.getByRole('button', { name: 'Valider l’adresse' }).focus();
  await page.keyboard.press('Enter');
  await expect(sent(page, 'Adresse du logement')).toContainText('"city": "Paris 11e Arrondissement"');

  await address.getByRole('button', { name: 'Recherche automatique' }).focus();
  await page.keyboard.press('Enter');
  await expect(address.getByRole('combobox', { name: 'Adresse' })).toBeFocused();
});

test('older keys are dropped from the values sent', async ({ page }) => {
  await openGallery(page);
  const resumed = form(page, 'Adresse reprise');
  await expect(resumed.getByRole('combobox', { name: /Commune/ })).toHaveValue('Paris 11e Arrondissement');
  await resumed.getByRole('button', { name: 'Valider l’adresse' }).focus();
  await page.keyboard.press('Enter');
  const values = sent(page, 'Adresse reprise');
  await expect(values).toContainText('"zipCode": "75011"');
  for (const key of ['insee_code', 'zip_code', '"number"', '"street"'])
    await expect(values).not.toContainText(key);
});
