import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Keyboard only, as a person without a mouse: focus, then the key. */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

/** Ticks a checkbox or chooses a radio with the space bar. */
export async function check(page: Page, target: Locator) {
  await press(page, target, 'Space');
  await expect(target).toBeChecked();
}

export async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/** Step 2 has looked for the meters at the address (found or not): its choices are the final ones. */
export async function meterSearchEnded(page: Page) {
  const ended = page
    .getByRole('status')
    .filter({ hasText: /trouvés? à cette adresse|aucun compteur|indisponible/ });
  await expect(ended.first()).toBeVisible();
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuer', exact: true });
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
