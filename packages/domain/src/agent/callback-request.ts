import { z } from 'zod';
import { requiredName } from '../validation/name.js';
import { PhoneSchema } from '../validation/phone.js';

/** When a prospect would like to be called back. */
export const CALLBACK_SLOTS = ['morning', 'lunch', 'afternoon', 'evening'] as const;
export type CallbackSlot = (typeof CALLBACK_SLOTS)[number];
export const CALLBACK_SLOT_LABELS = {
  morning: 'Le matin (9 h – 12 h)',
  lunch: 'Le midi (12 h – 14 h)',
  afternoon: 'L’après-midi (14 h – 18 h)',
  evening: 'En soirée (18 h – 20 h)',
} as const satisfies Record<CallbackSlot, string>;

export const CALLBACK_CONSENT_TEXT =
  'J’accepte d’être rappelé(e) par un conseiller Voltaire au sujet de ma demande. Ce consentement ne vaut que pour cette demande.';

/** A call-back request from the site (CRC hand-over): the prospect's consent to be called is its reason to be. */
export const CallbackRequestSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  phone: PhoneSchema,
  slot: z.enum(CALLBACK_SLOTS, { error: 'Choisissez un créneau' }),
  topic: z.string().trim().max(500, '500 caractères au plus').optional(),
  consent: z.literal(true, { error: 'Cochez la case pour être rappelé(e)' }),
});
export type CallbackRequest = z.infer<typeof CallbackRequestSchema>;

export const CALLBACK_STATUSES = ['pending', 'taken'] as const;

/** A call-back request as the telesales queue shows it. */
export const CallbackViewSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  slot: z.enum(CALLBACK_SLOTS),
  topic: z.string().nullable(),
  status: z.enum(CALLBACK_STATUSES),
  requestedAt: z.iso.datetime(),
  takenBy: z.string().nullable(),
  orderId: z.uuid().nullable(),
});
export type CallbackView = z.infer<typeof CallbackViewSchema>;
