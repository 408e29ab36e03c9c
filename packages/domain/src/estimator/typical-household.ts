import type { PricingOption } from '../energy/subscribed-power.js';

/**
 * The household prices are shown for until a customer says theirs (the offers page, an offer change without
 * any known consumption): a home on 6 kVA, option Base, using 4,500 kWh of electricity or 10,000 kWh of gas a
 * year — a family flat or small house, the order of magnitude the regulator's comparisons use.
 */
export const TYPICAL_HOUSEHOLD = {
  kva: 6,
  option: 'BASE',
  annualKwh: { electricity: 4_500, gas: 10_000 },
} as const satisfies {
  kva: number;
  option: PricingOption;
  annualKwh: Record<'electricity' | 'gas', number>;
};
