import { expect, test } from './fixtures.js';
import { check, continueButton, meterSearchEnded, press, stepHeading, typeInto } from './keyboard.js';
import { latestMessage } from './outbox.js';

/**
 * Agent sales against the real server, for telesales and for comparison: the agent logs in, lands on their
 * channel's workspace, runs the six steps for a customer (a reload on the way loses nothing), sends the
 * signing link by e-mail; the customer opens it in a browser of their own, reads the contract, signs with the
 * code from the outbox; the agent's workspace then shows the sale « Signée ».
 */

const PASSWORD = 'Voltaire-demo-2026';
/** Unique per run, so that the tests also pass against a server that has already run them (E2E_BASE_URL). */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const AGENTS = [
  {
    name: 'telesales',
    email: 'tlv@voltaire.demo',
    landing: '/contrats-energies-tlv',
    channel: 'Télévente',
    needsCallContext: true,
  },
  {
    name: 'comparison',
    email: 'comparateur@voltaire.demo',
    landing: '/contrats-energies-comparateur',
    channel: 'Comparateur',
    needsCallContext: false,
  },
] as const;

for (const agent of AGENTS) {
  test(`${agent.name}: an agent sells, the customer signs on their own device, the workspace shows it signed`, async ({
    page,
    browser,
    axe,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const email = `client.${agent.name}.${RUN}@example.fr`;

    await page.goto('/connexion');
    await typeInto(page, page.getByRole('textbox', { name: 'Adresse e-mail' }), agent.email);
    await typeInto(page, page.getByLabel('Mot de passe'), PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${agent.landing}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Espace conseiller – ${agent.channel}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: /Mes ventes/ }).or(page.getByText(/Aucune vente/)),
    ).toBeVisible();
    await axe.check(`espace ${agent.name}`);

    await press(page, page.getByRole('button', { name: 'Nouvelle vente' }));
    await expect(page).toHaveURL(/\/souscription\/[0-9a-f-]{36}\/logement$/);
    const orderId = /\/souscription\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;
    const bar = page.getByRole('navigation', { name: 'Vente conseiller' });
    await expect(bar).toContainText(`Vente conseiller · ${agent.channel} · VOL-`);
    const reference = /VOL-\d{4}-[0-9A-Z]{10}/.exec((await bar.textContent()) ?? '')?.[0] as string;

    if (agent.needsCallContext) {
      const context = page.getByRole('region', { name: 'Contexte de l’appel' });
      await expect(page.getByRole('combobox', { name: 'Adresse du logement' })).toHaveCount(0);
      await axe.check('contexte de l’appel');
      await check(page, context.getByRole('radio', { name: /Appel entrant/ }));
      await press(page, context.getByRole('button', { name: 'Enregistrer le contexte de l’appel' }));
      await expect(context.getByRole('status')).toHaveText('Appel entrant (le client a appelé)');
      await expect(context.getByRole('button', { name: 'Modifier le contexte de l’appel' })).toBeFocused();
    }

    // Step 1: the home.
    const search = page.getByRole('combobox', { name: 'Adresse du logement' });
    await typeInto(page, search, '12 rue de la roquette');
    await expect(page.getByRole('option', { name: '12 Rue de la Roquette 75011 Paris' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('12 Rue de la Roquette 75011 Paris');
    await check(page, page.getByRole('checkbox', { name: /recherche le point de livraison/ }));
    await check(page, page.getByRole('radio', { name: 'Appartement' }));
    await axe.check(`${agent.name} étape 1`);
    await press(page, continueButton(page));

    // Step 2: the customer does not know their meter's number.
    await expect(stepHeading(page, 'Votre compteur')).toBeVisible();
    await meterSearchEnded(page);
    await check(page, page.getByRole('radio', { name: 'Je ne le connais pas' }));
    await press(page, continueButton(page));

    // Step 3: switching supplier, 6 kVA Base, Électricité Fixe.
    await expect(stepHeading(page, 'Votre situation et votre offre')).toBeVisible();
    await check(page, page.getByRole('radio', { name: /Je change de fournisseur/ }));
    await check(page, page.getByRole('radio', { name: /^Base/ }));
    await page.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('6');
    await typeInto(page, page.getByRole('textbox', { name: 'Consommation annuelle (kWh)' }), '2350');
    await check(page, page.getByRole('radio', { name: /Électricité Fixe/ }));
    await press(page, continueButton(page));

    // Step 4: a reload loses nothing; the answers are read back.
    await expect(stepHeading(page, 'Le titulaire du contrat')).toBeVisible();
    await page.reload();
    await expect(stepHeading(page, 'Le titulaire du contrat')).toBeVisible();
    const readBack = page.getByRole('region', { name: 'Réponses du client' });
    await expect(readBack).toContainText('12 Rue de la Roquette 75011 Paris');
    await expect(readBack).toContainText('Électricité Fixe');
    await expect(readBack).toContainText('6 kVA, option Base');
    await axe.check(`${agent.name} étape 4`);
    await check(page, page.getByRole('radio', { name: 'Madame' }));
    await typeInto(page, page.getByRole('textbox', { name: 'Prénom' }), 'Jeanne');
    await typeInto(page, page.getByRole('textbox', { name: 'Nom', exact: true }), 'Dupont');
    await typeInto(page, page.getByRole('textbox', { name: 'Adresse e-mail' }), email);
    await typeInto(page, page.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    await typeInto(page, page.getByRole('textbox', { name: 'Date de naissance' }), '12/04/1985');
    await press(page, continueButton(page));

    // Step 5: payment.
    await expect(stepHeading(page, 'Votre moyen de paiement')).toBeVisible();
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Caractères 1 à 4 de l’IBAN' }),
      'FR7630006000011234567890189',
    );
    await check(page, page.getByRole('checkbox', { name: /J’accepte le mandat de prélèvement SEPA/ }));
    await press(page, continueButton(page));

    // Step 6: the agreements, then the signing link by e-mail.
    await expect(stepHeading(page, 'Récapitulatif avant signature')).toBeVisible();
    await expect(readBack).toContainText('Madame Jeanne Dupont');
    await expect(readBack).toContainText(/IBAN FR76 •+/);
    await expect(page.getByRole('button', { name: 'Continuer vers la signature' })).toHaveCount(0);
    await check(page, page.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await check(page, page.getByRole('checkbox', { name: /données de mon compteur/ }));
    await check(page, page.getByRole('radio', { name: /^Par e-mail/ }));
    await axe.check(`${agent.name} récapitulatif`);
    await press(page, page.getByRole('button', { name: 'Envoyer le lien de signature au client' }));

    await expect(page).toHaveURL(new RegExp(`${agent.landing}$`));
    await expect(page.getByText(`Lien de signature de la vente ${reference} envoyé à`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Lien de signature envoyé');
    await axe.check(`${agent.name} lien envoyé`);

    // The customer, on a device of their own.
    const text = await latestMessage(baseURL as string, email, 'signing-request');
    const link = /\/signature\/lien\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link, `pas de lien de signature dans : ${text}`).toBeTruthy();
    const customerContext = await browser.newContext();
    try {
      const customer = await customerContext.newPage();
      await customer.goto(link as string);
      await expect(customer).toHaveURL(new RegExp(`/signature/${orderId}$`));
      await expect(
        customer.getByRole('heading', { level: 1, name: 'Signature de votre contrat' }),
      ).toBeVisible();
      await expect(customer.getByRole('region', { name: 'Votre contrat' })).toContainText(reference);
      await check(customer, customer.getByRole('radio', { name: /^Par e-mail/ }));
      await press(customer, customer.getByRole('button', { name: 'Recevoir mon code' }));
      await expect(customer.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
      const codeText = await latestMessage(baseURL as string, email, 'signing-code');
      const code = /est (\d{6})\./.exec(codeText)?.[1];
      expect(code, `pas de code dans : ${codeText}`).toBeDefined();
      await customer.keyboard.type(code as string);
      await customer.keyboard.press('Enter');
      await expect(customer).toHaveURL(new RegExp(`/souscription/${orderId}/confirmation$`));
    } finally {
      await customerContext.close();
    }

    // The workspace follows: the sale is signed, and it is announced.
    await page.bringToFront();
    await expect(row).toContainText('Signée', { timeout: 25_000 });
    await expect(page.getByRole('status').filter({ hasText: `La vente ${reference}` })).toContainText(
      'Signée',
    );
  });
}

test('a customer’s expired or unknown signing link is explained in French', async ({ page, axe }) => {
  await page.goto('/signature/lien/jeton-inconnu');
  await expect(page.getByRole('heading', { level: 1, name: 'Lien de signature invalide' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Ce lien de signature est invalide.');
  await axe.check('lien de signature invalide');
});
