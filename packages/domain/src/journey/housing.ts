import { z } from 'zod';
import { HousingTypeSchema } from '../estimator/housing-type.js';
import { type AddressMode, createAddressSchema } from '../validation/address.js';

const housingStep = <M extends AddressMode>(addressMode: M) =>
  z.object({
    /** How the address was given: chosen among the search's suggestions (default), or typed by hand. */
    addressMode: z.literal(addressMode),
    address: createAddressSchema({ mode: addressMode, consentFindPoint: true }),
    housingType: HousingTypeSchema.optional(),
  });

/**
 * Step 1, the home: its address, its type, and the consent to find its meter. A searched address must be one
 * of the search's suggestions (SPEC §4); « Je ne trouve pas mon adresse » lets it be typed by hand.
 */
export const HousingStepSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('addressMode' in value)
      ? { ...value, addressMode: 'search' }
      : value,
  z.discriminatedUnion('addressMode', [housingStep('search'), housingStep('manual')], {
    error: 'Indiquez comment l’adresse a été saisie : search ou manual',
  }),
);
export type HousingStep = z.infer<typeof HousingStepSchema>;
