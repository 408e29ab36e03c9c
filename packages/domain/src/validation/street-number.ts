import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

/** Empty, or starting with a digit: '12', '12 bis', '3B'. */
export const STREET_NUMBER_PATTERN = /^(?:\d.*)?$/;

/** Optional; when given it must start with a digit. */
export const StreetNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.invalidFormat })
  .trim()
  .max(20, { error: VALIDATION_MESSAGES.invalidFormat })
  .regex(STREET_NUMBER_PATTERN, { error: VALIDATION_MESSAGES.invalidFormat })
  .optional();
export type StreetNumber = z.infer<typeof StreetNumberSchema>;
