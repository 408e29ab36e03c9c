import { z } from 'zod';
import { DEFAULT_ANALYTICS_SESSION } from '../constants.js';
import { SALES_CHANNELS, type SalesChannel } from '../eligibility/eligibility-fields.js';

/** SPEC §3 analytics session info: where the sale happens, its sales channel, and whether it is assisted. */
export const AnalyticsSessionInfoSchema = z.object({
  channel: z.string().describe('Où se passe la vente : site-voltaire, ou espace-conseiller'),
  subscriptionChannel: z.enum(SALES_CHANNELS).describe('Le canal de vente de la souscription'),
  venteType: z
    .enum(['autonome', 'assistee'])
    .describe('autonome : le client seul ; assistee : par un conseiller'),
});
export type AnalyticsSessionInfo = z.infer<typeof AnalyticsSessionInfoSchema>;

/** The session info of a sale on `channel`: the web's own site and autonomous, any other assisted. */
export function analyticsSessionFor(channel: SalesChannel): AnalyticsSessionInfo {
  if (channel === 'web')
    return { channel: DEFAULT_ANALYTICS_SESSION.channel, subscriptionChannel: 'web', venteType: 'autonome' };
  return { channel: 'espace-conseiller', subscriptionChannel: channel, venteType: 'assistee' };
}
