import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

/**
 * The generic rules of SPEC §5, as predicates. `notEmpty` is false for `undefined`, `null`,
 * a blank string and an empty array; everything else (0, false, objects) counts as given.
 */
export function notEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function isTrue(value: unknown): value is true {
  return value === true;
}

export function isFalse(value: unknown): value is false {
  return value === false;
}

export function isNotTrue(value: unknown): boolean {
  return value !== true;
}

export function isNotFalse(value: unknown): boolean {
  return value !== false;
}

/** …and as schemas, for forms and routes. A checkbox that must be ticked uses `IsTrueSchema`. */
export const NotEmptySchema = z.unknown().refine(notEmpty, { error: VALIDATION_MESSAGES.required });
export const IsTrueSchema = z.literal(true, { error: VALIDATION_MESSAGES.required });
export const IsFalseSchema = z.literal(false, { error: VALIDATION_MESSAGES.notAllowed });
export const IsNotTrueSchema = z.unknown().refine(isNotTrue, { error: VALIDATION_MESSAGES.notAllowed });
export const IsNotFalseSchema = z.unknown().refine(isNotFalse, { error: VALIDATION_MESSAGES.required });
