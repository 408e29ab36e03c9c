import { type APIRequestContext, type Browser, request as requestContexts } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { journeySteps } from './journey-api.js';
import { latestMessage } from './outbox.js';

/**
 * The partner area against the real server: the partner admin of « Porte-à-Porte Conseil » (partenaire@) invites a
 * seller, who sets a password from the e-mailed link (read from the outbox), logs in and lands on the door-to-door
 * workspace; the seller's sale, signed by its customer through the signing link, shows in the partner's charts;
 * the admin disables the seller, whose next request is refused. axe on every partner screen and state.
 */
const PASSWORD = 'Voltaire-demo-2026';
const RUN = Date.now().toString(36);
const SELLER = {
  name: `Vendeur ${RUN}`,
  email: `vendeur-${RUN}@pap.example`,
  password: 'cheval agrafe pile 7',
};

/** A sale entered by the seller (`seller` holds their session) and signed by its customer from the link sent. */
async function signedSale(seller: APIRequestContext, baseURL: string): Promise<string> {
  const customerEmail = `client-${RUN}@example.fr`;
  const created = await seller.post('/api/v2/order', { data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()).data as { id: string; reference: string };
  for (const [step, data] of Object.entries(journeySteps(customerEmail))) {
    const saved = await seller.post('/api/v3/session/nextjs-save-point', {
      data: { orderId: id, step, data },
    });
    expect(saved.status(), `${step} : ${await saved.text()}`).toBe(200);
  }
  const sent = await seller.post(`/api/node/v1/agent/orders/${id}/signing-link`, {
    data: { channel: 'email' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = /\/signature\/lien\/([A-Za-z0-9_-]+)/.exec(
    await latestMessage(baseURL, customerEmail, 'signing-request'),
  )?.[1];
  const customer = await requestContexts.newContext({ baseURL });
  try {
    expect((await customer.post('/api/node/v1/signing/links/open', { data: { token: link } })).status()).toBe(
      200,
    );
    await customer.post(`/api/node/v1/signing/${id}/shown`);
    expect(
      (await customer.post(`/api/node/v1/signing/${id}/send-code`, { data: { channel: 'email' } })).status(),
    ).toBe(200);
    const code = /est (\d{6})\./.exec(await latestMessage(baseURL, customerEmail, 'signing-code'))?.[1];
    const signed = await customer.post(`/api/node/v1/signing/${id}/sign`, {
      data: { code },
      headers: { 'Idempotency-Key': `e2e-${RUN}` },
    });
    expect(signed.status(), await signed.text()).toBe(200);
  } finally {
    await customer.dispose();
  }
  return reference;
}

async function sellerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  return { context, page: await context.newPage() };
}

test('a partner admin invites a seller, sees their signed sale, then disables them', async ({
  page,
  axe,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const login = await page.request.post('/api/v2/auth/login', {
    data: { email: 'partenaire@voltaire.demo', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  expect((await login.json()).data.landingPath).toBe('/espace-partenaire');

  await page.goto('/espace-partenaire');
  await expect(page).toHaveURL(/\/espace-partenaire\/personnes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personnes de l’organisation' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Vendeur à domicile' })).toBeVisible();
  await axe.check('personnes');

  await page.getByRole('textbox', { name: /Nom et prénom/ }).fill(SELLER.name);
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('vad@voltaire.demo');
  await page.getByRole('combobox', { name: /Rôle/ }).selectOption({ label: 'Conseiller — Vente à domicile' });
  await page.getByRole('button', { name: /Envoyer l’invitation/ }).press('Enter');
  await expect(page.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAccessibleDescription(
    'Cette adresse e-mail est déjà utilisée par un compte.',
  );
  await axe.check('invitation : adresse déjà utilisée');
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(SELLER.email);
  await page.getByRole('button', { name: /Envoyer l’invitation/ }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation envoyée à ${SELLER.email}.` }),
  ).toBeFocused();
  await expect(page.getByRole('row', { name: new RegExp(SELLER.name) })).toContainText('Invitation envoyée');

  // The seller, on their own device, opens the e-mailed link.
  const invitation = await latestMessage(base, SELLER.email, 'staff-invitation');
  const url = /(\/definir-mot-de-passe#[A-Za-z0-9_-]{43})/.exec(invitation)?.[1];
  expect(url, invitation).toBeDefined();
  const seller = await sellerPage(browser, base);
  try {
    await seller.page.goto(url as string);
    await expect(
      seller.page.getByRole('heading', { level: 1, name: 'Choisir mon mot de passe' }),
    ).toBeVisible();
    await expect(
      seller.page.getByText(`${SELLER.name} (${SELLER.email}), « Porte-à-Porte Conseil ».`, { exact: false }),
    ).toBeVisible();
    await seller.page.getByLabel(/^Mot de passe/).fill('court');
    await seller.page.getByLabel(/Confirmer/).fill('court');
    await seller.page.getByLabel(/^Mot de passe/).press('Tab');
    await expect(seller.page.getByLabel(/^Mot de passe/)).toHaveAccessibleDescription(
      /Le mot de passe doit faire au moins 12 caractères\./,
    );
    await axe.check('mot de passe : trop court');
    await seller.page.getByLabel(/^Mot de passe/).fill(SELLER.password);
    await seller.page.getByLabel(/Confirmer/).fill(SELLER.password);
    await seller.page.getByRole('button', { name: /Enregistrer mon mot de passe/ }).press('Enter');
    await expect(
      seller.page.getByText('Votre mot de passe est enregistré. Ce lien ne servira plus.'),
    ).toBeVisible();
    await seller.page.getByRole('link', { name: 'Me connecter' }).press('Enter');
    await seller.page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(SELLER.email);
    await seller.page.getByLabel(/Mot de passe/).fill(SELLER.password);
    await seller.page.getByRole('button', { name: /Se connecter/ }).press('Enter');
    await expect(seller.page).toHaveURL(/\/contrats-energies-vad$/);
    await expect(
      seller.page.getByRole('heading', { level: 1, name: 'Espace conseiller – Vente à domicile' }),
    ).toBeVisible();

    // The same link again: used up.
    const reused = await seller.context.request.post('/api/node/v1/account/password-link', {
      data: { token: (url as string).split('#')[1] },
    });
    expect(reused.status()).toBe(404);

    const reference = await signedSale(seller.context.request, base);
    await page.goto('/espace-partenaire/ventes');
    await expect(page.getByRole('heading', { level: 1, name: 'Ventes de l’organisation' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Signée');
    await expect(page.getByRole('img', { name: /Ventes signées par conseiller/ })).toHaveAccessibleName(
      new RegExp(`${SELLER.name} : 1 vente signée`),
    );
    // Other specs' sales of the same organisation may share the server: one or more.
    await expect(page.getByRole('img', { name: /Ventes signées par jour/ })).toHaveAccessibleName(
      /\d+ ventes? signées?/,
    );
    await axe.check('ventes');

    await page.getByRole('link', { name: 'Personnes' }).press('Enter');
    await page.getByRole('button', { name: `Désactiver ${SELLER.name}` }).press('Enter');
    const dialog = page.getByRole('dialog', { name: `Désactiver ${SELLER.name} ?` });
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await axe.check('désactivation : confirmation');
    await dialog.getByRole('button', { name: 'Désactiver' }).press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `${SELLER.name} est désactivé(e) : ses sessions ont pris fin.` }),
    ).toBeVisible();
    const refused = await seller.context.request.get('/so-partner/api/auth/get-user-infos');
    expect(refused.status()).toBe(401);

    await page.getByRole('link', { name: 'Journal des modifications' }).press('Enter');
    await expect(page.getByRole('row', { name: /Personne désactivée/ }).first()).toContainText(SELLER.email);
    await axe.check('journal');
    await page.getByRole('link', { name: 'Mon compte' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await axe.check('mon compte');
  } finally {
    await seller.context.close();
  }
});
