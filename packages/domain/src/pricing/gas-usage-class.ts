import { z } from 'zod';
import { fail, ok, type Result } from '../result.js';

/** Gas usage classes of the French market (DECISIONS §2), from the smallest consumption. */
export const GAS_USAGE_CLASSES = ['BASE', 'B0', 'B1', 'B2I'] as const;
export const GasUsageClassSchema = z.enum(GAS_USAGE_CLASSES);
export type GasUsageClass = z.infer<typeof GasUsageClassSchema>;

export const GAS_USAGE_CLASS_LABELS = {
  BASE: 'Base (cuisson)',
  B0: 'B0 (cuisson et eau chaude)',
  B1: 'B1 (chauffage)',
  B2I: 'B2i (gros chauffage)',
} as const satisfies Record<GasUsageClass, string>;

/**
 * The classes as data: each row reads "under `belowKwh` kWh a year (strict), the class is …".
 * B2i goes up to 150,000 kWh included; beyond, the contract is not residential.
 */
export const GAS_USAGE_CLASS_THRESHOLDS = [
  { belowKwh: 1_000, usageClass: 'BASE' },
  { belowKwh: 6_000, usageClass: 'B0' },
  { belowKwh: 30_000, usageClass: 'B1' },
] as const satisfies ReadonlyArray<{ belowKwh: number; usageClass: GasUsageClass }>;
export const GAS_MAX_RESIDENTIAL_KWH = 150_000;

export type GasUsageClassError = 'GAS_CONSUMPTION_OUT_OF_RANGE';

/** The class of an annual gas consumption: Base < 1,000 ≤ B0 < 6,000 ≤ B1 < 30,000 ≤ B2i ≤ 150,000. */
export function gasUsageClass(annualKwh: number): Result<GasUsageClass, GasUsageClassError> {
  if (!(Number.isFinite(annualKwh) && annualKwh >= 0 && annualKwh <= GAS_MAX_RESIDENTIAL_KWH)) {
    return fail(
      'GAS_CONSUMPTION_OUT_OF_RANGE',
      'La consommation de gaz doit être comprise entre 0 et 150\u202F000\u00A0kWh par an. Au-delà, contactez-nous.',
    );
  }
  const row = GAS_USAGE_CLASS_THRESHOLDS.find(({ belowKwh }) => annualKwh < belowKwh);
  return ok(row?.usageClass ?? 'B2I');
}
