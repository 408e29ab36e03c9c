import { normalizeIban } from './iban.js';

/**
 * The 7-group IBAN input (SPEC §5), laid out for a French IBAN of 27 characters:
 * six groups of 4 and a last group of 3 (4 × 6 + 3 = 27).
 *
 * SPEC's "first five hold up to 5 characters, the seventh 3" cannot be a layout (5 × 5 + 3
 * already leaves the sixth group a negative width), so we read it as the inputs' `maxLength`:
 * the first five accept one extra character while typing, which the widget moves on to the
 * next group; the sixth holds 4 and the seventh 3.
 */
export const IBAN_INPUT_GROUP_SIZES = [4, 4, 4, 4, 4, 4, 3] as const;
export const IBAN_INPUT_MAX_LENGTHS = [5, 5, 5, 5, 5, 4, 3] as const;
/** Later groups stay disabled until the first one holds this many characters. */
export const IBAN_FIRST_GROUP_UNLOCK_LENGTH = 4;

/**
 * Splits a (typed or pasted) IBAN into the 7 groups, normalised. Characters beyond the
 * 27 of a French IBAN all go to the last group, so that `joinIbanGroups` never loses any
 * (a longer foreign IBAN then fails validation with a message instead of being cut).
 */
export function splitIbanGroups(value: string): string[] {
  const iban = normalizeIban(value);
  let start = 0;
  return IBAN_INPUT_GROUP_SIZES.map((size, index) => {
    const isLast = index === IBAN_INPUT_GROUP_SIZES.length - 1;
    const group = isLast ? iban.slice(start) : iban.slice(start, start + size);
    start += size;
    return group;
  });
}

export function joinIbanGroups(groups: readonly string[]): string {
  return normalizeIban(groups.join(''));
}

export function canEditLaterIbanGroups(firstGroup: string): boolean {
  return normalizeIban(firstGroup).length >= IBAN_FIRST_GROUP_UNLOCK_LENGTH;
}
