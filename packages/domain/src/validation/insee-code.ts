import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

/** Commune code (code officiel géographique): 5 digits, or 2A / 2B + 3 digits in Corsica. */
export const INSEE_CODE_PATTERN = /^(?:\d{5}|2[AB]\d{3})$/;

export const InseeCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .toUpperCase()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .regex(INSEE_CODE_PATTERN, { error: VALIDATION_MESSAGES.invalidInseeCode });
export type InseeCode = z.infer<typeof InseeCodeSchema>;

export function isValidInseeCode(value: string): boolean {
  return INSEE_CODE_PATTERN.test(value);
}
