import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The modal drawer and the modal popup of /galerie, driven by keyboard only (a control is focused, then
 * Enter, Space, Tab or Escape), with axe on every state.
 */

async function openGallery(page: Page) {
  await page.goto('/galerie');
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeVisible();
}

const drawerSection = (page: Page) => page.getByRole('region', { name: 'Tiroir modal' });
const popupSection = (page: Page) => page.getByRole('region', { name: 'Popup modale' });
/** The drawer's panel (react-aria's Modal), which carries the placement. */
const drawerPanel = (page: Page) => page.locator('[data-placement]');

async function expectFocusInside(container: ReturnType<Page['getByRole']>) {
  const isInside = await container.evaluate((element) => element.contains(document.activeElement));
  expect(isInside, 'le focus reste dans la boîte de dialogue').toBe(true);
}

for (const { width, height, placement } of [
  { width: 1280, height: 800, placement: 'right' },
  { width: 375, height: 740, placement: 'bottom' },
] as const) {
  test(`at ${width} px the drawer slides in from the ${placement}, traps the focus and gives it back`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height });
    await openGallery(page);
    const opener = drawerSection(page).getByRole('button', { name: 'Ouvrir le tiroir', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Détail de l’offre' });
    await expect(dialog).toBeVisible();
    await expect(drawerPanel(page)).toHaveAttribute('data-placement', placement);
    // Once the slide-in animation is over, the panel sits against the right edge, or the bottom edge.
    await expect(drawerPanel(page)).toHaveCSS('transform', 'none');
    const position = await drawerPanel(page).evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        position: style.position,
        top: Math.round(box.top),
        right: Math.round(box.right),
        bottom: Math.round(box.bottom),
        left: Math.round(box.left),
      };
    });
    expect(position.position).toBe('fixed');
    expect(position.right).toBe(width);
    expect(position.bottom).toBe(height);
    if (placement === 'right') {
      expect(position.top).toBe(0);
      expect(position.left).toBeGreaterThan(0);
    } else {
      expect(position.left).toBe(0);
      expect(position.top).toBeGreaterThan(0);
    }
    await axe.check(`tiroir ouvert, ${width} px`);

    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      await expectFocusInside(dialog);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('a drawer can refuse Escape and the backdrop, and close from its own button', async ({ page, axe }) => {
  await openGallery(page);
  const opener = drawerSection(page).getByRole('button', { name: 'Ouvrir le tiroir bloquant' });
  await opener.focus();
  await page.keyboard.press('Space');

  const dialog = page.getByRole('dialog', { name: 'Confirmation requise' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
  await axe.check('tiroir bloquant');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // The one pointer action here: a click on the backdrop, which must not close it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Revenir à ma souscription' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a templated drawer shows its icon at 100 px and its one button closes it', async ({ page, axe }) => {
  await openGallery(page);
  await drawerSection(page).getByRole('button', { name: 'Ouvrir le tiroir à modèle' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Un conseiller vous rappelle sous 48 heures.');
  const icon = dialog.getByRole('img', { name: 'Téléphone' });
  await expect(icon).toHaveCSS('width', '100px');
  await expect(icon).toHaveCSS('height', '100px');
  await axe.check('tiroir à modèle');

  await dialog.getByRole('button', { name: 'Fermer le message' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
});

test('a named drawer opens from a data-open-modal element and from the app-wide event', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  const section = drawerSection(page);
  const dialog = page.getByRole('dialog', { name: 'Où trouver mon IBAN ?' });

  const attributeTrigger = section.getByRole('button', { name: /attribut data-open-modal/ });
  await expect(attributeTrigger).toHaveAttribute('data-open-modal', 'tiroir-aide-iban');
  await attributeTrigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await axe.check('tiroir nommé');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(attributeTrigger).toBeFocused();

  const eventTrigger = section.getByRole('button', { name: 'Ouvrir par l’événement' });
  await eventTrigger.focus();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Any script of the page may ask for it by name.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('voltaire:open-modal', { detail: { name: 'tiroir-aide-iban' } })),
  );
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the popup: top bar, status emoji at 75 px, sanitised content, action button', async ({ page, axe }) => {
  const alerts: string[] = [];
  page.on('dialog', async (alert) => {
    alerts.push(alert.message());
    await alert.dismiss();
  });
  await openGallery(page);
  const opener = popupSection(page).getByRole('button', { name: 'Ouvrir la popup de succès' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Paiement enregistré' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Votre mandat SEPA est actif');
  await expect(dialog.getByText('e-mail', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(dialog.getByRole('img', { name: 'Succès' })).toHaveCSS('width', '75px');
  await expect(dialog.locator('script')).toHaveCount(0);
  await axe.check('popup de succès');

  // The dialog takes the focus; the top bar's « Fermer » comes first, then the action button.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(alerts, 'le contenu HTML est nettoyé : aucun script exécuté').toEqual([]);
});

test('the popup with an icon shows it at 100 px; free content closes from its own button', async ({
  page,
  axe,
}) => {
  await openGallery(page);
  await popupSection(page).getByRole('button', { name: 'Ouvrir la popup à icône' }).focus();
  await page.keyboard.press('Enter');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue chez Voltaire Énergie' });
  await expect(welcome.getByRole('img', { name: 'Information' })).toHaveCSS('width', '100px');
  await axe.check('popup à icône');
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  await popupSection(page).getByRole('button', { name: 'Ouvrir la popup libre' }).focus();
  await page.keyboard.press('Enter');
  const free = page.getByRole('dialog', { name: 'Rappel gratuit' });
  await expect(free).toBeVisible();
  await axe.check('popup libre');
  await free.getByRole('button', { name: 'Merci' }).focus();
  await page.keyboard.press('Enter');
  await expect(free).toBeHidden();
});
