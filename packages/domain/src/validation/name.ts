import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

export const NAME_MAX_LENGTH = 255;

/**
 * Latin letters (accented ones included, e.g. é, ç, œ, ñ, ø), combining accents, spaces,
 * hyphens, straight and typographic apostrophes (' and ’) and the ampersand. No digits.
 */
export const NAME_PATTERN = /^[\p{Script=Latin}\p{M} '’&-]*$/u;

export function isValidName(value: string): boolean {
  return value.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(value);
}

function nameSchema({ required }: { required: boolean }) {
  const base = z.string({ error: VALIDATION_MESSAGES.required }).trim();
  const withRequired = required ? base.min(1, { error: VALIDATION_MESSAGES.required, abort: true }) : base;
  return withRequired
    .max(NAME_MAX_LENGTH, { error: VALIDATION_MESSAGES.invalidFormat })
    .regex(NAME_PATTERN, { error: VALIDATION_MESSAGES.invalidFormat });
}

/** A name (first name, last name, company…). Empty is allowed; see `requiredName`. */
export const NameSchema = nameSchema({ required: false });
export type Name = z.infer<typeof NameSchema>;

/** A name that may be absent or empty. */
export const optionalName = NameSchema.optional();

/** A name that must be filled in: empty or blank → 'Champ obligatoire'. */
export const requiredName = nameSchema({ required: true });
