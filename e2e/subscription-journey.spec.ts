import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Axe, expect, test } from './fixtures.js';
import { meterSearchEnded } from './keyboard.js';

/**
 * The subscription journey (/souscription), six steps for electricity, against the real server: addresses
 * from the loopback national-address API (global-setup.ts), delivery points, promo and pin codes from the
 * demo seed. Everything by keyboard: fields get the focus, then keys only. axe runs on every step.
 */

test.describe.configure({ timeout: 180_000 });

/**
 * 12 rue de la Roquette, Bât. A, rez-de-chaussée, porte droite: Linky, 6 kVA Base, 2 350 kWh. Once the order
 * goes to signing, the point is taken: the test runs once per fresh server (global-setup.ts).
 */
const PDL = '01100450002781';
const VALID_IBAN = 'FR7630006000011234567890189';

/** A fresh e-mail per run: a promo code is once per customer. */
const uniqueEmail = () => `jeanne.dupont+${Date.now()}${Math.floor(Math.random() * 1000)}@example.fr`;

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

/** Ticks a checkbox or picks a radio, by keyboard. */
async function check(page: Page, target: Locator) {
  await press(page, target, 'Space');
  await expect(target).toBeChecked();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuer', exact: true });

async function expectStep(page: Page, number: number, title: string) {
  await expect(stepHeading(page, title)).toBeVisible();
  await expect(page.getByText(`Étape ${number} sur 6`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Étapes de la souscription' }).locator('[aria-current="step"]'),
  ).toContainText(`${number}.`);
  await expect(stepHeading(page, title)).toBeFocused();
}

/** Step 1 by keyboard: the address found by search, the consent, the housing type. */
async function fillHousing(page: Page, axe: Axe) {
  const search = page.getByRole('combobox', { name: 'Adresse du logement' });
  await typeInto(page, search, '12 rue de la roquette');
  const option = page.getByRole('option', { name: '12 Rue de la Roquette 75011 Paris' });
  await expect(option).toBeVisible();
  await axe.check('logement, suggestions');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue('12 Rue de la Roquette 75011 Paris');
  await check(page, page.getByRole('checkbox', { name: /recherche le point de livraison/ }));
  await check(page, page.getByRole('radio', { name: 'Appartement' }));
}

test('a visitor subscribes to electricity by keyboard only, with a promo code, and a reload loses nothing', async ({
  page,
  axe,
}) => {
  const email = uniqueEmail();

  // Step 1: the home. An unknown address, then a wrong postal code, are refused in French.
  await page.goto('/souscription');
  await expect(page).toHaveURL(/\/souscription\/[0-9a-f-]{36}\/logement$/);
  await expect(stepHeading(page, 'Votre logement')).toBeVisible();
  await expect(page.getByText('Étape 1 sur 6')).toBeVisible();
  await expect(
    page.getByText('Votre prix s’affiche à l’étape 3, dès que vous choisissez votre offre.'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Votre logement – Étape 1 sur 6/);
  await axe.check('étape 1');

  const search = page.getByRole('combobox', { name: 'Adresse du logement' });
  await typeInto(page, search, '99 rue imaginaire');
  await expect(page.getByRole('status').filter({ hasText: 'Aucune adresse trouvée.' })).toBeVisible();
  await press(page, continueButton(page));
  // Nothing sent: the errors show, and the first field in error takes the focus.
  await expect(search).toBeFocused();
  await expect(search).toHaveAccessibleDescription(/Votre adresse n’a pas pu être trouvée/);

  await press(page, page.getByRole('button', { name: 'Je ne trouve pas mon adresse' }));
  const zipCode = page.getByRole('textbox', { name: 'Code postal' });
  await expect(page.getByRole('textbox', { name: 'Numéro de voie' })).toBeFocused();
  await typeInto(page, zipCode, '7501');
  await page.keyboard.press('Tab');
  await expect(zipCode).toHaveAccessibleDescription('Code postal invalide.');
  await axe.check('étape 1, code postal invalide');
  await press(page, page.getByRole('button', { name: 'Recherche automatique' }));

  await fillHousing(page, axe);
  await press(page, continueButton(page));

  // Step 2: the meter, typed; an invalid PDL is refused, the right one shown with its flat to confirm.
  await expectStep(page, 2, 'Votre compteur');
  await expect(
    page.getByRole('status').filter({ hasText: '6 compteurs d’électricité trouvés' }),
  ).toBeVisible();
  await expect(
    page.getByRole('radio', { name: /Bât\. A, 1er étage, porte gauche — Compteur Linky/ }),
  ).toBeVisible();
  await axe.check('étape 2');
  await check(page, page.getByRole('radio', { name: 'Je saisis mon numéro de PDL' }));
  const pdl = page.getByRole('textbox', { name: 'Numéro de PDL' });
  await typeInto(page, pdl, PDL.slice(0, 10));
  await page.keyboard.press('Tab');
  await expect(pdl).toHaveAccessibleDescription(/Le numéro de PDL doit comporter exactement 14 chiffres\./);
  await typeInto(page, pdl, PDL.slice(10));
  await page.keyboard.press('Enter');
  const card = page.getByRole('heading', { name: 'Est-ce bien votre compteur ?' });
  await expect(card).toBeVisible();
  await expect(page.getByText('Bât. A, rez-de-chaussée, porte droite', { exact: true })).toBeVisible();
  const mine = page.getByRole('checkbox', { name: /ce compteur est bien celui de mon logement/ });
  await expect(mine).toBeFocused();
  await axe.check('étape 2, compteur à confirmer');
  await page.keyboard.press('Space');
  await expect(mine).toBeChecked();
  await press(page, continueButton(page));

  // Step 3: switching supplier; power and consumption come from the meter; an offer, priced.
  await expectStep(page, 3, 'Votre situation et votre offre');
  await expect(page.getByText(/D’après votre compteur \(Compteur Linky\)/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Puissance souscrite' })).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Consommation annuelle (kWh)' })).toHaveValue('2350');
  await check(page, page.getByRole('radio', { name: /Je change de fournisseur/ }));
  await expect(page.getByRole('group', { name: 'Date de début de fourniture' })).toBeVisible();
  const offer = page.getByRole('radio', { name: /Électricité Fixe/ });
  await expect(offer).toHaveAccessibleName(/Prix fixe · \d+,\d\d\s€\/mois conseillés/);
  await check(page, offer);
  await axe.check('étape 3');
  await press(page, continueButton(page));

  // Step 4: the holder. A reload finds everything; back and forward work.
  await expectStep(page, 4, 'Le titulaire du contrat');
  await expect(page.getByRole('complementary', { name: 'Votre prix' })).toContainText('Électricité Fixe');
  await page.reload();
  await expect(stepHeading(page, 'Le titulaire du contrat')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Votre prix' })).toContainText(
    'Mensualité conseillée',
  );
  await page.goBack();
  await expect(stepHeading(page, 'Votre situation et votre offre')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Électricité Fixe/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Je change de fournisseur/ })).toBeChecked();
  await page.goForward();
  await expect(stepHeading(page, 'Le titulaire du contrat')).toBeVisible();
  await press(
    page,
    page
      .getByRole('navigation', { name: 'Étapes de la souscription' })
      .getByRole('link', { name: /1\. Logement/ }),
  );
  await expectStep(page, 1, 'Votre logement');
  await expect(page.getByRole('combobox', { name: 'Adresse du logement' })).toHaveValue(
    '12 Rue de la Roquette 75011 Paris',
  );
  await expect(page.getByRole('radio', { name: 'Appartement' })).toBeChecked();
  await page.goBack();
  await expect(stepHeading(page, 'Le titulaire du contrat')).toBeVisible();

  await check(page, page.getByRole('radio', { name: 'Madame' }));
  await typeInto(page, page.getByRole('textbox', { name: 'Prénom' }), 'Jeanne');
  await typeInto(page, page.getByRole('textbox', { name: 'Nom', exact: true }), 'Dupont');
  await typeInto(page, page.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await typeInto(page, page.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
  await typeInto(page, page.getByRole('textbox', { name: 'Date de naissance' }), '12/04/1985');
  await expect(page.getByRole('checkbox', { name: /offres et actualités/ })).not.toBeChecked();
  await axe.check('étape 4');
  await press(page, continueButton(page));

  // Step 5: payment. An invalid IBAN is refused; the mandate's RUM comes once saved.
  await expectStep(page, 5, 'Votre moyen de paiement');
  await expect(page.getByText(/La référence unique du mandat \(RUM\) vous sera communiquée/)).toBeVisible();
  const ibanStart = page.getByRole('textbox', { name: 'Caractères 1 à 4 de l’IBAN' });
  await typeInto(page, ibanStart, `${VALID_IBAN.slice(0, -1)}8`);
  await page.keyboard.press('Tab');
  await expect(page.getByText('IBAN invalide')).toBeVisible();
  await press(page, page.getByRole('textbox', { name: 'Caractères 25 à 27 de l’IBAN' }), 'End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9');
  await page.keyboard.press('Tab');
  await expect(page.getByText('IBAN invalide')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Titulaire du compte' })).toHaveValue('Jeanne Dupont');
  await check(page, page.getByRole('checkbox', { name: /J’accepte le mandat de prélèvement SEPA/ }));
  await axe.check('étape 5');
  await press(page, continueButton(page));

  // Step 6: the summary, the pre-contract information, an expired then a valid promo code, the agreements.
  await expectStep(page, 6, 'Récapitulatif avant signature');
  await expect(page.getByText(/FR76 •+/).first()).toBeVisible();
  await expect(page.getByText(/Référence unique du mandat \(RUM\) : \S+/)).toBeVisible();
  await expect(page.getByText('Médiateur national de l’énergie', { exact: false }).first()).toBeVisible();
  await axe.check('étape 6');
  const promo = page.getByRole('textbox', { name: 'Votre code promo' });
  await typeInto(page, promo, 'ETE2025');
  await page.keyboard.press('Enter');
  await expect(promo).toHaveAccessibleDescription('Ce code promo a expiré.');
  await promo.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('BIENVENUE');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Le code promo BIENVENUE est appliqué' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Votre prix' })).toContainText('BIENVENUE');
  await check(page, page.getByRole('checkbox', { name: /conditions générales de vente/ }));
  await check(page, page.getByRole('checkbox', { name: /données de mon compteur/ }));
  await axe.check('étape 6, code promo appliqué');
  await press(page, page.getByRole('button', { name: 'Continuer vers la signature' }));
  await expect(page).toHaveURL(/\/signature\/[0-9a-f-]{36}$/);
});

test('« Souscrire » on an offer starts the journey with that offer chosen', async ({ page, axe }) => {
  await page.goto('/offres?energie=electricite');
  await press(page, page.getByRole('link', { name: 'Souscrire à Électricité Verte' }));
  await expect(page).toHaveURL(
    /\/souscription\/[0-9a-f-]{36}\/logement\?offre=elec-vert&energie=electricite$/,
  );
  await expect(stepHeading(page, 'Votre logement')).toBeVisible();
  await fillHousing(page, axe);
  await press(page, continueButton(page));
  await expectStep(page, 2, 'Votre compteur');
  await meterSearchEnded(page);
  await check(page, page.getByRole('radio', { name: 'Je ne le connais pas' }));
  await press(page, continueButton(page));
  await expectStep(page, 3, 'Votre situation et votre offre');
  await expect(page.getByRole('radio', { name: /Électricité Verte/ })).toBeChecked();
});

test('a step whose predecessors are not done sends to the first unfinished one; an unknown order is explained', async ({
  page,
  axe,
}) => {
  await page.goto('/souscription');
  await expect(page).toHaveURL(/\/logement$/);
  const orderUrl = page.url().replace(/\/logement$/, '');
  await page.goto(`${orderUrl}/paiement`);
  await expect(page).toHaveURL(/\/logement$/);
  await expect(stepHeading(page, 'Votre logement')).toBeVisible();

  await page.goto('/souscription/00000000-0000-4000-8000-000000000000/logement');
  await expect(page.getByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Commencer une nouvelle souscription' })).toBeVisible();
  await axe.check('commande introuvable');
});

/** The admin's session, to read the outbox (e-mails stay there without SMTP). */
async function resumeLinkSentTo(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v2/auth/login', {
    data: { email: 'admin@voltaire.demo', password: 'Voltaire-demo-2026' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const outbox = await request.get(
    `/api/node/v1/admin/outbox?to=${encodeURIComponent(email)}&purpose=resume-link`,
  );
  expect(outbox.ok(), await outbox.text()).toBe(true);
  const { messages } = (await outbox.json()).data as { messages: { text: string }[] };
  const link = /\/reprise\/[A-Za-z0-9_-]+/.exec(messages[0]?.text ?? '')?.[0];
  expect(link, 'lien de reprise dans l’e-mail').toBeTruthy();
  return link as string;
}

test('a visitor saves for later, opens the e-mailed link in a fresh browser and continues', async ({
  page,
  axe,
  browser,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto('/souscription');
  await expect(stepHeading(page, 'Votre logement')).toBeVisible();
  await fillHousing(page, axe);
  await press(page, continueButton(page));
  await expectStep(page, 2, 'Votre compteur');

  await press(page, page.getByRole('button', { name: 'Enregistrer et reprendre plus tard' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Reprendre plus tard');
  await axe.check('reprendre plus tard');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveAccessibleName('Lien envoyé');
  await expect(dialog.getByRole('status')).toContainText(`Nous avons envoyé à ${email} un lien`);
  await press(page, dialog.getByRole('button', { name: 'Fermer' }).last());

  const link = await resumeLinkSentTo(request, email);
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/souscription\/[0-9a-f-]{36}\/point-de-livraison$/);
    await expect(stepHeading(other, 'Votre compteur')).toBeVisible();
    await expect(other.getByText('12 Rue de la Roquette 75011 Paris', { exact: true })).toBeVisible();
    await meterSearchEnded(other);
    await check(other, other.getByRole('radio', { name: 'Je ne le connais pas' }));
    await expect(other.getByText(/nous retrouverons votre compteur à partir de votre adresse/)).toBeVisible();
    await press(other, continueButton(other));
    await expect(stepHeading(other, 'Votre situation et votre offre')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('an expired or unknown resume link is explained in French', async ({ page, axe }) => {
  await page.goto('/reprise/jeton-inconnu');
  await expect(page.getByRole('heading', { level: 1, name: 'Reprendre ma souscription' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'commencer une nouvelle souscription' })).toBeVisible();
  await axe.check('lien de reprise inconnu');
});
