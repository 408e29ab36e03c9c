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

/** Step 4, the contract holder. `today` comes from the clock: the holder must be an adult. */
export function createHolderSchema(today: string) {
  const latestBirthDate = addMonths(today, -12 * HOLDER_MIN_AGE_YEARS);
  return z
    .object({
      civility: CivilitySchema,
      firstName: requiredName,
      lastName: requiredName,
      email: EmailSchema,
      phone: PhoneSchema,
      birthDate: IsoDateSchema.refine((date) => date <= latestBirthDate, {
        error: 'Le titulaire du contrat doit être majeur.',
      }).refine((date) => date >= '1900-01-01', { error: 'Date de naissance invalide' }),
      billingAddressSameAsSupply: z.boolean(),
      billingAddress: createAddressSchema({ mode: 'manual' }).optional(),
      /** Unticked by default; its proof (time, wording) is stored with the lead. */
      marketingOptIn: z.boolean().default(false),
    })
    .refine((holder) => holder.billingAddressSameAsSupply || holder.billingAddress !== undefined, {
      error: 'Indiquez votre adresse de facturation',
      path: ['billingAddress'],
    });
}
export type Holder = z.infer<ReturnType<typeof createHolderSchema>>;
