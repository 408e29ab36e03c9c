import { z } from 'zod';
import { fail, ok, type Result } from '../result.js';

export const PRICING_OPTIONS = ['BASE', 'HPHC'] as const;
export const PricingOptionSchema = z.enum(PRICING_OPTIONS);
/** `BASE`: one price all day. `HPHC`: heures pleines / heures creuses (peak / off-peak). */
export type PricingOption = z.infer<typeof PricingOptionSchema>;

/** Allowed subscribed powers in kVA (SPEC §9), ascending. */
export const SUBSCRIBED_POWERS_KVA = [3, 6, 9, 12, 15, 18, 24, 30, 36] as const;
/** The restricted list for the peak / off-peak option (SPEC §9), ascending. */
export const HPHC_SUBSCRIBED_POWERS_KVA = [6, 9, 12, 15, 18, 24, 30, 36] as const;

export type SubscribedPowerError = 'POWER_OUT_OF_RANGE' | 'UNKNOWN_PRICING_OPTION';

export function subscribedPowersFor(option: PricingOption): readonly number[] {
  return option === 'HPHC' ? HPHC_SUBSCRIBED_POWERS_KVA : SUBSCRIBED_POWERS_KVA;
}

/**
 * Rounds an estimated power up to the smallest allowed value of the option's white list.
 * 0 (or any value under the first step) gives the first step. Above 36 kVA, negative or
 * non-finite values are a failure: an individual contract cannot go beyond 36 kVA.
 */
export function roundUpSubscribedPower(
  kva: number,
  option: PricingOption,
): Result<number, SubscribedPowerError> {
  if (!PRICING_OPTIONS.includes(option)) {
    return fail('UNKNOWN_PRICING_OPTION', `Option tarifaire inconnue : ${String(option)}.`);
  }
  const allowed =
    Number.isFinite(kva) && kva >= 0 ? subscribedPowersFor(option).find((p) => p >= kva) : undefined;
  if (allowed === undefined) {
    return fail(
      'POWER_OUT_OF_RANGE',
      'La puissance souscrite doit être comprise entre 0 et 36\u00A0kVA. Au-delà, contactez-nous.',
    );
  }
  return ok(allowed);
}
