import {
  ConsumptionSchema,
  ElectricityQuoteInputSchema,
  EstimatorInputSchema,
  GasQuoteInputSchema,
  GasUsageClassSchema,
  GasZoneSchema,
  InseeCodeSchema,
  IsoDateSchema,
  KwhSchema,
  OfferKindSchema,
  PricingOptionSchema,
  QuoteSchema,
} from '@voltaire/domain';
import { z } from 'zod';
import { OfferSummarySchema } from '../catalogue/catalogue.schemas.js';
import { ConsumptionEstimateSchema } from '../estimator/estimator.schemas.js';

const OfferIdSchema = z
  .string({ error: 'Choisissez une offre' })
  .trim()
  .min(1, { error: 'Choisissez une offre' })
  .max(64, { error: 'Offre inconnue' })
  .describe('Identifiant de l’offre du catalogue (elec-fixe, gaz-indexe…)');

const OptionalDateSchema = IsoDateSchema.optional().describe(
  'Jour des prix (AAAA-MM-JJ) ; par défaut aujourd’hui',
);

export const ElectricityCartPricesSchema = ElectricityQuoteInputSchema.extend({
  offerId: OfferIdSchema,
  date: OptionalDateSchema,
});
export const GasCartPricesSchema = GasQuoteInputSchema.extend({
  offerId: OfferIdSchema,
  date: OptionalDateSchema,
});
export const DualCartPricesSchema = z.object({
  energy: z.literal('dual'),
  date: OptionalDateSchema,
  electricity: ElectricityQuoteInputSchema.omit({ energy: true, date: true }).extend({
    offerId: OfferIdSchema,
  }),
  gas: GasQuoteInputSchema.omit({ energy: true, date: true }).extend({ offerId: OfferIdSchema }),
});

/**
 * A cart to price: one offer (`energy: electricity | gas`, the domain's quote input plus
 * `offerId`), or an electricity and a gas offer together (`energy: dual`). `promo` is the effect of
 * a promotion to apply (percentage on kWh, fixed amount, free months).
 */
export const CartPricesBodySchema = z.discriminatedUnion(
  'energy',
  [ElectricityCartPricesSchema, GasCartPricesSchema, DualCartPricesSchema],
  { error: 'Indiquez l’énergie : electricity, gas ou dual (électricité et gaz)' },
);
export type CartPricesBody = z.infer<typeof CartPricesBodySchema>;
export type SingleCartPricesBody =
  | z.infer<typeof ElectricityCartPricesSchema>
  | z.infer<typeof GasCartPricesSchema>;

const cents = z.int().describe('Centimes d’euro, TTC');

export const DualQuoteSchema = z.object({
  energy: z.literal('dual'),
  electricity: QuoteSchema,
  gas: QuoteSchema,
  annualTotalCents: cents,
  recommendedMonthlyPaymentCents: cents,
  differenceVsRegulatedCents: cents,
  lines: z.array(z.string()),
});

export const CartPricesSchema = z.union([QuoteSchema, DualQuoteSchema]);

export const SimulationBodySchema = EstimatorInputSchema.extend({
  inseeCode: InseeCodeSchema.optional().describe('Commune : fixe la zone tarifaire du gaz'),
  date: OptionalDateSchema,
});
export type SimulationBody = z.infer<typeof SimulationBodySchema>;

const ExcludedOfferSchema = z.object({
  offerId: z.string(),
  offerName: z.string(),
  code: z.string(),
  message: z.string().describe('Pourquoi l’offre ne peut pas être chiffrée pour ce profil'),
});

export const SimulationSchema = z.object({
  date: z.string(),
  estimate: ConsumptionEstimateSchema,
  electricity: z.object({
    kva: z.int(),
    option: PricingOptionSchema,
    consumption: ConsumptionSchema,
    quotes: z.array(QuoteSchema).describe('Une par offre, de la moins chère à la plus chère'),
  }),
  gas: z
    .object({
      annualKwh: z.int(),
      usageClass: GasUsageClassSchema,
      zone: GasZoneSchema,
      zoneIsDefault: z.boolean().describe('Sans commune, la zone 3 est supposée'),
      quotes: z.array(QuoteSchema),
    })
    .nullable()
    .describe('null sans usage au gaz, ou sans réseau de gaz dans la commune (voir notifications)'),
  excluded: z.array(ExcludedOfferSchema),
});
export type Simulation = z.infer<typeof SimulationSchema>;

export const GenContextBodySchema = z.object({
  date: OptionalDateSchema,
  inseeCode: InseeCodeSchema.optional(),
  electricity: z
    .object({
      kva: z.number({ error: 'Puissance souscrite invalide' }).optional(),
      option: PricingOptionSchema.default('BASE'),
      consumption: ConsumptionSchema.optional(),
    })
    .optional(),
  gas: z.object({ annualKwh: KwhSchema }).optional(),
});
export type GenContextBody = z.infer<typeof GenContextBodySchema>;

export const PricingContextSchema = z.object({
  date: z.string(),
  inseeCode: z.string().nullable(),
  electricity: z
    .object({
      kva: z.int().nullable().describe('Arrondie au palier autorisé supérieur (roundUpSubscribedPower)'),
      option: PricingOptionSchema,
      consumption: ConsumptionSchema.nullable(),
    })
    .nullable(),
  gas: z
    .object({
      annualKwh: z.int(),
      usageClass: GasUsageClassSchema,
      zone: GasZoneSchema,
      zoneIsDefault: z.boolean(),
    })
    .nullable(),
});
export type PricingContext = z.infer<typeof PricingContextSchema>;

const choice = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

export const SimulationSetupSchema = z.object({
  date: z.string(),
  offers: z.array(OfferSummarySchema),
  subscribedPowers: z.object({ BASE: z.array(z.int()), HPHC: z.array(z.int()) }),
  pricingOptions: z.array(choice(PricingOptionSchema)),
  housingTypes: z.array(choice(z.string())),
  usageEnergies: z.array(choice(z.string())),
  gasUsageClasses: z.array(choice(GasUsageClassSchema)),
  gasZones: z.array(z.int()),
  offerKinds: z.array(choice(OfferKindSchema)),
});
export type SimulationSetup = z.infer<typeof SimulationSetupSchema>;
