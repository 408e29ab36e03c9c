import {
  type EffectivePrices,
  ENERGY_BAND_LABELS,
  type EnergyBand,
  formatEuros,
  formatPricePerKwh,
  GAS_USAGE_CLASS_LABELS,
  type KwhPrices,
  PRICING_OPTION_LABELS,
} from '@voltaire/domain';
import type { OfferPricesView } from './catalogue.schemas.js';

function kwhPriceViews(prices: KwhPrices) {
  const bands: Array<[EnergyBand, number]> =
    'base' in prices
      ? [['base', prices.base]]
      : [
          ['hp', prices.hp],
          ['hc', prices.hc],
        ];
  return bands.map(([band, price]) => ({
    band,
    label: ENERGY_BAND_LABELS[band],
    millicentsPerKwh: price,
    formatted: formatPricePerKwh(price),
  }));
}

/** The effective prices of an offer on `date`, with every amount also formatted in French. */
export function offerPricesView(prices: EffectivePrices, date: string): OfferPricesView {
  const validity = {
    date,
    validFrom: prices.validFrom,
    validTo: prices.validTo,
    indexedDiscountPercent: prices.indexedDiscountPercent,
  };
  if (prices.energy === 'electricity') {
    return {
      energy: 'electricity',
      ...validity,
      options: prices.options.map((option) => ({
        option: option.option,
        label: PRICING_OPTION_LABELS[option.option],
        kwhPrices: kwhPriceViews(option.kwhPrices),
        subscriptions: option.subscriptions.map(({ kva, monthlyCents }) => ({
          kva,
          monthlyCents,
          formatted: formatEuros(monthlyCents),
        })),
      })),
    };
  }
  return {
    energy: 'gas',
    ...validity,
    classes: prices.classes.map((gasClass) => ({
      usageClass: gasClass.usageClass,
      label: GAS_USAGE_CLASS_LABELS[gasClass.usageClass],
      subscriptionCentsPerYear: gasClass.subscriptionCentsPerYear,
      formatted: formatEuros(gasClass.subscriptionCentsPerYear),
      kwhPricesByZone: gasClass.kwhPricesByZone.map(({ zone, price }) => ({
        zone,
        millicentsPerKwh: price,
        formatted: formatPricePerKwh(price),
      })),
    })),
  };
}
