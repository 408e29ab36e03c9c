import { LOG_CAPTURE_TYPES, VisitorPreferencesSchema } from '@voltaire/domain';
import { z } from 'zod';
import { JsonValueSchema } from '../../http/envelope-schema.js';

/**
 * SPEC §6's content-system session, which is our content pages' session: flash messages shown once on the
 * next page, and the visitor's preferences. It lives in the web session's data, under `content`.
 */
export const FLASH_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const FlashMessageSchema = z.object({ type: z.enum(FLASH_TYPES), text: z.string().max(500) });
export type FlashMessage = z.infer<typeof FlashMessageSchema>;

const PreferenceValueSchema = z.union([z.string().max(200), z.number(), z.boolean()]);
const PREFERENCE_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;
/**
 * The preferences a save merges: those of « Mes préférences » checked by the domain's schema, any other by name
 * and type. `null` removes one.
 */
export const PreferencesSchema = VisitorPreferencesSchema.catchall(PreferenceValueSchema.nullable())
  .refine((preferences) => Object.keys(preferences).every((name) => PREFERENCE_NAME.test(name)), {
    error: 'Nom de préférence invalide.',
  })
  .refine((preferences) => Object.keys(preferences).length <= 30, { error: '30 préférences au plus.' });

export const ContentSessionSchema = z.object({
  flashMessages: z.array(FlashMessageSchema),
  preferences: z.record(z.string(), PreferenceValueSchema),
});
export type ContentSession = z.infer<typeof ContentSessionSchema>;

export const SessionSaveBodySchema = z
  .object({
    context: z
      .record(z.string().max(64), JsonValueSchema)
      .optional()
      .describe('Contexte de parcours (fusionné)'),
    preferences: PreferencesSchema.optional().describe('Préférences des pages de contenu (fusionnées)'),
  })
  .strict();
export type SessionSaveBody = z.infer<typeof SessionSaveBodySchema>;

/** At most this many entries per call, and kept per session (the newest). */
export const MAX_LOGS_PER_CALL = 50;
export const MAX_LOGS_KEPT = 100;

export const SessionLogsBodySchema = z
  .object({
    logs: z
      .array(
        z
          .object({
            type: z.enum(LOG_CAPTURE_TYPES),
            timestamp: z.iso.datetime({ error: 'Horodatage invalide.' }),
            message: z.string().max(2_000),
          })
          .strict(),
      )
      .min(1, { error: 'Aucun journal à enregistrer.' })
      .max(MAX_LOGS_PER_CALL, { error: `${MAX_LOGS_PER_CALL} journaux par envoi au plus.` }),
  })
  .strict();
export type SessionLogsBody = z.infer<typeof SessionLogsBodySchema>;
