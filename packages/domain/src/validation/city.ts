import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

export const CitySchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .max(255, { error: VALIDATION_MESSAGES.invalidFormat });
export type City = z.infer<typeof CitySchema>;
