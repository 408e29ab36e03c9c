import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The admin area for eligibility rules, against the real server and its demo accounts: an admin builds a rule
 * excluding Corsica from an offer and a visitor sees the effect; export then re-import gives the same rules; a
 * non-admin is refused. Serial: these tests change the rules every other test reads.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Voltaire-demo-2026';
const ADMIN = 'admin@voltaire.demo';
/** Unique per run, so that the test also passes against a server that has already run it (E2E_BASE_URL). */
const RUN = Date.now().toString(36);

/** Logs in through the login page, by keyboard. */
async function logIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  const password = page.getByLabel(/^Mot de passe/);
  await password.fill(PASSWORD);
  await password.press('Enter');
}

/** Logs in without the form (the form is tested elsewhere): the cookie lands in the page's context. */
async function logInDirectly(page: Page) {
  const response = await page.request.post('/api/v2/auth/login', {
    data: { email: ADMIN, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

async function openTab(page: Page, name: string) {
  // A closing dialog keeps the page inert until its exit ends: a key pressed before then is lost.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Règles d’éligibilité' })
    .getByRole('link', { name })
    .press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
}

/** A visitor's search on /offres, by keyboard; returns the names of the offers shown. */
async function searchOffers(page: Page, postalCode: string, commune: string) {
  const field = page.getByRole('textbox', { name: 'Code postal' });
  await field.fill(postalCode);
  const communes = page.getByRole('combobox', { name: 'Commune' });
  await expect(communes.getByRole('option', { name: commune })).toBeAttached();
  await communes.selectOption({ label: commune });
  await page.getByRole('button', { name: 'Afficher les offres' }).press('Enter');
  const results = page.getByRole('heading', { level: 2, name: `pour le ${postalCode} (${commune})` });
  await expect(results).toBeFocused();
  return page.getByRole('region', { name: `pour le ${postalCode}` }).getByRole('heading', { level: 3 });
}

test('an admin excludes Corsica from the fixed-price offer, and visitors see the effect', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(120_000);
  const predicateName = `code postal commence par 20 (${RUN})`;
  const compositionName = `Hors Corse (${RUN})`;

  // The guard sends to the login page, which brings back.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/connexion\?retour=%2Fadmin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await axe.check('connexion');
  await logIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/eligibilite\/predicats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Règles d’éligibilité' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await axe.check('prédicats');

  // A predicate, through the builder: the empty form's errors first.
  await page.getByRole('link', { name: 'Nouveau prédicat' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Nouveau prédicat' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer le prédicat' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Saisissez un nom.');
  await expect(page.getByRole('combobox', { name: 'Champ' })).toHaveAccessibleDescription(
    'Choisissez un champ.',
  );
  await axe.check('prédicat : erreurs');
  await page.getByRole('textbox', { name: 'Nom' }).fill(predicateName);
  await expect(page.getByRole('textbox', { name: 'Identifiant' })).toHaveValue(
    `code-postal-commence-par-20-${RUN}`,
  );
  await page.getByRole('combobox', { name: 'Champ' }).selectOption({ label: 'Code postal' });
  await expect(page.getByRole('combobox', { name: 'Opérateur' }).getByRole('option')).toHaveText([
    'Choisissez un opérateur',
    'est égal à',
    'est différent de',
    'fait partie de',
    'ne fait pas partie de',
    'commence par',
    'ne commence pas par',
    'est renseigné',
  ]);
  await page.getByRole('combobox', { name: 'Opérateur' }).selectOption({ label: 'commence par' });
  await page.getByRole('textbox', { name: 'Valeur' }).fill('20');
  await expect(page.getByText('Condition : Code postal commence par « 20 »')).toBeVisible();
  await axe.check('prédicat : rempli');
  await page.getByRole('textbox', { name: 'Valeur' }).press('Enter');
  const created = page.getByRole('status').filter({ hasText: `Prédicat « ${predicateName} » créé.` });
  await expect(created).toBeFocused();
  await expect(
    page.getByRole('rowheader', { name: new RegExp(predicateName.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();

  // A composition excluding it: an exclusion takes exactly one element.
  await openTab(page, 'Compositions');
  await page.getByRole('link', { name: 'Nouvelle composition' }).press('Enter');
  await page.getByRole('textbox', { name: 'Nom' }).fill(compositionName);
  await page.getByRole('radio', { name: /Exclusion/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Exclusion/ })).toBeChecked();
  await page.getByRole('button', { name: 'Créer la composition' }).press('Enter');
  await expect(
    page
      .getByText('Une exclusion porte sur exactement un élément : cochez-en un seul.', { exact: true })
      .last(),
  ).toBeVisible();
  await axe.check('composition : erreur');
  await page.getByRole('checkbox', { name: predicateName, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Créer la composition' }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Composition « ${compositionName} » créée.` }),
  ).toBeFocused();
  await axe.check('compositions');

  // Attached to the fixed-price electricity offer.
  await openTab(page, 'Rattachements');
  await page
    .getByRole('combobox', { name: 'Offre ou option' })
    .selectOption({ label: 'Électricité Fixe (Électricité)' });
  await page.getByRole('combobox', { name: 'Composition' }).selectOption({ label: compositionName });
  await page.getByRole('button', { name: 'Rattacher' }).press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `« ${compositionName} » est rattachée à « Électricité Fixe ».` }),
  ).toBeVisible();
  await axe.check('rattachements');

  // « Essayer »: the offer fails in Corsica, with the reason in French.
  await openTab(page, 'Essayer');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('20000');
  await page.getByRole('combobox', { name: 'Canal de vente' }).selectOption({ label: 'Site Voltaire' });
  await page.getByRole('button', { name: 'Essayer' }).press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: /Résultat pour ce contexte/ })).toBeFocused();
  const refused = page.getByRole('heading', { level: 4, name: /Non proposées/ }).locator('xpath=..');
  await expect(refused.getByRole('listitem').filter({ hasText: 'Électricité Fixe' }).first()).toContainText(
    'Code postal',
  );
  await axe.check('essayer');

  // A visitor in Corsica no longer sees the offer; in Paris they do.
  const visitor = await browser.newPage();
  await visitor.goto('/offres');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Nos offres d’électricité et de gaz' }),
  ).toBeVisible();
  const inCorsica = await searchOffers(visitor, '20000', 'Ajaccio');
  await expect(inCorsica.first()).toBeVisible();
  await expect(inCorsica.filter({ hasText: /^Électricité Fixe$/ })).toHaveCount(0);
  const inParis = await searchOffers(visitor, '75011', 'Paris 11e Arrondissement');
  await expect(inParis.filter({ hasText: /^Électricité Fixe$/ })).toHaveCount(1);
  await visitor.close();

  // The journal tells who did what; the cache can be emptied.
  await openTab(page, 'Journal');
  const journal = page.getByRole('table', { name: /dernières modifications/ });
  await expect(journal.getByRole('row').filter({ hasText: compositionName }).first()).toContainText(ADMIN);
  await axe.check('journal');
  await page.getByRole('button', { name: 'Vider le cache' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Cache vidé' })).toContainText(
    'règles recompilées',
  );

  // Tidy up by keyboard: detach, then delete (with confirmation) the composition and the predicate.
  await openTab(page, 'Rattachements');
  await page
    .getByRole('button', { name: `Retirer « ${compositionName} » de « Électricité Fixe »` })
    .press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'n’est plus rattachée' })).toBeVisible();
  await openTab(page, 'Compositions');
  await page.getByRole('button', { name: `Supprimer la composition « ${compositionName} »` }).press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette composition ?' });
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await axe.check('confirmation de suppression');
  await confirm.getByRole('button', { name: 'Supprimer' }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Composition « ${compositionName} » supprimée.` }),
  ).toBeVisible();
  await openTab(page, 'Prédicats');
  await page.getByRole('button', { name: `Supprimer le prédicat « ${predicateName} »` }).press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Prédicat « ${predicateName} » supprimé.` }),
  ).toBeVisible();
});

test('export then re-import gives the same rules; a wrong file is refused with every problem in French', async ({
  page,
  axe,
}) => {
  await logInDirectly(page);
  await page.goto('/admin/eligibilite/import-export');
  await expect(page.getByRole('heading', { level: 2, name: 'Import et export des règles' })).toBeVisible();
  await axe.check('import-export');

  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger les règles (JSON)' }).press('Enter'),
    ]);
    expect(file.suggestedFilename()).toBe('regles-eligibilite.json');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  const first = await download();
  const exported = JSON.parse(first.toString('utf8'));
  expect(exported.version).toBe(1);

  await page.getByLabel(/^Fichier de règles/).setInputFiles({
    name: 'regles-eligibilite.json',
    mimeType: 'application/json',
    buffer: first,
  });
  await page.getByRole('button', { name: 'Importer' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Règles importées' })).toBeVisible();

  const second = JSON.parse((await download()).toString('utf8'));
  expect(second).toEqual(exported);

  // A file with several problems: nothing is changed and each one is listed.
  const broken = {
    version: 1,
    predicates: [
      { id: 'p1', name: 'Puissance', field: 'kva', operator: 'startsWith', value: '6' },
      { id: 'p2', name: 'Inconnu', field: 'couleur', operator: 'equals', value: 'bleu' },
    ],
    compositions: [
      { id: 'a', name: 'A', kind: 'all', children: [{ compositionId: 'b' }] },
      { id: 'b', name: 'B', kind: 'all', children: [{ compositionId: 'a' }] },
    ],
    attachments: [],
  };
  await page.getByLabel(/^Fichier de règles/).setInputFiles({
    name: 'casse.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await page.getByRole('button', { name: 'Importer' }).press('Enter');
  const problems = page.getByRole('alert').filter({ hasText: 'Le fichier n’a pas été importé' });
  await expect(problems).toBeFocused();
  await expect(problems.getByRole('listitem')).toHaveCount(3);
  await expect(problems).toContainText('opérateur « startsWith » n’est pas autorisé');
  await expect(problems).toContainText('champ inconnu « couleur »');
  await expect(problems).toContainText('Cycle entre compositions');
  await axe.check('import : erreurs');

  // Nothing changed.
  expect(JSON.parse((await download()).toString('utf8'))).toEqual(exported);

  // Not JSON at all.
  await page.getByLabel(/^Fichier de règles/).setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('pas du JSON'),
  });
  await page.getByRole('button', { name: 'Importer' }).press('Enter');
  await expect(page.getByLabel(/^Fichier de règles/)).toHaveAccessibleDescription(
    /Ce fichier n’est pas un document JSON valide\./,
  );
});

test('a demo account that is not an administrator is refused', async ({ page, axe }) => {
  await page.goto('/connexion?retour=%2Fadmin');
  await logIn(page, 'tlv@voltaire.demo');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Règles d’éligibilité' })).toHaveCount(0);
  await axe.check('accès refusé');

  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
});

test('wrong credentials are refused in French, announced, and the password is to type again', async ({
  page,
  axe,
}) => {
  await page.goto('/connexion');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(ADMIN);
  const password = page.getByLabel(/^Mot de passe/);
  await password.fill('pas-le-bon');
  await password.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Adresse e-mail ou mot de passe incorrect.' }),
  ).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  await axe.check('connexion : refus');
});
