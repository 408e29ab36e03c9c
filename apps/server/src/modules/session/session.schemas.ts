import { DEFAULT_ANALYTICS_SESSION } from '@voltaire/domain';
import { z } from 'zod';
import { JsonValueSchema } from '../../http/envelope-schema.js';

/** SPEC §3 analytics session info; defaults: the provider's own site, autonomous sale. */
export const AnalyticsSessionSchema = z.object({
  channel: z.string().trim().min(1).max(64).default(DEFAULT_ANALYTICS_SESSION.channel),
  subscriptionChannel: z.string().trim().min(1).max(64).optional(),
  venteType: z.string().trim().min(1).max(64).default(DEFAULT_ANALYTICS_SESSION.venteType),
});
export type AnalyticsSession = z.infer<typeof AnalyticsSessionSchema>;

export const SessionSyncBodySchema = z
  .object({
    analytics: AnalyticsSessionSchema.partial().optional(),
    context: z
      .record(z.string().max(64), JsonValueSchema)
      .optional()
      .describe('Contexte de parcours libre (JSON)'),
  })
  .strict();
export type SessionSyncBody = z.infer<typeof SessionSyncBodySchema>;

export const SessionViewSchema = z.object({
  active: z.boolean().describe('Vrai quand une session existe côté serveur'),
  analytics: AnalyticsSessionSchema,
  context: z.record(z.string(), JsonValueSchema),
  expiresAt: z.string().nullable(),
});
export type SessionView = z.infer<typeof SessionViewSchema>;
