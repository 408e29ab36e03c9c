import type { Locator, Page } from '@playwright/test';
import { codeSentTo, linkPath } from './customer-links.js';
import { expect, test } from './fixtures.js';

/**
 * An existing customer moves house from the e-mailed link (outbox): the code, the move-out date and, their gas
 * meter being a classic one, the GRDF technician's half-day; the new home through the subscription's own steps
 * (address, meter, offer), the holder and payment carried over, one signature, and the thank-you page with both
 * dates and the visit. Axe on each step, a reload mid-step.
 */
const EMAIL = 'paul.roux@exemple.fr';

async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuer', exact: true });
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return {
    typed: `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`,
    shown: date.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  };
};

test('a customer moves house from the e-mailed link to the thank-you page with both dates', async ({
  page,
  axe,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.goto('/demenagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Je déménage' })).toBeVisible();
  await page.getByRole('textbox', { name: /Adresse e-mail ou numéro de téléphone/ }).fill(EMAIL);
  await press(page, page.getByRole('button', { name: 'Recevoir mon lien personnel' }));
  await expect(
    page.getByRole('status').filter({ hasText: /vous allez recevoir un lien personnel/ }),
  ).toBeVisible();
  await axe.check('déménagement : demande de lien');

  await page.goto(await linkPath(baseURL as string, EMAIL, 0));
  await expect(page.getByRole('region', { name: 'Votre contrat' })).toContainText('22 Rue Sainte-Catherine');
  await press(page, page.getByRole('button', { name: 'Recevoir mon code' }));
  await expect(page.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeVisible();
  await axe.check('déménagement : code');
  await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).focus();
  await page.keyboard.type(await codeSentTo(baseURL as string, EMAIL, 'contract-code'));
  await press(page, page.getByRole('button', { name: 'Valider le code' }));

  await expect(page).toHaveURL(/\/demenagement\/contrat\/[0-9a-f-]{36}$/);
  const bothEnds = page.getByRole('radio', { name: /^Je quitte mon logement/ });
  await press(page, bothEnds, 'Space');
  const moveOut = inDays(30);
  await page.getByRole('group', { name: 'Date de départ' }).getByRole('spinbutton').first().focus();
  await page.keyboard.type(moveOut.typed);
  const visit = page.getByRole('radiogroup', { name: /Rendez-vous avec le technicien/ });
  await expect(visit).toBeVisible();
  const slot = visit.getByRole('radio').first();
  await press(page, slot, 'Space');
  await expect(slot).toBeChecked();
  await axe.check('déménagement : départ et rendez-vous technicien');
  await press(page, page.getByRole('button', { name: 'Continuer vers mon nouveau logement' }));

  // The new home: the subscription's own steps, under /demenagement.
  await expect(page).toHaveURL(/\/demenagement\/[0-9a-f-]{36}\/logement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre logement' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre logement' })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Adresse du logement' });
  await search.focus();
  await page.keyboard.type('12 rue de la roquette');
  await expect(page.getByRole('option', { name: '12 Rue de la Roquette 75011 Paris' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await press(page, page.getByRole('checkbox', { name: /recherche le point de livraison/ }), 'Space');
  await press(page, page.getByRole('radio', { name: 'Appartement' }), 'Space');
  await axe.check('déménagement : nouveau logement');
  await press(page, continueButton(page));

  await expect(page.getByRole('heading', { level: 1, name: 'Votre compteur' })).toBeVisible();
  const meter = page.getByRole('radio', { name: /Bât\. A, 1er étage, porte gauche/ });
  await press(page, meter, 'Space');
  const mine = page.getByRole('checkbox', { name: /ce compteur est bien celui de mon logement/ });
  if (await mine.isVisible()) await press(page, mine, 'Space');
  await axe.check('déménagement : compteur');
  await press(page, continueButton(page));

  await expect(page.getByRole('heading', { level: 1, name: 'Votre situation et votre offre' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Je change de fournisseur/ })).toBeChecked();
  await press(page, page.getByRole('radio', { name: /Gaz Fixe/ }), 'Space');
  await axe.check('déménagement : offre');
  await press(page, continueButton(page));

  // Holder and payment carried over: confirmed, not retyped; the IBAN masked.
  await expect(page.getByRole('heading', { level: 1, name: 'Le titulaire du contrat' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Paul');
  await axe.check('déménagement : titulaire');
  await press(page, continueButton(page));
  await expect(page.getByRole('heading', { level: 1, name: 'Votre moyen de paiement' })).toBeVisible();
  await expect(page.getByText('FR76 •••• •••• •••• •••• •••• 189')).toBeVisible();
  await axe.check('déménagement : paiement');
  await press(page, page.getByRole('link', { name: 'Continuer' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif avant signature' })).toBeVisible();
  await press(page, page.getByRole('checkbox', { name: /conditions générales de vente/ }), 'Space');
  await press(page, page.getByRole('checkbox', { name: /données de mon compteur/ }), 'Space');
  await axe.check('déménagement : récapitulatif');
  await press(page, page.getByRole('button', { name: 'Continuer vers la signature' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Signature de votre contrat' })).toBeVisible();
  await axe.check('déménagement : signature');
  await press(page, page.getByRole('radio', { name: /^Par e-mail/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Recevoir mon code' }));
  await expect(page.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
  await page.keyboard.type(await codeSentTo(baseURL as string, EMAIL, 'signing-code'));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/demenagement\/[0-9a-f-]{36}\/remerciement$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre déménagement est enregistré' }),
  ).toBeVisible();
  const dates = page.getByRole('region', { name: 'Vos dates' });
  await expect(dates).toContainText(`${moveOut.shown} — 22 Rue Sainte-Catherine 3e étage 33000 Bordeaux`);
  await expect(dates).toContainText(/Arrivée\s*\d{2}\/\d{2}\/\d{4} — 12 Rue de la Roquette/);
  await expect(dates).toContainText(/Rendez-vous technicien\s*\d{2}\/\d{2}\/\d{4}, \d{2}h00–\d{2}h00/);
  await expect(
    page.getByText(
      /la résiliation a été demandée au gestionnaire de réseau \(dossier RES-GRD-23306300007718-/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/Un technicien du gestionnaire de réseau vient relever l’index/)).toBeVisible();
  await axe.check('déménagement : merci');
});
