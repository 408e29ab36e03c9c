import type { Locator, Page } from '@playwright/test';
import { codeSentTo, linkPath } from './customer-links.js';
import { expect, test } from './fixtures.js';

/**
 * An existing customer changes offer from the link e-mailed to them (read in the outbox): the code, the offers
 * side by side, a new power, a reload, the summary, the amendment signed, the thank-you page. Axe on each step.
 */
const EMAIL = 'camille.bernard@exemple.fr';

async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

test('a customer changes offer from the e-mailed link to the thank-you page', async ({
  page,
  axe,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto('/changement-offre');
  await expect(page.getByRole('heading', { level: 1, name: 'Changer d’offre' })).toBeVisible();
  await axe.check('changer d’offre : demande de lien');
  await page.getByRole('textbox', { name: /Adresse e-mail ou numéro de téléphone/ }).fill(EMAIL);
  await press(page, page.getByRole('button', { name: 'Recevoir mon lien personnel' }));
  await expect(
    page.getByRole('status').filter({ hasText: /vous allez recevoir un lien personnel/ }),
  ).toBeVisible();

  const path = await linkPath(baseURL as string, EMAIL);
  await page.goto(`${path.slice(0, -3)}xyz`);
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est pas valide' })).toBeVisible();
  await axe.check('changer d’offre : lien altéré');

  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Votre contrat' })).toContainText('Électricité Indexée');
  await press(page, page.getByRole('button', { name: 'Recevoir mon code' }));
  await expect(
    page.getByRole('status').filter({ hasText: /Un code à 6 chiffres vient d’être envoyé/ }),
  ).toBeVisible();
  await axe.check('changer d’offre : code envoyé');
  const code = await codeSentTo(baseURL as string, EMAIL, 'contract-code');
  await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).focus();
  await page.keyboard.type(code);
  await press(page, page.getByRole('button', { name: 'Valider le code' }));

  await expect(page).toHaveURL(/\/changement-offre\/contrat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: /Comparaison des offres/ })).toContainText('Électricité Fixe');
  await expect(page.getByRole('img', { name: /Coût annuel estimé de 3 offres/ })).toBeVisible();
  await axe.check('changer d’offre : offres');

  await page.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('9');
  await press(page, page.getByRole('button', { name: 'Recalculer les prix' }));
  await expect(page).toHaveURL(/kva=9/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Puissance souscrite' })).toHaveValue('9');
  const fixed = page.getByRole('radio', { name: /^Électricité Fixe/ });
  await press(page, fixed, 'Space');
  await expect(fixed).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continuer' }));

  await expect(
    page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre changement d’offre' }),
  ).toBeVisible();
  const change = page.getByRole('region', { name: 'Ce qui change' });
  await expect(change).toContainText('Électricité Indexée → Électricité Fixe');
  await expect(change).toContainText('6 kVA, option Base → 9 kVA, option Base');
  await axe.check('changer d’offre : récapitulatif');
  for (const box of await page.getByRole('checkbox').all()) await press(page, box, 'Space');
  await press(page, page.getByRole('button', { name: 'Signer mon avenant' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Signature de votre contrat' })).toBeVisible();
  await axe.check('changer d’offre : signature');
  const byEmail = page.getByRole('radio', { name: /^Par e-mail/ });
  await press(page, byEmail, 'Space');
  await press(page, page.getByRole('button', { name: 'Recevoir mon code' }));
  await expect(page.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  await page.keyboard.type(await codeSentTo(baseURL as string, EMAIL, 'signing-code'));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/changement-offre\/[0-9a-f-]{36}\/remerciement$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre changement d’offre est confirmé' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ce qui change' })).toContainText(
    /Votre offre passe de « Électricité Indexée » à « Électricité Fixe » le \d{2}\/\d{2}\/\d{4}\./,
  );
  await axe.check('changer d’offre : merci');
});
