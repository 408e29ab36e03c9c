import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * Contact cases and the newsletter against the real server: a visitor sends a case with two attachments and gets
 * the acknowledgement in the outbox; an admin answers it; a visitor subscribes to the newsletter, confirms from
 * the e-mailed link and unsubscribes in one click. Axe on each screen.
 */
const PASSWORD = 'Voltaire-demo-2026';
const RUN = Date.now().toString(36);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

interface OutboxMessage {
  id: string;
  purpose: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: unknown[];
}

async function loginAsAdmin(page: Page) {
  const login = await page.request.post('/api/v2/auth/login', {
    data: { email: 'admin@voltaire.demo', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
}

async function mailsTo(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`/api/node/v1/admin/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.messages;
}

/** The ALTCHA proof of work: a few seconds of CPU, more on a busy machine. */
async function solveCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: 'Pas un robot' }).click();
  // Once verified, the widget's label says so: its own checkbox stays, checked.
  await expect(page.locator('altcha-widget input[type="checkbox"]')).toBeChecked({ timeout: 60_000 });
}

test('a visitor sends a case with two attachments, is acknowledged, and an admin answers it', async ({
  page,
  axe,
}) => {
  test.setTimeout(150_000);
  const email = `jeanne.${RUN}@example.fr`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 2, name: 'Écrire au service client' })).toBeVisible();
  await axe.check('contact');

  const caseForm = page.getByRole('form', { name: 'Écrire au service client' });
  await caseForm
    .getByRole('combobox', { name: /Sujet de votre demande/ })
    .selectOption({ label: 'Ma facture' });
  const madame = caseForm.getByRole('radio', { name: 'Madame' });
  await madame.focus();
  await page.keyboard.press('Space');
  await expect(madame).toBeChecked();
  await caseForm.getByRole('textbox', { name: /Prénom/ }).fill('Jeanne');
  await caseForm.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await caseForm.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email);
  await caseForm.getByRole('textbox', { name: /Référence client/ }).fill('CL123456');
  await caseForm
    .getByRole('textbox', { name: /Votre message/ })
    .fill('Ma facture de mai me semble trop élevée.');
  await caseForm.getByLabel('Pièces jointes').setInputFiles([
    { name: 'facture-mai.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'compteur.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const files = page.getByRole('list', { name: 'Fichiers joints' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: '2 fichiers joints.' })).toBeVisible();
  await axe.check('contact : pièces jointes');

  await solveCaptcha(page);
  await page.getByRole('button', { name: /Envoyer ma demande/ }).click();
  const receipt = page
    .getByRole('status')
    .filter({ hasText: 'Votre demande est enregistrée sous le numéro' });
  await expect(receipt).toBeFocused();
  const number = (await receipt.locator('strong').textContent()) ?? '';
  expect(number).toMatch(/^C\d{4}-\d{6}$/);
  await axe.check('contact : envoyée');

  await loginAsAdmin(page);
  const [ack] = await mailsTo(page, email);
  expect(ack).toMatchObject({
    purpose: 'case-acknowledgement',
    subject: `Votre demande ${number} a bien été reçue`,
  });
  expect(ack?.text).toContain('Pièces jointes reçues : 2.');

  await page.goto(`/admin/demandes?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes des clients' })).toBeVisible();
  await axe.check('admin : demandes');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Demande ${number} : Ma facture` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger facture-mai.pdf' })).toBeVisible();
  await axe.check('admin : demande');

  await page.getByRole('textbox', { name: /Nouvelle note/ }).fill('Vérifier le relevé de mai.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note ajoutée.' })).toBeFocused();
  await page
    .getByRole('textbox', { name: /Réponse envoyée par e-mail/ })
    .fill('Votre facture sera corrigée sous 10 jours.');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Réponse envoyée au client par e-mail.' }),
  ).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('answered');
  await axe.check('admin : demande répondue');

  const reply = (await mailsTo(page, email)).find((mail) => mail.purpose === 'case-reply');
  expect(reply?.text).toContain('Votre facture sera corrigée sous 10 jours.');
  expect(reply?.text).not.toContain('Vérifier le relevé de mai.');
});

test('a visitor subscribes to the newsletter, confirms from the e-mailed link, and unsubscribes in one click', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  const email = `abonne.${RUN}@example.fr`;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Votre e-mail pour la lettre' }).fill(email);
  await footer.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/newsletter\?email=/);
  await expect(page.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(email);
  await axe.check('newsletter');

  await page.getByRole('checkbox', { name: /J’accepte de recevoir la lettre d’information/ }).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: /M’inscrire/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'ouvrez le lien que nous venons de vous envoyer' }),
  ).toBeFocused();
  await axe.check('newsletter : lien envoyé');

  await loginAsAdmin(page);
  const [confirmation, ...others] = await mailsTo(page, email);
  expect(others).toEqual([]);
  const link = /http\S+\/newsletter\/confirmation\/\S+/.exec(confirmation?.text ?? '')?.[0] ?? '';
  await page.goto(new URL(link).pathname);
  await axe.check('newsletter : confirmation');
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre inscription est confirmée.' }),
  ).toBeFocused();

  const welcome = (await mailsTo(page, email)).find((mail) => mail.purpose === 'newsletter-welcome');
  expect(welcome?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const page_ = /http\S+\/newsletter\/desinscription\/\S+/.exec(welcome?.text ?? '')?.[0] ?? '';
  await page.goto(new URL(page_).pathname);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Me désinscrire de la lettre d’information' }),
  ).toBeVisible();
  await axe.check('newsletter : désinscription');
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes désinscrit(e).' })).toBeFocused();

  // The mail client's own one click (RFC 8058): a form POST to the List-Unsubscribe address, answered the same.
  const oneClick = await page.request.post(welcome?.headers['List-Unsubscribe']?.slice(1, -1) ?? '', {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status()).toBe(200);
});

test('the back-office screens and the personal data form are keyboard-usable and axe clean', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  await page.goto('/admin/codes-promo');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Codes promo, codes PIN et campagnes' }),
  ).toBeVisible();
  await axe.check('admin : codes promo');
  const code = `E2E${RUN}`.toUpperCase().slice(0, 20);
  const promoForm = page.getByRole('form', { name: 'Nouveau code promo (remise fixe)' });
  await promoForm.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await promoForm.getByRole('textbox', { name: 'Libellé', exact: true }).fill('Code des tests');
  await promoForm.getByRole('spinbutton', { name: 'Remise en euros' }).fill('25');
  await promoForm.getByLabel('Valable du').fill('2025-01-01');
  await promoForm.getByLabel('au', { exact: true }).fill('2099-12-31');
  await promoForm.getByRole('button', { name: 'Créer le code' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Code ${code} créé.` })).toBeFocused();
  await page.getByRole('button', { name: `Désactiver le code ${code}` }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Code ${code} désactivé.` })).toBeFocused();
  await axe.check('admin : code désactivé');

  for (const [path, title] of [
    ['/admin/boite-envoi', 'Boîte d’envoi'],
    ['/admin/prospects', 'Prospects'],
    ['/admin/donnees-personnelles', 'Demandes sur les données personnelles'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await axe.check(`admin : ${title}`);
  }

  await page.goto('/donnees-personnelles/demande');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes données personnelles' })).toBeVisible();
  await axe.check('données personnelles');
});
