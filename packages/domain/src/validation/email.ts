import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

/** zod's standard e-mail pattern: a dotted domain with a TLD, no quoted local parts. */
export const EMAIL_PATTERN = z.regexes.email;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export const EmailSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .max(254, { error: VALIDATION_MESSAGES.invalidEmail, abort: true })
  .regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.invalidEmail });
export type Email = z.infer<typeof EmailSchema>;
