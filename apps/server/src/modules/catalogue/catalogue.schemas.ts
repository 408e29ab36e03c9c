import {
  AddOnKindSchema,
  BillingPeriodSchema,
  BoilerEnergySchema,
  DeliveryModeSchema,
  EnergySchema,
  GasUsageClassSchema,
  OfferKindSchema,
  PostalCodeSchema,
  PricingOptionSchema,
} from '@voltaire/domain';
import { z } from 'zod';

export const CATALOGUE_ITEM_TYPES = ['offer', 'product'] as const;

export const CatalogueQuerySchema = z.object({
  energy: EnergySchema.optional().describe('electricity ou gas : seulement ce qui concerne cette énergie'),
  type: z
    .enum(CATALOGUE_ITEM_TYPES, { error: 'Type inconnu : offer (offres d’énergie) ou product (options)' })
    .optional()
    .describe('offer : offres d’énergie ; product : options et équipements'),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

export const CatalogueIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: 'Identifiant obligatoire' })
    .max(64, { error: 'Identifiant inconnu' }),
});

export const OfferSummarySchema = z.object({
  type: z.literal('offer'),
  id: z.string(),
  energy: EnergySchema,
  energyLabel: z.string(),
  kind: OfferKindSchema,
  kindLabel: z.string(),
  name: z.string(),
  shortDescription: z.string(),
});
export type OfferSummary = z.infer<typeof OfferSummarySchema>;

export const AddOnSummarySchema = z.object({
  type: z.literal('product'),
  id: z.string(),
  sku: z.string(),
  salesforceId: z.string().describe('Identifiant du produit dans le CRM (salesforce_id du panier)'),
  name: z.string(),
  description: z.string(),
  kind: AddOnKindSchema,
  kindLabel: z.string(),
  energies: z.array(EnergySchema),
  priceCents: z.int(),
  billing: BillingPeriodSchema,
  priceLabel: z.string().describe('Prix affichable, par exemple « 4,90 € par mois »'),
  deliverable: z.boolean(),
});
export type AddOnSummary = z.infer<typeof AddOnSummarySchema>;

export const CatalogueItemSchema = z.discriminatedUnion('type', [OfferSummarySchema, AddOnSummarySchema]);
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;

const Validity = {
  date: z.string().describe('Jour pour lequel les prix sont donnés (AAAA-MM-JJ)'),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  indexedDiscountPercent: z
    .number()
    .nullable()
    .describe('Offre indexée : remise sur les prix du kWh de référence, en %'),
};

const KwhPriceViewSchema = z.object({
  band: z.enum(['base', 'hp', 'hc']),
  label: z.string(),
  millicentsPerKwh: z.int().describe('Prix du kWh TTC en cent-millièmes d’euro (0,1952 € = 19520)'),
  formatted: z.string(),
});

export const ElectricityPricesViewSchema = z.object({
  energy: z.literal('electricity'),
  ...Validity,
  options: z.array(
    z.object({
      option: PricingOptionSchema,
      label: z.string(),
      kwhPrices: z.array(KwhPriceViewSchema),
      subscriptions: z.array(
        z.object({ kva: z.int(), monthlyCents: z.int(), formatted: z.string().describe('Par mois, TTC') }),
      ),
    }),
  ),
});

export const GasPricesViewSchema = z.object({
  energy: z.literal('gas'),
  ...Validity,
  classes: z.array(
    z.object({
      usageClass: GasUsageClassSchema,
      label: z.string(),
      subscriptionCentsPerYear: z.int(),
      formatted: z.string().describe('Abonnement par an, TTC'),
      kwhPricesByZone: z.array(z.object({ zone: z.int(), millicentsPerKwh: z.int(), formatted: z.string() })),
    }),
  ),
});

export const OfferPricesViewSchema = z.discriminatedUnion('energy', [
  ElectricityPricesViewSchema,
  GasPricesViewSchema,
]);
export type OfferPricesView = z.infer<typeof OfferPricesViewSchema>;

export const DeliveryOptionViewSchema = z.object({
  mode: DeliveryModeSchema,
  label: z.string(),
  priceCents: z.int(),
  priceLabel: z.string(),
  minWorkingDays: z.int(),
  maxWorkingDays: z.int(),
  delayLabel: z.string().describe('Par exemple « 2 à 4 jours ouvrés »'),
});
export type DeliveryOptionView = z.infer<typeof DeliveryOptionViewSchema>;

export const OfferDetailSchema = OfferSummarySchema.extend({
  prices: OfferPricesViewSchema.nullable().describe(
    'Grille en vigueur ce jour ; null si l’offre n’a pas de prix ce jour (voir notifications)',
  ),
});
export const AddOnDetailSchema = AddOnSummarySchema.extend({
  deliveryOptions: z.array(DeliveryOptionViewSchema).describe('Modes de livraison, pour un équipement livré'),
});
export const CatalogueItemDetailSchema = z.discriminatedUnion('type', [OfferDetailSchema, AddOnDetailSchema]);
export type CatalogueItemDetail = z.infer<typeof CatalogueItemDetailSchema>;

export const BoilersQuerySchema = z.object({ energy: BoilerEnergySchema.optional() });

export const BoilerViewSchema = z.object({
  id: z.string(),
  brand: z.string(),
  model: z.string(),
  energy: BoilerEnergySchema,
  energyLabel: z.string(),
  eligibleForMaintenance: z.boolean().describe('Le service « Entretien chaudière » couvre ce modèle'),
});
export type BoilerView = z.infer<typeof BoilerViewSchema>;

export const RelayPointsQuerySchema = z.object({ zipCode: PostalCodeSchema });

export const RelayPointViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  openingHours: z.string(),
  sameDepartment: z.boolean().describe('Dans le même département que le code postal demandé'),
});
export type RelayPointView = z.infer<typeof RelayPointViewSchema>;
