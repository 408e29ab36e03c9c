import { formatKwh, type Quote, SUBSCRIBED_POWERS_KVA, TYPICAL_HOUSEHOLD } from '@voltaire/domain';
import { z } from 'zod';
import type { HttpClient } from '../../app/http-client';
import type { EligibleOffer } from './eligible-offers';
import { quoteOffers } from './quote-offers';

/** The household the offers page prices the electricity offers for (option Base). */
export interface Household {
  kva: number;
  annualKwh: number;
}

export const DEFAULT_HOUSEHOLD: Household = {
  kva: TYPICAL_HOUSEHOLD.kva,
  annualKwh: TYPICAL_HOUSEHOLD.annualKwh.electricity,
};

/** As it sits in the address bar: `/offres?puissance=9&consommation=6000`. */
export const HOUSEHOLD_PARAMS = { kva: 'puissance', annualKwh: 'consommation' } as const;

export const KVA_CHOICES = SUBSCRIBED_POWERS_KVA.map((kva) => ({
  value: String(kva),
  label: `${kva}\u00A0kVA`,
}));

const KWH_MESSAGE = 'Indiquez une consommation annuelle en kWh, entre 100 et 100 000.';

/** The household form's answers, as typed; the power one of the subscribed powers. */
export const HouseholdFormSchema = z.object({
  kva: z.enum(SUBSCRIBED_POWERS_KVA.map(String), { error: 'Choisissez une puissance' }).transform(Number),
  annualKwh: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { error: KWH_MESSAGE })
    .transform(Number)
    .refine((kwh) => kwh >= 100 && kwh <= 100_000, { error: KWH_MESSAGE }),
});
export type HouseholdValues = z.input<typeof HouseholdFormSchema>;

/** The household of the address bar; a malformed power or consumption falls back to the typical one. */
export function readHousehold(params: URLSearchParams): Household {
  const parsed = HouseholdFormSchema.safeParse({
    kva: params.get(HOUSEHOLD_PARAMS.kva) ?? String(DEFAULT_HOUSEHOLD.kva),
    annualKwh: params.get(HOUSEHOLD_PARAMS.annualKwh) ?? String(DEFAULT_HOUSEHOLD.annualKwh),
  });
  return parsed.success ? parsed.data : DEFAULT_HOUSEHOLD;
}

/** Adds the household to the address bar's parameters, unless it is the typical one. */
export function writeHousehold(params: URLSearchParams, household: Household): URLSearchParams {
  if (household.kva !== DEFAULT_HOUSEHOLD.kva || household.annualKwh !== DEFAULT_HOUSEHOLD.annualKwh) {
    params.set(HOUSEHOLD_PARAMS.kva, String(household.kva));
    params.set(HOUSEHOLD_PARAMS.annualKwh, String(household.annualKwh));
  }
  return params;
}

/** « un foyer en 6 kVA, option Base, qui consomme 4 500 kWh d’électricité par an » */
export function describeHousehold(household: Household): string {
  return `un foyer en ${household.kva}\u00A0kVA, option Base, qui consomme ${formatKwh(household.annualKwh)} d’électricité par an`;
}

/** The server's quote of each electricity offer for the household; an offer it cannot price is left out. */
export function quoteHousehold(
  http: HttpClient,
  offers: readonly EligibleOffer[],
  household: Household,
  signal?: AbortSignal,
): Promise<Record<string, Quote>> {
  const ids = offers.filter((offer) => offer.energy === 'electricity').map((offer) => offer.id);
  if (ids.length === 0) return Promise.resolve({});
  return quoteOffers(
    http,
    ids,
    {
      energy: 'electricity',
      kva: household.kva,
      option: TYPICAL_HOUSEHOLD.option,
      consumption: { baseKwh: household.annualKwh },
    },
    signal,
  );
}
