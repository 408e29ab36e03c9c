import { z } from 'zod';
import { CitySchema } from '../validation/city.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';
import { PostalCodeSchema } from '../validation/postal-code.js';

/** The tablet's position, joined only when the customer agrees (RGPD: consent, no other use). */
export const SaleGeolocationSchema = z.object({
  latitude: z
    .number({ error: 'Latitude invalide' })
    .min(-90, { error: 'Latitude invalide' })
    .max(90, { error: 'Latitude invalide' }),
  longitude: z
    .number({ error: 'Longitude invalide' })
    .min(-180, { error: 'Longitude invalide' })
    .max(180, { error: 'Longitude invalide' }),
  accuracyMeters: z
    .number({ error: 'Précision invalide' })
    .min(0, { error: 'Précision invalide' })
    .max(100_000, { error: 'Précision invalide' }),
});
export type SaleGeolocation = z.infer<typeof SaleGeolocationSchema>;

/**
 * Where a door-to-door sale is signed (an off-premises contract, Code de la consommation L221-1): the
 * address and commune the seller states, and the tablet's position only with the customer's consent.
 */
export const PlaceOfSaleSchema = z
  .object({
    address: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: 'Indiquez l’adresse où la vente a lieu', abort: true })
      .max(200, { error: 'Adresse trop longue (200 caractères au plus)' }),
    postalCode: PostalCodeSchema,
    city: CitySchema,
    geolocationConsent: z.boolean({ error: 'Réponse attendue : oui ou non' }).default(false),
    geolocation: SaleGeolocationSchema.optional(),
  })
  .refine((place) => place.geolocation === undefined || place.geolocationConsent, {
    error: 'La position de la tablette ne peut être jointe qu’avec l’accord du client.',
    path: ['geolocationConsent'],
  });
export type PlaceOfSale = z.infer<typeof PlaceOfSaleSchema>;

/** « 12 rue de la Roquette, 75011 Paris » */
export function formatPlaceOfSale(place: Pick<PlaceOfSale, 'address' | 'postalCode' | 'city'>): string {
  return `${place.address}, ${place.postalCode} ${place.city}`;
}

/** The seller as the evidence file names them. */
export const SellerSchema = z.object({
  agentId: z.string(),
  displayName: z.string(),
  channel: z.string(),
  organisation: z.string().nullable(),
});
export type Seller = z.infer<typeof SellerSchema>;

/** What the evidence file adds for a sale signed on the spot, on the seller's tablet. */
export const OnSiteSaleContextSchema = z.object({
  kind: z.literal('on-site'),
  seller: SellerSchema,
  place: z.object({
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    geolocation: SaleGeolocationSchema.nullable(),
  }),
  withdrawalDays: z.literal(14),
});
export type OnSiteSaleContext = z.infer<typeof OnSiteSaleContextSchema>;
