import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

/** Required; SPEC §5 spells this one message with an exclamation mark: 'Champ obligatoire!'. */
export const StreetNameSchema = z
  .string({ error: VALIDATION_MESSAGES.streetNameRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.streetNameRequired, abort: true })
  .max(255, { error: VALIDATION_MESSAGES.invalidFormat });
export type StreetName = z.infer<typeof StreetNameSchema>;
