import { isSEPACountry, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

export const FRENCH_IBAN_LENGTH = 27;
export const MASK_CHARACTER = '•';

/** Removes every white space and upper-cases: ' fr76 3000…' → 'FR763000…'. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * DECISIONS §1: any IBAN of a SEPA-zone country with a valid ISO 13616 mod-97 checksum
 * (and the country's length and layout, per ibantools), a French one being exactly 27 characters.
 * Spaces and case do not matter.
 */
export function isValidIban(value: string): boolean {
  if (typeof value !== 'string') return false;
  const iban = normalizeIban(value);
  const country = iban.slice(0, 2);
  if (country === 'FR' && iban.length !== FRENCH_IBAN_LENGTH) return false;
  return isSEPACountry(country) && isValidIBAN(iban);
}

/** Output is the normalised IBAN (no spaces, upper case). */
export const IbanSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .overwrite(normalizeIban)
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .refine(isValidIban, { error: VALIDATION_MESSAGES.invalidIban });
export type Iban = z.infer<typeof IbanSchema>;

/** Groups of 4 for display: 'FR76 3000 6000 0112 3456 7890 189'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The displayed form of a stored IBAN (DECISIONS §2): country and check digits, then bullets,
 * then the last 3 characters, in groups of 4: 'FR76 •••• •••• •••• •••• •••• 189'.
 * A value too short to keep anything hidden is fully masked.
 */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  if (iban.length < 8) return MASK_CHARACTER.repeat(iban.length);
  const hidden = MASK_CHARACTER.repeat(iban.length - 7);
  return formatIban(`${iban.slice(0, 4)}${hidden}${iban.slice(-3)}`);
}
