import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

export const POSTAL_CODE_PATTERN = /^\d{5}$/;

export const PostalCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .regex(POSTAL_CODE_PATTERN, { error: VALIDATION_MESSAGES.invalidPostalCode });
export type PostalCode = z.infer<typeof PostalCodeSchema>;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}
