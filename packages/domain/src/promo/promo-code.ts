import { z } from 'zod';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { SALES_CHANNELS, type SalesChannel } from '../eligibility/eligibility-fields.js';
import { PromoEffectSchema } from '../pricing/quote.js';
import { fail, ok, type Result } from '../result.js';

/** What a customer types: letters and digits, case-insensitive, stored upper-case. */
export const PromoCodeInputSchema = z
  .string({ error: 'Saisissez un code promo' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Saisissez un code promo' })
  .max(32, { error: 'Ce code promo est trop long' })
  .regex(/^[A-Z0-9-]+$/, { error: 'Un code promo ne contient que des lettres et des chiffres' });

export const PromoCodeSchema = z.object({
  code: PromoCodeInputSchema,
  label: z.string().min(1),
  effect: PromoEffectSchema,
  validFrom: IsoDateSchema,
  validTo: IsoDateSchema,
  /** Offers it applies to; none listed: every offer. */
  offerIds: z.array(z.string()).default([]),
  /** Channels it applies to; none listed: every channel. */
  channels: z.array(z.enum(SALES_CHANNELS)).default([]),
  /** Uses allowed in all; null: unlimited. */
  globalLimit: z.number().int().positive().nullable().default(null),
  /** Uses allowed per customer (e-mail); null: unlimited. */
  perCustomerLimit: z.number().int().positive().nullable().default(1),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export type PromoRefusal =
  | 'PROMO_UNKNOWN'
  | 'PROMO_NOT_YET_VALID'
  | 'PROMO_EXPIRED'
  | 'PROMO_EXHAUSTED'
  | 'PROMO_ALREADY_USED'
  | 'PROMO_NOT_APPLICABLE';

export const PROMO_MESSAGES = {
  PROMO_UNKNOWN: 'Ce code promo n’existe pas. Vérifiez votre saisie.',
  PROMO_NOT_YET_VALID: 'Ce code promo n’est pas encore valable.',
  PROMO_EXPIRED: 'Ce code promo a expiré.',
  PROMO_EXHAUSTED: 'Ce code promo a atteint son nombre maximal d’utilisations.',
  PROMO_ALREADY_USED: 'Vous avez déjà utilisé ce code promo.',
  PROMO_NOT_APPLICABLE: 'Ce code promo ne s’applique pas à l’offre choisie.',
} as const satisfies Record<PromoRefusal, string>;

export interface PromoUsage {
  /** Confirmed or reserved uses, all customers together. */
  totalUses: number;
  /** Uses by this customer. */
  customerUses: number;
}

export interface PromoRequest {
  /** Today, `YYYY-MM-DD` (from the injected clock). */
  today: string;
  offerId?: string;
  channel: SalesChannel;
}

/**
 * Whether a promo code may be used now, for this offer, channel and customer. The caller holds a
 * lock on the code's usage while it decides and records, so the limits hold under concurrency.
 */
export function decidePromoRedemption(
  promo: PromoCode | undefined,
  request: PromoRequest,
  usage: PromoUsage,
): Result<PromoCode, PromoRefusal> {
  if (!promo) return fail('PROMO_UNKNOWN', PROMO_MESSAGES.PROMO_UNKNOWN);
  if (request.today < promo.validFrom) return fail('PROMO_NOT_YET_VALID', PROMO_MESSAGES.PROMO_NOT_YET_VALID);
  if (request.today > promo.validTo) return fail('PROMO_EXPIRED', PROMO_MESSAGES.PROMO_EXPIRED);
  const channelAllowed = promo.channels.length === 0 || promo.channels.includes(request.channel);
  const offerAllowed =
    promo.offerIds.length === 0 ||
    (request.offerId !== undefined && promo.offerIds.includes(request.offerId));
  if (!channelAllowed || !offerAllowed)
    return fail('PROMO_NOT_APPLICABLE', PROMO_MESSAGES.PROMO_NOT_APPLICABLE);
  if (promo.perCustomerLimit !== null && usage.customerUses >= promo.perCustomerLimit) {
    return fail('PROMO_ALREADY_USED', PROMO_MESSAGES.PROMO_ALREADY_USED);
  }
  if (promo.globalLimit !== null && usage.totalUses >= promo.globalLimit) {
    return fail('PROMO_EXHAUSTED', PROMO_MESSAGES.PROMO_EXHAUSTED);
  }
  return ok(promo);
}
