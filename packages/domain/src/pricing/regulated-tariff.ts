import { GAS_ZONE_KWH_SURCHARGES, GAS_ZONES } from './gas-zone.js';
import type { Cents, MillicentsPerKwh } from './money.js';
import type {
  ElectricityFixedGrid,
  ElectricityOffer,
  GasClassPrices,
  GasFixedGrid,
  GasOffer,
} from './offer.js';

/**
 * Regulated electricity tariff (TRV « Bleu » résidentiel), 1 Aug 2025, tax included (DECISIONS §2).
 * Subscriptions in cents per month, kWh prices in millicents (1/100,000 €): 0.1952 € = 19,520.
 */
export const TRV_ELECTRICITY_GRID_2025_08_01 = {
  validFrom: '2025-08-01',
  pricing: 'fixed',
  BASE: {
    subscriptionCentsPerMonthByKva: {
      '3': 1173,
      '6': 1547,
      '9': 1939,
      '12': 2332,
      '15': 2706,
      '18': 3076,
      '24': 3879,
      '30': 4644,
      '36': 5429,
    },
    kwhPrice: 19_520,
  },
  HPHC: {
    subscriptionCentsPerMonthByKva: {
      '6': 1574,
      '9': 1981,
      '12': 2376,
      '15': 2749,
      '18': 3134,
      '24': 3947,
      '30': 4702,
      '36': 5461,
    },
    hpKwhPrice: 20_810,
    hcKwhPrice: 16_350,
  },
} as const satisfies ElectricityFixedGrid;

/**
 * CRE gas reference price (prix repère de vente de gaz), January 2026, tax included, zone 1
 * (DECISIONS §2). Two profiles are published: cooking and hot water, and heating.
 */
export const CRE_GAS_REFERENCE_2026_01 = {
  validFrom: '2026-01-01',
  cookingAndHotWater: { kwhPrice: 13_249, subscriptionCentsPerYear: 14_724 },
  heating: { kwhPrice: 10_192, subscriptionCentsPerYear: 34_390 },
} as const satisfies {
  validFrom: string;
  cookingAndHotWater: { kwhPrice: MillicentsPerKwh; subscriptionCentsPerYear: Cents };
  heating: { kwhPrice: MillicentsPerKwh; subscriptionCentsPerYear: Cents };
};

/** A gas class priced from a zone-1 price plus the zone surcharges of `GAS_ZONE_KWH_SURCHARGES`. */
export function gasClassPricesFromZone1(
  zone1KwhPrice: MillicentsPerKwh,
  subscriptionCentsPerYear: Cents,
): GasClassPrices {
  return {
    subscriptionCentsPerYear,
    kwhPricesByZone: GAS_ZONES.map((zone) => zone1KwhPrice + GAS_ZONE_KWH_SURCHARGES[zone]),
  };
}

/**
 * The CRE reference as a gas grid: Base and B0 take the cooking-and-hot-water profile, B1 and
 * B2i the heating profile (the CRE publishes no separate B2i figure).
 */
export const CRE_GAS_REFERENCE_GRID_2026_01_01: GasFixedGrid = (() => {
  const { cookingAndHotWater, heating, validFrom } = CRE_GAS_REFERENCE_2026_01;
  const cooking = gasClassPricesFromZone1(
    cookingAndHotWater.kwhPrice,
    cookingAndHotWater.subscriptionCentsPerYear,
  );
  const heat = gasClassPricesFromZone1(heating.kwhPrice, heating.subscriptionCentsPerYear);
  return { validFrom, pricing: 'fixed', classes: { BASE: cooking, B0: cooking, B1: heat, B2I: heat } };
})();

/** The TRV as the electricity reference offer that every electricity offer is compared with. */
export const REGULATED_ELECTRICITY_OFFER: ElectricityOffer = {
  id: 'trv-electricite',
  name: 'Tarif réglementé de vente (TRV) électricité',
  energy: 'electricity',
  kind: 'regulated',
  grids: [TRV_ELECTRICITY_GRID_2025_08_01],
};

/** The CRE reference price as the gas reference offer (there is no regulated gas tariff since 2023). */
export const GAS_REFERENCE_OFFER: GasOffer = {
  id: 'prix-repere-gaz-cre',
  name: 'Prix repère CRE du gaz',
  energy: 'gas',
  kind: 'regulated',
  grids: [CRE_GAS_REFERENCE_GRID_2026_01_01],
};

/** The references a quote is compared with, and on which indexed offers are computed. */
export type RegulatedTariffs = { electricity: ElectricityOffer; gas: GasOffer };

export const REGULATED_TARIFFS: RegulatedTariffs = {
  electricity: REGULATED_ELECTRICITY_OFFER,
  gas: GAS_REFERENCE_OFFER,
};
