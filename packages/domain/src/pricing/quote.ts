import { z } from 'zod';
import { formatFrenchDate } from '../calendar/french-date.js';
import { IsoDateSchema, isIsoDate } from '../calendar/iso-date.js';
import type { Energy } from '../energy/delivery-point-id.js';
import {
  type PricingOption,
  PricingOptionSchema,
  roundUpSubscribedPower,
  type SubscribedPowerError,
} from '../energy/subscribed-power.js';
import { fail, ok, type Result } from '../result.js';
import {
  GAS_USAGE_CLASS_LABELS,
  type GasUsageClass,
  type GasUsageClassError,
  gasUsageClass,
} from './gas-usage-class.js';
import { type GasZone, GasZoneSchema } from './gas-zone.js';
import {
  type Cents,
  discountedPrice,
  divideRoundingHalfAwayFromZero,
  energyCostCents,
  formatEuros,
  formatKwh,
  formatPricePerKwh,
  type MillicentsPerKwh,
  percentOf,
  recommendedMonthlyPayment,
} from './money.js';
import { NonNegativeCentsSchema, PercentSchema } from './money-schemas.js';
import {
  type ElectricityOffer,
  type GasOffer,
  type NoPriceAtDate,
  type Offer,
  priceGridAt,
} from './offer.js';
import { REGULATED_TARIFFS, type RegulatedTariffs } from './regulated-tariff.js';

/** Annual kWh: a whole number (estimates are already rounded up to whole kWh). */
export const KwhSchema = z
  .int({ error: 'Consommation invalide (kWh entiers attendus)' })
  .nonnegative({ error: 'La consommation ne peut pas être négative' })
  .max(1_000_000, { error: 'Consommation trop élevée' });

export const CONSUMPTION_MESSAGE =
  'Indiquez la consommation annuelle en kWh entiers : en Base, ou en heures pleines et heures creuses.';
export const ConsumptionSchema = z.union(
  [z.object({ baseKwh: KwhSchema }), z.object({ hpKwh: KwhSchema, hcKwh: KwhSchema })],
  { error: CONSUMPTION_MESSAGE },
);
/** `{ baseKwh }` for Base, `{ hpKwh, hcKwh }` for HP/HC (a split also prices Base: HP + HC). */
export type Consumption = z.infer<typeof ConsumptionSchema>;

/**
 * Promo effects, applied by the quote on the first year:
 * - `percentOnKwh`: `percent` % off the energy line(s);
 * - `fixedAmount`: `cents` off once, never below a zero total;
 * - `freeSubscriptionMonths`: `months` of subscription offered.
 */
export const PromoEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percentOnKwh'), percent: PercentSchema, label: z.string().optional() }),
  z.object({ kind: z.literal('fixedAmount'), cents: NonNegativeCentsSchema, label: z.string().optional() }),
  z.object({
    kind: z.literal('freeSubscriptionMonths'),
    months: z
      .int({ error: 'Nombre de mois invalide' })
      .min(1, { error: 'Entre 1 et 12 mois offerts' })
      .max(12, { error: 'Entre 1 et 12 mois offerts' }),
    label: z.string().optional(),
  }),
]);
export type PromoEffect = z.infer<typeof PromoEffectSchema>;

export const ElectricityQuoteInputSchema = z.object({
  energy: z.literal('electricity'),
  kva: z.number({ error: 'Puissance souscrite invalide' }),
  option: PricingOptionSchema,
  consumption: ConsumptionSchema,
  date: IsoDateSchema,
  promo: PromoEffectSchema.optional(),
});
export type ElectricityQuoteInput = z.infer<typeof ElectricityQuoteInputSchema>;

export const GasQuoteInputSchema = z.object({
  energy: z.literal('gas'),
  gas: z.object({ annualKwh: KwhSchema, zone: GasZoneSchema }),
  date: IsoDateSchema,
  promo: PromoEffectSchema.optional(),
});
export type GasQuoteInput = z.infer<typeof GasQuoteInputSchema>;

export const QuoteInputSchema = z.discriminatedUnion('energy', [
  ElectricityQuoteInputSchema,
  GasQuoteInputSchema,
]);
export type QuoteInput = z.infer<typeof QuoteInputSchema>;

export type KwhPrices = { base: MillicentsPerKwh } | { hp: MillicentsPerKwh; hc: MillicentsPerKwh };
export type EnergyBand = 'base' | 'hp' | 'hc';
export type EnergyLine = { band: EnergyBand; kwh: number; pricePerKwh: MillicentsPerKwh; cents: Cents };

export type Quote = {
  offerId: string;
  offerName: string;
  energy: Energy;
  date: string;
  /** Electricity only: the subscribed power after rounding up to an allowed value. */
  kva: number | null;
  option: PricingOption | null;
  /** Gas only. */
  gasUsageClass: GasUsageClass | null;
  gasZone: GasZone | null;
  annualKwh: number;
  /** For gas (priced per year) the yearly subscription ÷ 12, rounded: for display only. */
  monthlySubscriptionCents: Cents;
  kwhPrices: KwhPrices;
  energyLines: EnergyLine[];
  annualSubscriptionCents: Cents;
  annualEnergyCents: Cents;
  /** Total of the promo effects on the first year (≥ 0). */
  promoDiscountCents: Cents;
  /** First-year total, tax included: subscription + energy − promo. */
  annualTotalCents: Cents;
  /** Annual total ÷ 12 rounded UP to the euro (see `recommendedMonthlyPayment`). */
  recommendedMonthlyPaymentCents: Cents;
  /** The reference (TRV, or CRE reference for gas) for the same consumption, without promo. */
  regulatedAnnualTotalCents: Cents;
  /** `annualTotalCents − regulatedAnnualTotalCents`: negative is a saving. */
  differenceVsRegulatedCents: Cents;
  /** The explanation, in French, line by line. */
  lines: string[];
};

export type QuoteError =
  | 'ENERGY_MISMATCH'
  | 'CONSUMPTION_SPLIT_REQUIRED'
  | 'INVALID_CONSUMPTION'
  | 'OPTION_NOT_OFFERED'
  | 'POWER_NOT_OFFERED'
  | NoPriceAtDate
  | SubscribedPowerError
  | GasUsageClassError;

/** Subscription and unit prices resolved for one offer, one date and one customer profile. */
type ResolvedPrices = {
  annualSubscriptionCents: Cents;
  monthlySubscriptionCents: Cents;
  /** `null` for gas, whose subscription is priced per year. */
  monthlySubscriptionForLine: Cents | null;
  kwhPrices: KwhPrices;
  indexedDiscountPercent: number | null;
};

type Bands = { base: number } | { hp: number; hc: number };

const BAND_LABELS: Record<EnergyBand, string> = {
  base: 'Consommation',
  hp: 'Heures pleines',
  hc: 'Heures creuses',
};

function resolveElectricityPrices(
  offer: ElectricityOffer,
  reference: ElectricityOffer,
  date: string,
  option: PricingOption,
  kva: number,
): Result<ResolvedPrices, QuoteError> {
  const found = priceGridAt(offer, date);
  if (!found.ok) return found;
  let grid = found.value;
  let discountPercent: number | null = null;
  if (grid.pricing === 'indexedOnReference') {
    discountPercent = grid.kwhDiscountPercent;
    const referenceGrid = priceGridAt(reference, date);
    if (!referenceGrid.ok) return referenceGrid;
    if (referenceGrid.value.pricing !== 'fixed')
      throw new Error('The electricity reference must have fixed grids');
    grid = referenceGrid.value;
  }
  const prices = grid[option];
  if (prices === undefined) {
    const label = option === 'BASE' ? 'Base' : 'Heures pleines / Heures creuses';
    return fail('OPTION_NOT_OFFERED', `L’offre « ${offer.name} » n’existe pas en option ${label}.`);
  }
  const monthly =
    prices.subscriptionCentsPerMonthByKva[String(kva) as keyof typeof prices.subscriptionCentsPerMonthByKva];
  if (monthly === undefined) {
    return fail('POWER_NOT_OFFERED', `L’offre « ${offer.name} » n’est pas proposée en ${kva}\u00A0kVA.`);
  }
  const adjust = (price: MillicentsPerKwh) =>
    discountPercent === null ? price : discountedPrice(price, discountPercent);
  const kwhPrices: KwhPrices =
    'kwhPrice' in prices
      ? { base: adjust(prices.kwhPrice) }
      : { hp: adjust(prices.hpKwhPrice), hc: adjust(prices.hcKwhPrice) };
  return ok({
    annualSubscriptionCents: monthly * 12,
    monthlySubscriptionCents: monthly,
    monthlySubscriptionForLine: monthly,
    kwhPrices,
    indexedDiscountPercent: discountPercent,
  });
}

function resolveGasPrices(
  offer: GasOffer,
  reference: GasOffer,
  date: string,
  usageClass: GasUsageClass,
  zone: GasZone,
): Result<ResolvedPrices, QuoteError> {
  const found = priceGridAt(offer, date);
  if (!found.ok) return found;
  let grid = found.value;
  let discountPercent: number | null = null;
  if (grid.pricing === 'indexedOnReference') {
    discountPercent = grid.kwhDiscountPercent;
    const referenceGrid = priceGridAt(reference, date);
    if (!referenceGrid.ok) return referenceGrid;
    if (referenceGrid.value.pricing !== 'fixed') throw new Error('The gas reference must have fixed grids');
    grid = referenceGrid.value;
  }
  const prices = grid.classes[usageClass];
  const zonePrice = prices.kwhPricesByZone[zone - 1];
  if (zonePrice === undefined) throw new RangeError(`Unknown gas zone: ${zone}`);
  const annual = prices.subscriptionCentsPerYear;
  return ok({
    annualSubscriptionCents: annual,
    monthlySubscriptionCents: divideRoundingHalfAwayFromZero(annual, 12),
    monthlySubscriptionForLine: null,
    kwhPrices: { base: discountPercent === null ? zonePrice : discountedPrice(zonePrice, discountPercent) },
    indexedDiscountPercent: discountPercent,
  });
}

function energyLinesFor(bands: Bands, prices: KwhPrices): EnergyLine[] {
  if ('base' in bands) {
    // A Base consumption priced on an HP/HC grid cannot happen: the option decides both.
    if (!('base' in prices)) throw new Error('Base consumption needs a Base price');
    return [
      {
        band: 'base',
        kwh: bands.base,
        pricePerKwh: prices.base,
        cents: energyCostCents(bands.base, prices.base),
      },
    ];
  }
  if ('base' in prices) {
    const kwh = bands.hp + bands.hc;
    return [{ band: 'base', kwh, pricePerKwh: prices.base, cents: energyCostCents(kwh, prices.base) }];
  }
  return [
    { band: 'hp', kwh: bands.hp, pricePerKwh: prices.hp, cents: energyCostCents(bands.hp, prices.hp) },
    { band: 'hc', kwh: bands.hc, pricePerKwh: prices.hc, cents: energyCostCents(bands.hc, prices.hc) },
  ];
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

function isWholeKwh(kwh: number): boolean {
  return Number.isSafeInteger(kwh) && kwh >= 0;
}

type PromoOutcome = { discountCents: Cents; line: string };

function applyPromo(
  promo: PromoEffect,
  prices: ResolvedPrices,
  annualEnergyCents: Cents,
  subtotalCents: Cents,
): PromoOutcome {
  const prefix = promo.label ? `Promotion « ${promo.label} »` : 'Promotion';
  switch (promo.kind) {
    case 'percentOnKwh': {
      const discountCents = percentOf(annualEnergyCents, promo.percent);
      return {
        discountCents,
        line: `${prefix} : −${formatPercent(promo.percent)} sur l’énergie (${formatEuros(annualEnergyCents)}) = −${formatEuros(discountCents)}`,
      };
    }
    case 'freeSubscriptionMonths': {
      const discountCents =
        prices.monthlySubscriptionForLine === null
          ? divideRoundingHalfAwayFromZero(prices.annualSubscriptionCents * promo.months, 12)
          : prices.monthlySubscriptionForLine * promo.months;
      const months = promo.months === 1 ? '1 mois' : `${promo.months} mois`;
      return {
        discountCents,
        line: `${prefix} : ${months} d’abonnement offert(s) = −${formatEuros(discountCents)}`,
      };
    }
    case 'fixedAmount': {
      const discountCents = Math.min(promo.cents, Math.max(subtotalCents, 0));
      return {
        discountCents,
        line: `${prefix} : remise de ${formatEuros(promo.cents)} la première année = −${formatEuros(discountCents)}`,
      };
    }
  }
}

const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

function formatPercent(percent: number): string {
  return `${PERCENT.format(percent)}\u00A0%`;
}

/** Subscription + energy lines, without promo: the reference side of the comparison. */
function totalWithoutPromo(prices: ResolvedPrices, bands: Bands): Cents {
  return (
    prices.annualSubscriptionCents + sum(energyLinesFor(bands, prices.kwhPrices).map((line) => line.cents))
  );
}

type Profile = {
  bands: Bands;
  kva: number | null;
  option: PricingOption | null;
  usageClass: GasUsageClass | null;
  zone: GasZone | null;
  describe: string;
};

/**
 * Quotes one offer for one customer profile at `input.date` (prices in force that day), and
 * compares it with the reference (TRV for electricity, CRE reference price for gas) for the very
 * same consumption. Integer arithmetic, rounding per `money.ts`: each line is rounded once to the
 * cent, totals are sums of lines. Expected failures (power out of range, no price at that date,
 * option or power not offered, gas consumption out of range…) come back as values.
 */
export function quote(
  input: QuoteInput,
  offer: Offer,
  references: RegulatedTariffs = REGULATED_TARIFFS,
): Result<Quote, QuoteError> {
  if (offer.energy !== input.energy) {
    return fail('ENERGY_MISMATCH', `L’offre « ${offer.name} » ne concerne pas cette énergie.`);
  }
  const profile = resolveProfile(input);
  if (!profile.ok) return profile;
  const { bands, kva, option, usageClass, zone } = profile.value;

  const resolve = (target: Offer): Result<ResolvedPrices, QuoteError> => {
    if (target.energy === 'electricity') {
      if (option === null || kva === null) throw new Error('Electricity profile without option or kVA');
      return resolveElectricityPrices(target, references.electricity, input.date, option, kva);
    }
    if (usageClass === null || zone === null) throw new Error('Gas profile without class or zone');
    return resolveGasPrices(target, references.gas, input.date, usageClass, zone);
  };
  const prices = resolve(offer);
  if (!prices.ok) return prices;
  const reference = input.energy === 'electricity' ? references.electricity : references.gas;
  const referencePrices = resolve(reference);
  if (!referencePrices.ok) return referencePrices;

  const energyLines = energyLinesFor(bands, prices.value.kwhPrices);
  const annualSubscriptionCents = prices.value.annualSubscriptionCents;
  const annualEnergyCents = sum(energyLines.map((line) => line.cents));
  const subtotalCents = annualSubscriptionCents + annualEnergyCents;
  const promo = input.promo ? applyPromo(input.promo, prices.value, annualEnergyCents, subtotalCents) : null;
  const promoDiscountCents = promo?.discountCents ?? 0;
  const annualTotalCents = subtotalCents - promoDiscountCents;
  const recommendedMonthlyPaymentCents = recommendedMonthlyPayment(annualTotalCents);
  const regulatedAnnualTotalCents = totalWithoutPromo(referencePrices.value, bands);
  const differenceVsRegulatedCents = annualTotalCents - regulatedAnnualTotalCents;

  const lines: string[] = [];
  const when = isIsoDate(input.date) ? formatFrenchDate(input.date) : input.date;
  lines.push(`Offre « ${offer.name} » — ${profile.value.describe}, prix en vigueur le ${when}`);
  const monthlyLine = prices.value.monthlySubscriptionForLine;
  lines.push(
    monthlyLine === null
      ? `Abonnement : ${formatEuros(annualSubscriptionCents)} par an (soit ${formatEuros(prices.value.monthlySubscriptionCents)} par mois)`
      : `Abonnement : ${formatEuros(monthlyLine)} par mois × 12 = ${formatEuros(annualSubscriptionCents)}`,
  );
  if (prices.value.indexedDiscountPercent !== null) {
    lines.push(
      `Prix du kWh indexé : prix de « ${reference.name} » −${formatPercent(prices.value.indexedDiscountPercent)}`,
    );
  }
  for (const line of energyLines) {
    lines.push(
      `${BAND_LABELS[line.band]} : ${formatKwh(line.kwh)} × ${formatPricePerKwh(line.pricePerKwh)} = ${formatEuros(line.cents)}`,
    );
  }
  if (promo) lines.push(promo.line);
  lines.push(`Total annuel estimé TTC : ${formatEuros(annualTotalCents)}`);
  lines.push(
    `Mensualité conseillée : ${formatEuros(recommendedMonthlyPaymentCents)} (total annuel ÷ 12, arrondi à l’euro supérieur pour éviter une régularisation en fin d’année)`,
  );
  lines.push(comparisonLine(reference.name, differenceVsRegulatedCents));

  return ok({
    offerId: offer.id,
    offerName: offer.name,
    energy: input.energy,
    date: input.date,
    kva,
    option,
    gasUsageClass: usageClass,
    gasZone: zone,
    annualKwh: 'base' in bands ? bands.base : bands.hp + bands.hc,
    monthlySubscriptionCents: prices.value.monthlySubscriptionCents,
    kwhPrices: prices.value.kwhPrices,
    energyLines,
    annualSubscriptionCents,
    annualEnergyCents,
    promoDiscountCents,
    annualTotalCents,
    recommendedMonthlyPaymentCents,
    regulatedAnnualTotalCents,
    differenceVsRegulatedCents,
    lines,
  });
}

function comparisonLine(referenceName: string, difference: Cents): string {
  if (difference === 0) return `Par rapport à « ${referenceName} » : même prix`;
  return difference < 0
    ? `Par rapport à « ${referenceName} » : économie de ${formatEuros(-difference)} par an`
    : `Par rapport à « ${referenceName} » : surcoût de ${formatEuros(difference)} par an`;
}

function resolveProfile(input: QuoteInput): Result<Profile, QuoteError> {
  if (input.energy === 'gas') {
    const { annualKwh, zone } = input.gas;
    if (!isWholeKwh(annualKwh)) return invalidConsumption();
    const usageClass = gasUsageClass(annualKwh);
    if (!usageClass.ok) return usageClass;
    return ok({
      bands: { base: annualKwh },
      kva: null,
      option: null,
      usageClass: usageClass.value,
      zone,
      describe: `gaz, classe ${GAS_USAGE_CLASS_LABELS[usageClass.value]}, zone ${zone}`,
    });
  }
  const kva = roundUpSubscribedPower(input.kva, input.option);
  if (!kva.ok) return kva;
  const { consumption, option } = input;
  let bands: Bands;
  if ('baseKwh' in consumption) {
    if (option === 'HPHC') {
      return fail(
        'CONSUMPTION_SPLIT_REQUIRED',
        'En option Heures pleines / Heures creuses, indiquez la consommation en heures pleines et en heures creuses.',
      );
    }
    if (!isWholeKwh(consumption.baseKwh)) return invalidConsumption();
    bands = { base: consumption.baseKwh };
  } else {
    if (!isWholeKwh(consumption.hpKwh) || !isWholeKwh(consumption.hcKwh)) return invalidConsumption();
    bands =
      option === 'BASE'
        ? { base: consumption.hpKwh + consumption.hcKwh }
        : { hp: consumption.hpKwh, hc: consumption.hcKwh };
  }
  const optionLabel = option === 'BASE' ? 'option Base' : 'option Heures pleines / Heures creuses';
  return ok({
    bands,
    kva: kva.value,
    option,
    usageClass: null,
    zone: null,
    describe: `électricité, ${optionLabel}, ${kva.value}\u00A0kVA`,
  });
}

function invalidConsumption(): Result<never, 'INVALID_CONSUMPTION'> {
  return fail('INVALID_CONSUMPTION', 'La consommation doit être un nombre entier positif de kWh.');
}
