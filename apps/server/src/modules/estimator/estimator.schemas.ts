import {
  ElectricCarSchema,
  EstimatorInputSchema,
  GasUsageClassSchema,
  PricingOptionSchema,
} from '@voltaire/domain';
import { z } from 'zod';

const kwh = z.int().describe('kWh par an');

/** The domain's `ConsumptionEstimate`, as the API returns it. */
export const ConsumptionEstimateSchema = z.object({
  input: EstimatorInputSchema.describe('Les réponses dont l’estimation est faite'),
  electricity: z.object({
    annualKwh: kwh.describe('Arrondi à la centaine supérieure'),
    hpKwh: kwh,
    hcKwh: kwh.describe('Part conseillée en heures creuses, arrondie à la centaine inférieure'),
    breakdown: z.object({
      heating: kwh,
      hotWater: kwh,
      cooking: kwh,
      specificUses: kwh,
      electricCar: kwh,
    }),
  }),
  gas: z.object({
    annualKwh: kwh.describe('0 sans usage au gaz'),
    usageClass: GasUsageClassSchema.nullable(),
    breakdown: z.object({ heating: kwh, hotWater: kwh, cooking: kwh }),
  }),
  recommendedKva: z.int(),
  recommendedOption: PricingOptionSchema,
  explanation: z.array(z.string()).describe('L’estimation expliquée, ligne par ligne, en français'),
});

export const ReevaluateElectricCarBodySchema = EstimatorInputSchema.omit({ electricCar: true }).extend({
  car: ElectricCarSchema.nullable().describe('La voiture électrique ; null pour la retirer'),
});
export type ReevaluateElectricCarBody = z.infer<typeof ReevaluateElectricCarBodySchema>;

const SURFACE_MESSAGE = 'Indiquez une surface en m² comprise entre 1 et 10 000.';

export const CeeSurfaceQuerySchema = z.object({
  surface: z
    .string({ error: SURFACE_MESSAGE })
    .trim()
    .regex(/^\d{1,5}(?:[.,]\d{1,2})?$/, { error: SURFACE_MESSAGE })
    .transform((value) => Number(value.replace(',', '.')))
    .refine((surface) => surface >= 1 && surface <= 10_000, { error: SURFACE_MESSAGE })
    .describe('Surface habitable en m² (virgule ou point décimal)'),
});

export const CeeSurfaceSchema = z.object({
  surfaceM2: z.number(),
  coefficient: z.int().describe('Coefficient des certificats d’économies d’énergie (SPEC §9)'),
});
