import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The form kit and the captcha of /galerie, driven by keyboard only, with axe on each state; the captcha runs
 * under the server's real Content-Security-Policy (the fixture fails on any violation).
 */

async function openGallery(page: Page) {
  await page.goto('/galerie');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeVisible();
}

/** A date far enough ahead to be after today, and a working day: Wednesday 12 June 2030. */
const WORKING_DAY = { day: '12', month: '06', year: '2030', iso: '2030-06-12' };

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

test('the submit button of a pristine form is reachable, explains itself, and reveals the errors', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  const form = page.getByRole('form', { name: 'Formulaire de démonstration' });
  const submit = form.getByRole('button', { name: 'Valider ma souscription' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription(/Bouton désactivé/);
  await submit.focus();
  await expect(submit).toBeFocused();

  // Activating it sends nothing: every error shows (the checkbox's too) and the first invalid field takes focus.
  await page.keyboard.press('Enter');
  const terms = form.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ });
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toHaveAccessibleDescription('Champ obligatoire');
  await expect(form.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Champ obligatoire');
  await expect(form.getByRole('radio', { name: 'Madame' })).toBeFocused();
  await expect(page.getByLabel('Valeurs envoyées')).toHaveCount(0);
  await axe.check('formulaire en erreur');
});

test('a text field shows its error once left, and the checkbox only after a submit attempt', async ({
  page,
}) => {
  await openGallery(page);
  const form = page.getByRole('form', { name: 'Formulaire de démonstration' });
  const email = form.getByRole('textbox', { name: 'Adresse e-mail' });
  await typeInto(page, email, 'jeanne@');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Adresse e-mail invalide');

  const terms = form.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(terms).not.toHaveAttribute('aria-invalid');
});

test('a form filled by keyboard is sent with the values of the domain’s schemas', async ({ page, axe }) => {
  await openGallery(page);
  const form = page.getByRole('form', { name: 'Formulaire de démonstration' });

  await form.getByRole('radio', { name: 'Madame' }).focus();
  await page.keyboard.press('Space');
  await typeInto(page, form.getByRole('textbox', { name: 'Nom' }), 'Dupont-Lefèvre');
  await typeInto(page, form.getByRole('textbox', { name: 'Adresse e-mail' }), 'jeanne.dupont@example.fr');
  await typeInto(page, form.getByRole('textbox', { name: 'Téléphone' }), '0612345678');

  const date = form.getByRole('group', { name: 'Date de mise en service' });
  await date.getByRole('spinbutton').first().focus();
  await page.keyboard.type(`${WORKING_DAY.day}${WORKING_DAY.month}${WORKING_DAY.year}`);
  await expect(date).toContainText(
    new RegExp(`${WORKING_DAY.day}.*/.*${WORKING_DAY.month}.*/.*${WORKING_DAY.year}`),
  );

  await typeInto(
    page,
    form.getByRole('textbox', { name: 'Caractères 1 à 4 de l’IBAN' }),
    'FR7630006000011234567890189',
  );
  await typeInto(page, form.getByRole('textbox', { name: 'Chiffre 1 sur 4' }), '4815');
  await form.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).focus();
  await page.keyboard.press('Space');

  const submit = form.getByRole('button', { name: 'Valider ma souscription' });
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.focus();
  await page.keyboard.press('Enter');
  // While it is sent, the button is disabled and says so.
  await expect(submit).toHaveAccessibleDescription('Bouton désactivé : envoi en cours.');

  const sent = page.getByLabel('Valeurs envoyées');
  await expect(sent).toBeVisible();
  const values = JSON.parse((await sent.textContent()) ?? '{}');
  expect(values).toEqual({
    civility: 'Mme',
    lastName: 'Dupont-Lefèvre',
    email: 'jeanne.dupont@example.fr',
    phone: '0612345678',
    startDate: WORKING_DAY.iso,
    iban: 'FR7630006000011234567890189',
    code: '4815',
    terms: true,
  });
  await axe.check('formulaire envoyé');
});

test('a form validated on mount can be sent untouched', async ({ page }) => {
  await openGallery(page);
  const form = page.getByRole('form', { name: 'Lettre d’information' });
  const submit = form.getByRole('button', { name: 'M’inscrire' });
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Inscription envoyée.')).toBeVisible();
});

test('the self-hosted captcha solves its challenge under the CSP and yields a payload', async ({
  page,
  axe,
}) => {
  // The proof of work takes a few seconds of CPU (more on a busy machine).
  test.setTimeout(90_000);
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/captcha/challenge')) challenges.push(request.url());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openGallery(page);
  const region = page.getByRole('region', { name: 'Captcha' });
  const checkbox = region.getByRole('checkbox', { name: 'Pas un robot' });
  // The widget loads as its place nears the screen, far down the gallery: not before.
  expect(requested.filter((url) => url.includes('/assets/load-altcha'))).toEqual([]);
  await region.scrollIntoViewIfNeeded();
  await expect(checkbox).toBeVisible();
  await axe.check('captcha non vérifié');

  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(region.getByText(/^État/).locator('code')).toHaveText('verified', { timeout: 60_000 });
  await expect(region.getByText(/^Valeur/).locator('code')).not.toHaveText('(vide)');
  expect(challenges.some((url) => url.endsWith('/api/node/v1/captcha/challenge'))).toBe(true);
  const origin = new URL(page.url()).origin;
  const thirdParty = requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(thirdParty, 'aucun appel à un tiers').toEqual([]);
  await axe.check('captcha vérifié');
});
