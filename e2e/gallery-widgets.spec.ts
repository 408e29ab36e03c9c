import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The field widgets of /galerie, driven by keyboard only (a control is focused, then keys), with axe on
 * every state they reach.
 */

async function openGallery(page: Page) {
  await page.goto('/galerie');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
/** The « Valeur : … » line of a gallery state. */
const shownValue = (state: Locator) => state.getByText(/^Valeur/).locator('code');
/** The gallery state (h3 block) titled `title` inside a section. */
const state = (region: Locator, title: string | RegExp) =>
  region
    .locator('div')
    .filter({ has: region.page().getByRole('heading', { level: 3, name: title }) })
    .last();

/** Pastes `text` into the focused field, as the clipboard would. */
async function pasteInto(field: Locator, text: string) {
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('the gallery lists every widget, passes axe, and announces the loader', async ({ page, axe }) => {
  await openGallery(page);
  const toc = page.getByRole('navigation', { name: 'Composants' });
  for (const name of [
    'Tiroir modal',
    'Popup modale',
    'Chargement',
    'Curseur',
    'Options à choix unique',
    'Bloc de précision',
    'Sélecteur de date',
    'Saisie d’IBAN',
    'Code à usage unique',
    'Captcha',
    'Téléphone et champs numériques',
    'Formulaires',
  ]) {
    await expect(toc.getByRole('link', { name })).toBeVisible();
    await expect(section(page, name)).toBeVisible();
  }
  const loader = section(page, 'Chargement').getByRole('status').first();
  await expect(loader).toContainText('Chargement en cours');
  await expect(loader.locator('svg')).toHaveAttribute('width', '60');
  await axe.check('galerie');
});

test('the slider moves by keyboard and shows its suffix only at the maximum', async ({ page, axe }) => {
  await openGallery(page);
  const slider = section(page, 'Curseur').getByRole('slider', { name: 'Surface du logement' });
  const output = section(page, 'Curseur').locator('output').nth(1);
  await slider.focus();
  await expect(output).toHaveText(/^190\sm²$/);

  await page.keyboard.press('ArrowRight');
  await expect(output).toHaveText(/^200\sm² et plus$/);
  await axe.check('curseur au maximum');
  await page.keyboard.press('ArrowLeft');
  await expect(output).toHaveText(/^190\sm²$/);
  await page.keyboard.press('Home');
  await expect(output).toHaveText(/^20\sm²$/);

  // Asked for 50 with bounds 3 to 36: clamped to 36, the maximum, with its suffix.
  await expect(section(page, 'Curseur').getByRole('slider', { name: 'Puissance souscrite' })).toHaveValue(
    '36',
  );
  await expect(section(page, 'Curseur').locator('output').nth(2)).toHaveText(/^36\skVA ou plus$/);
});

test('radio options move with the arrow keys and skip a disabled option', async ({ page }) => {
  await openGallery(page);
  const group = section(page, 'Options à choix unique').getByRole('radiogroup', { name: 'Option tarifaire' });
  await group.getByRole('radio', { name: /Base/ }).focus();
  await page.keyboard.press('Space');
  await expect(group.getByRole('radio', { name: /Base/ })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: /Heures pleines/ })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: /Base/ })).toBeChecked();
  await expect(group.getByRole('radio', { name: /Tempo/ })).toBeDisabled();
});

test('the advice block opens and closes with Enter and Space', async ({ page, axe }) => {
  await openGallery(page);
  const toggle = section(page, 'Bloc de précision').getByRole('button', { name: 'Petite précision' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(section(page, 'Bloc de précision').getByText('Le numéro de PDL figure')).toBeVisible();
  await axe.check('bloc de précision ouvert');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the date picker: day view, then years and months 3 per row, by keyboard', async ({ page, axe }) => {
  // Four axe runs on the whole gallery: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await openGallery(page);
  const region = section(page, 'Sélecteur de date');
  const defaultState = state(region, 'Par défaut : à partir d’aujourd’hui');
  await defaultState.getByRole('button', { name: /Calendrier/ }).focus();
  await page.keyboard.press('Enter');

  const calendar = page.getByRole('dialog', { name: 'Calendrier : Date de mise en service' });
  await expect(calendar).toBeVisible();
  const grid = calendar.getByRole('grid');
  await expect(grid).toBeVisible();
  // The day view opens on today, the minimum.
  await expect(grid.locator('[data-today]')).toBeFocused();
  await axe.check('calendrier, vue des jours');

  // Next day by arrow key, picked with Enter: the value is YYYY-MM-DD and the field shows dd/MM/yyyy.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  const value = await shownValue(defaultState).textContent();
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const [year, month, day] = (value ?? '').split('-');
  const field = defaultState.getByRole('group', { name: 'Date de mise en service' });
  await expect(field).toContainText(new RegExp(`${day}.*/.*${month}.*/.*${year}`));

  // Year view: the month title opens the years, 3 per row; then the months, 3 per row; then the days.
  await defaultState.getByRole('button', { name: /Calendrier/ }).focus();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(calendar.getByRole('button', { name: /changer d’année/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const years = calendar.getByRole('listbox', { name: 'Choisir une année' });
  await expect(years).toBeVisible();
  await expect(years).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/);
  await expect(years.getByRole('option', { name: new RegExp(`^${year}`) })).toBeFocused();
  await axe.check('calendrier, vue des années');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const nextYear = Number(year) + 1;
  const months = calendar.getByRole('listbox', { name: `Choisir un mois de ${nextYear}` });
  await expect(months).toBeVisible();
  await expect(months).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/);
  await expect(months.getByRole('option')).toHaveCount(12);
  await axe.check('calendrier, vue des mois');
  await page.keyboard.press('Home');
  await expect(months.getByRole('option', { name: /^janvier/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('button', { name: `janvier ${nextYear}, changer d’année` })).toBeVisible();
  await expect(calendar.getByRole('grid')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
});

test('the working-days date picker disables weekends', async ({ page }) => {
  await openGallery(page);
  const region = section(page, 'Sélecteur de date');
  await state(region, 'Jours ouvrés seulement')
    .getByRole('button', { name: /Calendrier/ })
    .focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Calendrier : Date d’intervention' });
  // Next month: every day is after today, so only weekends and holidays are disabled.
  await calendar.locator('[slot="next"]').focus();
  await page.keyboard.press('Enter');
  const grid = calendar.getByRole('grid');
  const saturdays = grid.locator('[role="button"][aria-label^="samedi"]:not([data-outside-month])');
  const wednesdays = grid.locator('[role="button"][aria-label^="mercredi"]:not([data-outside-month])');
  await expect(saturdays.first()).toHaveAttribute('aria-disabled', 'true');
  await expect(
    grid.locator('[role="button"][aria-label^="dimanche"]:not([data-outside-month])').first(),
  ).toHaveAttribute('aria-disabled', 'true');
  // A Wednesday is disabled only when it is a public holiday (e.g. 1 May, 8 May, 14 July, 11 November…).
  const enabledWednesdays = wednesdays.and(page.locator(':not([aria-disabled="true"])'));
  expect(await enabledWednesdays.count()).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Escape');
});

test('the IBAN input: 7 boxes, later ones enabled after 4 characters, paste fills it all', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  const region = section(page, 'Saisie d’IBAN');
  const first = state(region, /^Vide/);
  const group = first.getByRole('group', { name: 'IBAN' });
  const boxes = group.getByRole('textbox');
  await expect(boxes).toHaveCount(7);
  await expect(group.getByRole('textbox', { name: 'Caractères 5 à 8 de l’IBAN' })).toBeDisabled();

  await boxes.first().focus();
  await page.keyboard.type('fr76');
  await expect(group.getByRole('textbox', { name: 'Caractères 5 à 8 de l’IBAN' })).toBeEnabled();
  await expect(group.getByRole('textbox', { name: 'Caractères 5 à 8 de l’IBAN' })).toBeFocused();
  await page.keyboard.type('30006000011234567890188');
  await expect(shownValue(first)).toHaveText('FR7630006000011234567890188');

  // Leaving the field validates it with the domain's IbanSchema: the checksum is wrong.
  await page.keyboard.press('Tab');
  await expect(first.getByText('IBAN invalide')).toBeVisible();
  await expect(boxes.first()).toHaveAttribute('aria-invalid', 'true');
  await axe.check('IBAN en erreur');

  await pasteInto(
    group.getByRole('textbox', { name: 'Caractères 13 à 16 de l’IBAN' }),
    'FR76 3000 6000 0112 3456 7890 189',
  );
  await expect(shownValue(first)).toHaveText('FR7630006000011234567890189');
  await expect(first.getByText('IBAN invalide')).toHaveCount(0);
  await expect(boxes.last()).toHaveValue('189');
});

test('the one-time code: digits only, auto-advance, Backspace back, paste fills every box', async ({
  page,
}) => {
  await openGallery(page);
  const region = section(page, 'Code à usage unique');
  const first = state(region, '4 chiffres (par défaut)');
  const group = first.getByRole('group', { name: 'Code de vérification' });
  await group.getByRole('textbox', { name: 'Chiffre 1 sur 4' }).focus();
  await page.keyboard.type('4a8');
  await expect(shownValue(first)).toHaveText('48');
  await expect(group.getByRole('textbox', { name: 'Chiffre 3 sur 4' })).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(group.getByRole('textbox', { name: 'Chiffre 2 sur 4' })).toBeFocused();
  await expect(shownValue(first)).toHaveText('4');

  await pasteInto(group.getByRole('textbox', { name: 'Chiffre 2 sur 4' }), 'Code : 1234');
  await expect(shownValue(first)).toHaveText('1234');
  await expect(group.getByRole('textbox', { name: 'Chiffre 4 sur 4' })).toHaveValue('4');
});

test('phone and numeric fields keep digits; a number input refuses e, E, ., -, ,', async ({ page }) => {
  await openGallery(page);
  const region = section(page, 'Téléphone et champs numériques');
  const phone = region.getByRole('textbox', { name: 'Téléphone' });
  await phone.focus();
  await pasteInto(phone, '06 12-34.56 78');
  await expect(phone).toHaveValue('0612345678');

  const zip = region.getByRole('textbox', { name: 'Code postal' });
  await zip.focus();
  await page.keyboard.type('75a0-11');
  await expect(zip).toHaveValue('75011');

  const occupants = region.getByRole('spinbutton', { name: 'Nombre d’occupants' });
  await occupants.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1e.-,2');
  await expect(occupants).toHaveValue('12');
});
