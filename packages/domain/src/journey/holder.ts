import { z } from 'zod';
import { addMonths } from '../calendar/add-months.js';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { createAddressSchema } from '../validation/address.js';
import { EmailSchema } from '../validation/email.js';
import { requiredName } from '../validation/name.js';
import { PhoneSchema } from '../validation/phone.js';

export const CIVILITIES = ['Mme', 'M.'] as const;
/** SPEC §3: Mme (Madame), M. (Monsieur). */
export const CIVILITY_LABELS = { Mme: 'Madame', 'M.': 'Monsieur' } as const satisfies Record<
  (typeof CIVILITIES)[number],
  string
>;
export const CivilitySchema = z.enum(CIVILITIES, { error: 'Choisissez une civilité' });

export const HOLDER_MIN_AGE_YEARS = 18;

/** What the customer was shown and when they answered: the proof of a marketing consent (RGPD art. 7). */
export const MarketingOptInProofSchema = z.object({
  wording: z.string().trim().min(1).max(1_000),
  answeredAt: z.iso.datetime({ error: 'Horodatage invalide' }),
});
export type MarketingOptInProof = z.infer<typeof MarketingOptInProofSchema>;

/** Step 4, the contract holder: its fields, without the rule that depends on today. */
export const HolderFieldsSchema = z.object({
  civility: CivilitySchema,
  firstName: requiredName,
  lastName: requiredName,
  email: EmailSchema,
  phone: PhoneSchema,
  birthDate: IsoDateSchema.refine((date) => date >= '1900-01-01', { error: 'Date de naissance invalide' }),
  billingAddressSameAsSupply: z.boolean(),
  billingAddress: createAddressSchema({ mode: 'manual' }).optional(),
  /** Unticked by default; its proof (wording, time) is stored with the step. */
  marketingOptIn: z.boolean().default(false),
  marketingOptInProof: MarketingOptInProofSchema.optional(),
});

/** Step 4 with its rules. `today` comes from the clock: the holder must be an adult. */
export function createHolderSchema(today: string) {
  const latestBirthDate = addMonths(today, -12 * HOLDER_MIN_AGE_YEARS);
  return HolderFieldsSchema.extend({
    birthDate: HolderFieldsSchema.shape.birthDate.refine((date) => date <= latestBirthDate, {
      error: 'Le titulaire du contrat doit être majeur.',
    }),
  })
    .refine((holder) => holder.billingAddressSameAsSupply || holder.billingAddress !== undefined, {
      error: 'Indiquez votre adresse de facturation',
      path: ['billingAddress'],
    })
    .refine((holder) => !holder.marketingOptIn || holder.marketingOptInProof !== undefined, {
      error: 'La preuve de votre consentement (texte affiché et heure) manque.',
      path: ['marketingOptInProof'],
    });
}
export type Holder = z.infer<typeof HolderFieldsSchema>;
