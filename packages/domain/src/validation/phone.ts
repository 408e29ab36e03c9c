import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

/** French number: 0 + 9 digits (not 00…), or the international +33 / 0033 form without the 0. */
export const FRENCH_PHONE_PATTERN = /^(?:0|\+33|0033)[1-9]\d{8}$/;

/** Drops the separators people type: spaces, dots, hyphens. */
export function stripPhoneSeparators(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function isValidPhone(value: string): boolean {
  return FRENCH_PHONE_PATTERN.test(stripPhoneSeparators(value));
}

/** '+33 6 12 34 56 78' → '0612345678'; `null` when it is not a French number. */
export function toNationalPhone(value: string): string | null {
  const compact = stripPhoneSeparators(value);
  if (!FRENCH_PHONE_PATTERN.test(compact)) return null;
  return `0${compact.slice(-9)}`;
}

/** Output keeps the number as typed, minus separators. */
export const PhoneSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .overwrite(stripPhoneSeparators)
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .regex(FRENCH_PHONE_PATTERN, { error: VALIDATION_MESSAGES.invalidPhone });
export type Phone = z.infer<typeof PhoneSchema>;
