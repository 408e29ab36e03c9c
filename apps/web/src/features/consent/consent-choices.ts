import { CONSENT_CATEGORIES, type Consent, isConsentGiven } from '@voltaire/domain';
import type { ConsentCategoriesChoice } from './consent-store';

/**
 * The preferences screen's ticks ↔ a custom consent record. A tick is keyed `category` for a category without
 * sub-items and `category/subItem` for a sub-item. No rule here beyond the record's format (SPEC §3): a category
 * is `true` when all of it is allowed, `false` when none, or the `;`-separated list of its allowed sub-items.
 */
export type ConsentTicks = ReadonlySet<string>;

export function tickKey(categoryId: string, subItemId?: string): string {
  return subItemId ? `${categoryId}/${subItemId}` : categoryId;
}

/** Every key the screen shows (all ticked = everything allowed). */
export function allTickKeys(): string[] {
  return CONSENT_CATEGORIES.flatMap((category) =>
    category.subItems.length === 0
      ? [tickKey(category.id)]
      : category.subItems.map((subItem) => tickKey(category.id, subItem.id)),
  );
}

/** The ticks matching a stored choice (domain `isConsentGiven`); none without a choice. */
export function ticksFromConsent(consent: Consent | null): Set<string> {
  const ticks = new Set<string>();
  for (const category of CONSENT_CATEGORIES) {
    if (category.subItems.length === 0) {
      if (isConsentGiven(consent, category.id)) ticks.add(tickKey(category.id));
      continue;
    }
    for (const subItem of category.subItems) {
      if (isConsentGiven(consent, category.id, subItem.id)) ticks.add(tickKey(category.id, subItem.id));
    }
  }
  return ticks;
}

/** The custom record for these ticks: every category is present, `true`, `false` or a list. */
export function categoriesFromTicks(ticks: ConsentTicks): ConsentCategoriesChoice {
  const categories: ConsentCategoriesChoice = {};
  for (const category of CONSENT_CATEGORIES) {
    if (category.subItems.length === 0) {
      categories[category.id] = ticks.has(tickKey(category.id));
      continue;
    }
    const allowed = category.subItems.filter((subItem) => ticks.has(tickKey(category.id, subItem.id)));
    categories[category.id] =
      allowed.length === category.subItems.length
        ? true
        : allowed.length === 0
          ? false
          : allowed.map((subItem) => subItem.id).join(';');
  }
  return categories;
}
