import { type PricingOption, SUBSCRIBED_POWERS_KVA } from '../energy/subscribed-power.js';
import { ok, type Result } from '../result.js';
import { GAS_USAGE_CLASSES, type GasUsageClass } from './gas-usage-class.js';
import { GAS_ZONES, type GasZone } from './gas-zone.js';
import { type Cents, discountedPrice, type MillicentsPerKwh } from './money.js';
import {
  type ElectricityFixedGrid,
  type ElectricityOffer,
  type GasFixedGrid,
  type GasOffer,
  type NoPriceAtDate,
  type Offer,
  priceGridAt,
} from './offer.js';
import type { KwhPrices } from './quote.js';
import { REGULATED_TARIFFS, type RegulatedTariffs } from './regulated-tariff.js';

type Validity = {
  /** The prices below hold from `validFrom` to `validTo` (included; `null`: until a new grid). */
  validFrom: string;
  validTo: string | null;
  /** Indexed offers: the discount on the reference kWh prices; `null` for a fixed grid. */
  indexedDiscountPercent: number | null;
};

export type EffectiveElectricityOption = {
  option: PricingOption;
  /** Ascending kVA; only the powers the offer sells in this option. */
  subscriptions: Array<{ kva: number; monthlyCents: Cents }>;
  kwhPrices: KwhPrices;
};
export type EffectiveElectricityPrices = Validity & {
  energy: 'electricity';
  options: EffectiveElectricityOption[];
};

export type EffectiveGasClass = {
  usageClass: GasUsageClass;
  subscriptionCentsPerYear: Cents;
  kwhPricesByZone: Array<{ zone: GasZone; price: MillicentsPerKwh }>;
};
export type EffectiveGasPrices = Validity & { energy: 'gas'; classes: EffectiveGasClass[] };

export type EffectivePrices = EffectiveElectricityPrices | EffectiveGasPrices;

/**
 * The prices an offer actually charges on `isoDate`, grid by grid as a customer reads them: for
 * a fixed grid its own figures, for an indexed grid the reference's figures (TRV or CRE gas
 * reference in force that day) with the kWh prices lowered by the discount — exactly what
 * `quote` charges (same `priceGridAt`, same `discountedPrice`, rounding rule 3 of `money.ts`).
 * The validity is the window where both the offer's grid and, if indexed, the reference's hold.
 */
export function effectivePriceGrid(
  offer: Offer,
  isoDate: string,
  references: RegulatedTariffs = REGULATED_TARIFFS,
): Result<EffectivePrices, NoPriceAtDate> {
  return offer.energy === 'electricity'
    ? effectiveElectricityPrices(offer, isoDate, references.electricity)
    : effectiveGasPrices(offer, isoDate, references.gas);
}

type Resolved<G> = { grid: G; validity: Validity };

function resolveGrid<G>(
  offer: Offer,
  reference: Offer,
  isoDate: string,
  isFixed: (grid: Offer['grids'][number]) => grid is Offer['grids'][number] & G,
): Result<Resolved<G>, NoPriceAtDate> {
  const found = priceGridAt(offer, isoDate);
  if (!found.ok) return found;
  const own = found.value;
  if (isFixed(own)) {
    return ok({
      grid: own,
      validity: { validFrom: own.validFrom, validTo: own.validTo ?? null, indexedDiscountPercent: null },
    });
  }
  if (own.pricing !== 'indexedOnReference') throw new Error('Unknown grid pricing');
  const referenceGrid = priceGridAt(reference, isoDate);
  if (!referenceGrid.ok) return referenceGrid;
  const base = referenceGrid.value;
  if (!isFixed(base)) throw new Error('A reference offer must have fixed grids');
  const ends = [own.validTo, base.validTo].filter((end): end is string => end !== undefined).sort();
  return ok({
    grid: base,
    validity: {
      validFrom: [own.validFrom, base.validFrom].sort()[1] ?? own.validFrom,
      validTo: ends[0] ?? null,
      indexedDiscountPercent: own.kwhDiscountPercent,
    },
  });
}

function effectiveElectricityPrices(
  offer: ElectricityOffer,
  isoDate: string,
  reference: ElectricityOffer,
): Result<EffectiveElectricityPrices, NoPriceAtDate> {
  const resolved = resolveGrid<ElectricityFixedGrid>(
    offer,
    reference,
    isoDate,
    (grid): grid is ElectricityFixedGrid => grid.pricing === 'fixed',
  );
  if (!resolved.ok) return resolved;
  const { grid, validity } = resolved.value;
  const price = (value: MillicentsPerKwh) =>
    validity.indexedDiscountPercent === null
      ? value
      : discountedPrice(value, validity.indexedDiscountPercent);
  const options: EffectiveElectricityOption[] = [];
  for (const option of ['BASE', 'HPHC'] as const) {
    const prices = grid[option];
    if (prices === undefined) continue;
    const byKva = prices.subscriptionCentsPerMonthByKva as Partial<Record<string, Cents>>;
    const subscriptions = SUBSCRIBED_POWERS_KVA.flatMap((kva) => {
      const monthlyCents = byKva[String(kva)];
      return monthlyCents === undefined ? [] : [{ kva, monthlyCents }];
    });
    const kwhPrices: KwhPrices =
      'kwhPrice' in prices
        ? { base: price(prices.kwhPrice) }
        : { hp: price(prices.hpKwhPrice), hc: price(prices.hcKwhPrice) };
    options.push({ option, subscriptions, kwhPrices });
  }
  return ok({ energy: 'electricity', ...validity, options });
}

function effectiveGasPrices(
  offer: GasOffer,
  isoDate: string,
  reference: GasOffer,
): Result<EffectiveGasPrices, NoPriceAtDate> {
  const resolved = resolveGrid<GasFixedGrid>(
    offer,
    reference,
    isoDate,
    (grid): grid is GasFixedGrid => grid.pricing === 'fixed',
  );
  if (!resolved.ok) return resolved;
  const { grid, validity } = resolved.value;
  const discount = validity.indexedDiscountPercent;
  const classes = GAS_USAGE_CLASSES.map((usageClass) => {
    const prices = grid.classes[usageClass];
    return {
      usageClass,
      subscriptionCentsPerYear: prices.subscriptionCentsPerYear,
      kwhPricesByZone: GAS_ZONES.map((zone) => {
        const zonePrice = prices.kwhPricesByZone[zone - 1];
        if (zonePrice === undefined) throw new RangeError(`Missing price for gas zone ${zone}`);
        return { zone, price: discount === null ? zonePrice : discountedPrice(zonePrice, discount) };
      }),
    };
  });
  return ok({ energy: 'gas', ...validity, classes });
}
