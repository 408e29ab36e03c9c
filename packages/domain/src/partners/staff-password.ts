import { z } from 'zod';
import { fail, ok, type Result } from '../result.js';

/** ASVS 4 §2.1 (DECISIONS §1b): at least 12 characters, at most 128, no composition rules. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

export const STAFF_PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit faire au moins ${STAFF_PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Le mot de passe doit faire au plus ${STAFF_PASSWORD_MAX_LENGTH} caractères.`,
  breached:
    'Ce mot de passe figure dans une liste de mots de passe divulgués ou trop courants : choisissez-en un autre.',
  sameAsEmail: 'Le mot de passe ne doit pas reprendre votre adresse e-mail.',
} as const;

/** Length in characters as a person counts them (an emoji is one), spaces included and kept. */
const lengthOf = (password: string) => [...password].length;

/** The form and route check: length only (the breached list lives on the server). */
export const StaffPasswordSchema = z
  .string({ error: 'Champ obligatoire' })
  .refine((password) => lengthOf(password) >= STAFF_PASSWORD_MIN_LENGTH, {
    error: STAFF_PASSWORD_MESSAGES.tooShort,
  })
  .refine((password) => lengthOf(password) <= STAFF_PASSWORD_MAX_LENGTH, {
    error: STAFF_PASSWORD_MESSAGES.tooLong,
  });

export type StaffPasswordRefusal =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_IS_EMAIL'
  | 'PASSWORD_BREACHED';

/**
 * Whether a new staff password may be used: its length, and neither a known breached or common password nor the
 * person's own e-mail (compared without case, since lists are matched that way too).
 */
export function checkStaffPassword(
  password: string,
  { isBreached, email }: { isBreached: (candidate: string) => boolean; email?: string },
): Result<string, StaffPasswordRefusal> {
  const length = lengthOf(password);
  if (length < STAFF_PASSWORD_MIN_LENGTH) return fail('PASSWORD_TOO_SHORT', STAFF_PASSWORD_MESSAGES.tooShort);
  if (length > STAFF_PASSWORD_MAX_LENGTH) return fail('PASSWORD_TOO_LONG', STAFF_PASSWORD_MESSAGES.tooLong);
  const lowered = password.normalize('NFKC').toLowerCase();
  if (email && lowered === email.toLowerCase())
    return fail('PASSWORD_IS_EMAIL', STAFF_PASSWORD_MESSAGES.sameAsEmail);
  if (isBreached(lowered)) return fail('PASSWORD_BREACHED', STAFF_PASSWORD_MESSAGES.breached);
  return ok(password);
}
