import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { check, continueButton, meterSearchEnded, press, stepHeading, typeInto } from './keyboard.js';
import { latestMessage } from './outbox.js';

/**
 * The field channels against the real server. Door-to-door on a tablet (768×1024): a sale with a document
 * collected at the customer's, signed on the spot with the code the customer receives, the evidence file naming
 * the seller and the place. The dealership: an electric-car simulation, sent to the buyer. The special channel:
 * its own catalogue, a reserved offer sold through the journey.
 */

const PASSWORD = 'Voltaire-demo-2026';
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function logIn(page: Page, email: string, landing: string) {
  await page.goto('/connexion');
  await typeInto(page, page.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await typeInto(page, page.getByLabel('Mot de passe'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

/** Steps 1 to 5 of an agent's sale, for `email`; `offer` is the offer's radio name at step 3. */
async function runSteps(page: Page, email: string, offer: RegExp, axeCheck: (name: string) => Promise<void>) {
  const search = page.getByRole('combobox', { name: 'Adresse du logement' });
  await typeInto(page, search, '12 rue de la roquette');
  await expect(page.getByRole('option', { name: '12 Rue de la Roquette 75011 Paris' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await check(page, page.getByRole('checkbox', { name: /recherche le point de livraison/ }));
  await check(page, page.getByRole('radio', { name: 'Appartement' }));
  await axeCheck('étape 1');
  await press(page, continueButton(page));

  await expect(stepHeading(page, 'Votre compteur')).toBeVisible();
  await meterSearchEnded(page);
  await check(page, page.getByRole('radio', { name: 'Je ne le connais pas' }));
  await press(page, continueButton(page));

  await expect(stepHeading(page, 'Votre situation et votre offre')).toBeVisible();
  await check(page, page.getByRole('radio', { name: /Je change de fournisseur/ }));
  await check(page, page.getByRole('radio', { name: /^Base/ }));
  await page.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('6');
  await typeInto(page, page.getByRole('textbox', { name: 'Consommation annuelle (kWh)' }), '2350');
  await check(page, page.getByRole('radio', { name: offer }));
  await press(page, continueButton(page));

  await expect(stepHeading(page, 'Le titulaire du contrat')).toBeVisible();
  await check(page, page.getByRole('radio', { name: 'Madame' }));
  await typeInto(page, page.getByRole('textbox', { name: 'Prénom' }), 'Jeanne');
  await typeInto(page, page.getByRole('textbox', { name: 'Nom', exact: true }), 'Dupont');
  await typeInto(page, page.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await typeInto(page, page.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
  await typeInto(page, page.getByRole('textbox', { name: 'Date de naissance' }), '12/04/1985');
  await press(page, continueButton(page));

  await expect(stepHeading(page, 'Votre moyen de paiement')).toBeVisible();
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Caractères 1 à 4 de l’IBAN' }),
    'FR7630006000011234567890189',
  );
  await check(page, page.getByRole('checkbox', { name: /J’accepte le mandat de prélèvement SEPA/ }));
  await press(page, continueButton(page));
  await expect(stepHeading(page, 'Récapitulatif avant signature')).toBeVisible();
  await check(page, page.getByRole('checkbox', { name: /conditions générales de vente/ }));
  await check(page, page.getByRole('checkbox', { name: /données de mon compteur/ }));
}

test.describe('door-to-door on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('a seller collects a document, the customer signs on the tablet, the evidence names the seller and the place', async ({
    page,
    axe,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const email = `client.vad.${RUN}@example.fr`;
    await logIn(page, 'vad@voltaire.demo', '/contrats-energies-vad');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Espace conseiller – Vente à domicile' }),
    ).toBeVisible();
    const newSale = page.getByRole('button', { name: 'Nouvelle vente' });
    for (const target of [newSale, page.getByRole('button', { name: 'Se déconnecter' })]) {
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await axe.check('vente à domicile : espace (portrait)');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(newSale).toBeInViewport();
    await axe.check('vente à domicile : espace (paysage)');
    await page.setViewportSize({ width: 768, height: 1024 });

    await press(page, newSale);
    await expect(page).toHaveURL(/\/souscription\/[0-9a-f-]{36}\/logement$/);
    const orderId = /\/souscription\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;

    // The identity document, photographed at the customer's.
    const documents = page.getByRole('region', { name: 'Documents du client' });
    await documents.getByLabel('Type de document').selectOption('identity');
    await documents.getByLabel(/^Fichier/).setInputFiles({
      name: 'carte-identite.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await press(page, documents.getByRole('button', { name: 'Joindre le document' }));
    await expect(documents.getByRole('status')).toHaveText(
      'Pièce d’identité « carte-identite.pdf » jointe à la vente.',
    );
    await expect(documents.getByRole('link', { name: 'carte-identite.pdf' })).toBeVisible();
    await axe.check('vente à domicile : document joint');

    await runSteps(page, email, /Électricité Fixe/, (name) => axe.check(`vente à domicile : ${name}`));
    await expect(page.getByRole('radio', { name: /Signer maintenant avec le client/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Commune du lieu de la vente' })).toHaveValue(/Paris/);
    await axe.check('vente à domicile : signature sur place');
    await press(page, page.getByRole('button', { name: 'Signer maintenant avec le client' }));

    // The customer takes the tablet: the code goes to their own mailbox, they type it.
    await expect(page).toHaveURL(new RegExp(`/signature/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Signature de votre contrat' })).toBeVisible();
    await check(page, page.getByRole('radio', { name: /^Par e-mail/ }));
    await press(page, page.getByRole('button', { name: 'Recevoir mon code' }));
    await expect(page.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeFocused();
    const code = /est (\d{6})\./.exec(await latestMessage(baseURL as string, email, 'signing-code'))?.[1];
    expect(code).toBeDefined();
    await page.keyboard.type(code as string);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/souscription/${orderId}/confirmation$`));
    await axe.check('vente à domicile : confirmation');

    const evidence = (await (await page.request.get(`/api/node/v1/signing/${orderId}/evidence`)).json()).data;
    expect(evidence.saleContext).toMatchObject({
      kind: 'on-site',
      seller: { agentId: 'vad@voltaire.demo', displayName: 'Vendeur à domicile' },
      place: { postalCode: '75011', city: expect.stringMatching(/Paris/) },
      withdrawalDays: 14,
    });
  });
});

test('the dealership simulates an electric car and sends it to the buyer', async ({ page, axe, baseURL }) => {
  test.setTimeout(60_000);
  const email = `acheteur.${RUN}@example.fr`;
  await logIn(page, 'concession@voltaire.demo', '/concession/simulation');
  const simulation = page.getByRole('region', { name: 'Simulation voiture électrique' });
  await expect(simulation).toBeVisible();
  await axe.check('concession : simulation');

  await typeInto(page, simulation.getByLabel('Capacité de la batterie (kWh)'), '60');
  await typeInto(page, simulation.getByLabel('Consommation (kWh/100 km)'), '18');
  await typeInto(page, simulation.getByLabel('Kilomètres par an'), '15000');
  await simulation.getByLabel('Puissance de recharge à domicile').selectOption('11');
  await typeInto(page, simulation.getByLabel('Heures de recharge par nuit'), '6');
  await simulation.getByLabel('Type de logement').selectOption('flat');
  await typeInto(page, simulation.getByLabel('Surface (m²)'), '60');
  await typeInto(page, simulation.getByLabel('Nombre d’occupants'), '2');
  await press(page, simulation.getByRole('button', { name: 'Simuler' }));

  const result = page.getByRole('region', { name: 'Résultat de la simulation' });
  await expect(result).toContainText(/6\skVA → 15\skVA/);
  await expect(result).toContainText('Heures pleines / Heures creuses');
  await expect(result.getByRole('img', { name: /Coût annuel de chaque offre/ })).toBeVisible();
  await expect(result.getByRole('row', { name: /Électricité Fixe/ })).toBeVisible();
  await axe.check('concession : résultat');

  const share = page.getByRole('region', { name: 'Envoyer la simulation au client' });
  await typeInto(page, share.getByLabel('Prénom du client'), 'Paul');
  await typeInto(page, share.getByLabel('Nom du client', { exact: true }), 'Martin');
  await typeInto(page, share.getByLabel('E-mail du client'), email);
  await press(page, share.getByRole('button', { name: 'Envoyer la simulation au client' }));
  await expect(
    share.getByText('Le client doit accepter de recevoir sa simulation et d’être recontacté.'),
  ).toBeVisible();
  await check(page, share.getByRole('checkbox', { name: /Le client accepte de recevoir sa simulation/ }));
  await press(page, share.getByRole('button', { name: 'Envoyer la simulation au client' }));
  await expect(share.getByRole('status')).toContainText('Simulation envoyée à a•••@example.fr');
  await axe.check('concession : simulation envoyée');
  const mail = await latestMessage(baseURL as string, email, 'resume-link');
  expect(mail).toContain('puissance conseillée : 15\u00A0kVA');
  expect(mail).toMatch(/\/reprise\/[A-Za-z0-9_-]+/);
});

test('the special channel sells an offer reserved to it', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await logIn(page, 'canal-special@voltaire.demo', '/channel/edfom');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Espace conseiller – Canal spécial' }),
  ).toBeVisible();
  const catalogue = page.getByRole('region', { name: 'Catalogue du canal' });
  await expect(catalogue.getByRole('heading', { name: 'Électricité Avantage Canal' })).toBeVisible();
  await axe.check('canal spécial : espace');

  await press(
    page,
    catalogue.getByRole('button', { name: /Vendre cette offre\s*: Électricité Avantage Canal/ }),
  );
  await expect(page).toHaveURL(/\/souscription\/[0-9a-f-]{36}\/logement$/);
  await runSteps(page, `client.canal.${RUN}@example.fr`, /Électricité Avantage Canal/, (name) =>
    axe.check(`canal spécial : ${name}`),
  );
  await check(page, page.getByRole('radio', { name: /^Par e-mail/ }));
  await press(page, page.getByRole('button', { name: 'Envoyer le lien de signature au client' }));
  await expect(page).toHaveURL(/\/channel\/edfom$/);
  await expect(page.getByText(/Lien de signature de la vente VOL-.* envoyé à/)).toBeVisible();
});
