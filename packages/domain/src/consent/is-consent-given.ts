import type { Consent } from './consent.js';

/** `'a; b;;c'` → `['a', 'b', 'c']`. */
export function parseConsentList(value: string): string[] {
  return value
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Whether a category (or one of its sub-items) may run (SPEC §4):
 * - no consent → false (silence counts as refusal);
 * - accept-all → true; refuse-all → false;
 * - custom → the category's value: a boolean as is (`true` allows every sub-item);
 *   a list allows only the sub-items it names. Asked without a sub-item, a list counts as
 *   true when it names at least one sub-item (the category runs, partly).
 */
export function isConsentGiven(consent: Consent | null, category: string, subItem?: string): boolean {
  if (!consent) return false;
  if (consent.mode === 'accept-all') return true;
  if (consent.mode !== 'custom') return false;
  const categories = consent.categories ?? {};
  const value = Object.hasOwn(categories, category) ? categories[category] : undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return false;
  const allowed = parseConsentList(value);
  return subItem === undefined ? allowed.length > 0 : allowed.includes(subItem);
}
