import { describe, expect, it } from 'vitest';
import type { ElectricityOffer, GasOffer } from './offer.js';
import {
  CONSUMPTION_MESSAGE,
  type ElectricityQuoteInput,
  type GasQuoteInput,
  type Quote,
  QuoteInputSchema,
  quote,
} from './quote.js';
import {
  GAS_REFERENCE_OFFER,
  REGULATED_ELECTRICITY_OFFER,
  TRV_ELECTRICITY_GRID_2025_08_01,
} from './regulated-tariff.js';

/** The lines with ordinary spaces instead of U+00A0 / U+202F, for readable expectations. */
const plain = (lines: readonly string[]) => lines.map((line) => line.replace(/[\u00A0\u202F]/g, ' '));

function expectOk<T>(result: { ok: true; value: T } | { ok: false; code: string; message: string }): T {
  if (!result.ok) throw new Error(`Expected a quote, got ${result.code}: ${result.message}`);
  return result.value;
}

const TRV = REGULATED_ELECTRICITY_OFFER;
const DATE = '2025-09-01';
const GAS_DATE = '2026-02-01';

const FIXED: ElectricityOffer = {
  id: 'voltaire-fixe',
  name: 'Voltaire Fixe',
  energy: 'electricity',
  kind: 'fixed',
  grids: [
    {
      validFrom: '2025-08-01',
      pricing: 'fixed',
      BASE: {
        subscriptionCentsPerMonthByKva: TRV_ELECTRICITY_GRID_2025_08_01.BASE.subscriptionCentsPerMonthByKva,
        kwhPrice: 18_765,
      },
      HPHC: {
        subscriptionCentsPerMonthByKva: TRV_ELECTRICITY_GRID_2025_08_01.HPHC.subscriptionCentsPerMonthByKva,
        hpKwhPrice: 19_990,
        hcKwhPrice: 15_700,
      },
    },
  ],
};

const INDEXED: ElectricityOffer = {
  id: 'voltaire-indexee',
  name: 'Voltaire Indexée',
  energy: 'electricity',
  kind: 'indexed',
  grids: [{ validFrom: '2025-01-01', pricing: 'indexedOnReference', kwhDiscountPercent: 10 }],
};

const GREEN: ElectricityOffer = {
  id: 'voltaire-verte',
  name: 'Voltaire Verte',
  energy: 'electricity',
  kind: 'green',
  grids: [
    {
      validFrom: '2025-10-01',
      pricing: 'fixed',
      BASE: { subscriptionCentsPerMonthByKva: { '6': 1600, '9': 2000 }, kwhPrice: 20_500 },
    },
  ],
};

const GAS_FIXED: GasOffer = {
  id: 'voltaire-gaz-fixe',
  name: 'Voltaire Gaz Fixe',
  energy: 'gas',
  kind: 'fixed',
  grids: [
    {
      validFrom: '2026-01-01',
      pricing: 'fixed',
      classes: {
        BASE: {
          subscriptionCentsPerYear: 14_724,
          kwhPricesByZone: [13_000, 13_100, 13_200, 13_300, 13_400, 13_500],
        },
        B0: {
          subscriptionCentsPerYear: 14_724,
          kwhPricesByZone: [13_000, 13_100, 13_200, 13_300, 13_400, 13_500],
        },
        B1: {
          subscriptionCentsPerYear: 34_390,
          kwhPricesByZone: [9_900, 10_000, 10_100, 10_200, 10_300, 10_400],
        },
        B2I: {
          subscriptionCentsPerYear: 34_390,
          kwhPricesByZone: [9_800, 9_900, 10_000, 10_100, 10_200, 10_300],
        },
      },
    },
  ],
};

const GAS_INDEXED: GasOffer = {
  id: 'voltaire-gaz-indexe',
  name: 'Voltaire Gaz Indexé',
  energy: 'gas',
  kind: 'indexed',
  grids: [{ validFrom: '2026-01-01', pricing: 'indexedOnReference', kwhDiscountPercent: 5 }],
};

const base6kva2500: ElectricityQuoteInput = {
  energy: 'electricity',
  kva: 6,
  option: 'BASE',
  consumption: { baseKwh: 2_500 },
  date: DATE,
};
const hphc9kva: ElectricityQuoteInput = {
  energy: 'electricity',
  kva: 9,
  option: 'HPHC',
  consumption: { hpKwh: 6_000, hcKwh: 4_000 },
  date: DATE,
};
const gasB1zone1: GasQuoteInput = { energy: 'gas', gas: { annualKwh: 12_000, zone: 1 }, date: GAS_DATE };

function figures(q: Quote) {
  return {
    monthlySubscriptionCents: q.monthlySubscriptionCents,
    annualSubscriptionCents: q.annualSubscriptionCents,
    annualEnergyCents: q.annualEnergyCents,
    promoDiscountCents: q.promoDiscountCents,
    annualTotalCents: q.annualTotalCents,
    recommendedMonthlyPaymentCents: q.recommendedMonthlyPaymentCents,
    regulatedAnnualTotalCents: q.regulatedAnnualTotalCents,
    differenceVsRegulatedCents: q.differenceVsRegulatedCents,
  };
}

describe('quote — hand-computed reference quotes', () => {
  it('TRV Base 6 kVA, 2,500 kWh: 15.47 × 12 = 185.64 € + 2,500 × 0.1952 = 488.00 € → 673.64 €, 57 € a month', () => {
    const q = expectOk(quote(base6kva2500, TRV));
    expect(figures(q)).toEqual({
      monthlySubscriptionCents: 1_547,
      annualSubscriptionCents: 18_564,
      annualEnergyCents: 48_800,
      promoDiscountCents: 0,
      annualTotalCents: 67_364,
      recommendedMonthlyPaymentCents: 5_700, // 673.64 / 12 = 56.14 → 57
      regulatedAnnualTotalCents: 67_364,
      differenceVsRegulatedCents: 0,
    });
    expect(q.kwhPrices).toEqual({ base: 19_520 });
    expect(q).toMatchObject({ kva: 6, option: 'BASE', annualKwh: 2_500, gasUsageClass: null });
    expect(plain(q.lines)).toEqual([
      'Offre « Tarif réglementé de vente (TRV) électricité » — électricité, option Base, 6 kVA, prix en vigueur le 01/09/2025',
      'Abonnement : 15,47 € par mois × 12 = 185,64 €',
      'Consommation : 2 500 kWh × 0,1952 € = 488,00 €',
      'Total annuel estimé TTC : 673,64 €',
      'Mensualité conseillée : 57,00 € (total annuel ÷ 12, arrondi à l’euro supérieur pour éviter une régularisation en fin d’année)',
      'Par rapport à « Tarif réglementé de vente (TRV) électricité » : même prix',
    ]);
  });

  it('TRV HP/HC 9 kVA, 10,000 kWh at 60/40: 19.81 × 12 = 237.72 € + 6,000 × 0.2081 = 1,248.60 € + 4,000 × 0.1635 = 654.00 € → 2,140.32 €, 179 € a month', () => {
    const q = expectOk(quote(hphc9kva, TRV));
    expect(figures(q)).toMatchObject({
      monthlySubscriptionCents: 1_981,
      annualSubscriptionCents: 23_772,
      annualEnergyCents: 190_260,
      annualTotalCents: 214_032,
      recommendedMonthlyPaymentCents: 17_900, // 2,140.32 / 12 = 178.36 → 179
      differenceVsRegulatedCents: 0,
    });
    expect(q.kwhPrices).toEqual({ hp: 20_810, hc: 16_350 });
    expect(q.energyLines).toEqual([
      { band: 'hp', kwh: 6_000, pricePerKwh: 20_810, cents: 124_860 },
      { band: 'hc', kwh: 4_000, pricePerKwh: 16_350, cents: 65_400 },
    ]);
    expect(plain(q.lines).slice(1, 4)).toEqual([
      'Abonnement : 19,81 € par mois × 12 = 237,72 €',
      'Heures pleines : 6 000 kWh × 0,2081 € = 1 248,60 €',
      'Heures creuses : 4 000 kWh × 0,1635 € = 654,00 €',
    ]);
  });

  it('gas B1 zone 1, 12,000 kWh (CRE reference): 343.90 € + 12,000 × 0.10192 = 1,223.04 € → 1,566.94 €, 131 € a month', () => {
    const q = expectOk(quote(gasB1zone1, GAS_REFERENCE_OFFER));
    expect(figures(q)).toEqual({
      monthlySubscriptionCents: 2_866, // 343.90 / 12 = 28.658 → 28.66 (display only)
      annualSubscriptionCents: 34_390,
      annualEnergyCents: 122_304,
      promoDiscountCents: 0,
      annualTotalCents: 156_694,
      recommendedMonthlyPaymentCents: 13_100, // 1,566.94 / 12 = 130.58 → 131
      regulatedAnnualTotalCents: 156_694,
      differenceVsRegulatedCents: 0,
    });
    expect(q).toMatchObject({ gasUsageClass: 'B1', gasZone: 1, kva: null, option: null });
    expect(plain(q.lines).slice(0, 3)).toEqual([
      'Offre « Prix repère CRE du gaz » — gaz, classe B1 (chauffage), zone 1, prix en vigueur le 01/02/2026',
      'Abonnement : 343,90 € par an (soit 28,66 € par mois)',
      'Consommation : 12 000 kWh × 0,10192 € = 1 223,04 €',
    ]);
  });

  it('gas B0 zone 3, 3,000 kWh: 147.24 € + 3,000 × (0.13249 + 0.0023) = 404.37 € → 551.61 €', () => {
    const q = expectOk(
      quote({ energy: 'gas', gas: { annualKwh: 3_000, zone: 3 }, date: GAS_DATE }, GAS_REFERENCE_OFFER),
    );
    expect(q.kwhPrices).toEqual({ base: 13_479 });
    expect(q.annualTotalCents).toBe(55_161);
  });
});

describe('quote — market offers against the reference', () => {
  it('fixed Base at 0.18765 €: 2,500 kWh = 469.125 € → 469.13 € (half away from zero) → 654.77 €, saving 18.87 €', () => {
    const q = expectOk(quote(base6kva2500, FIXED));
    expect(figures(q)).toMatchObject({
      annualEnergyCents: 46_913,
      annualTotalCents: 65_477,
      recommendedMonthlyPaymentCents: 5_500, // 54.56 → 55
      regulatedAnnualTotalCents: 67_364,
      differenceVsRegulatedCents: -1_887,
    });
    expect(plain(q.lines).at(-1)).toBe(
      'Par rapport à « Tarif réglementé de vente (TRV) électricité » : économie de 18,87 € par an',
    );
  });

  it('indexed TRV −10 %: Base 0.1952 → 0.17568 €; 2,500 kWh = 439.20 € → 624.84 €, saving 48.80 €', () => {
    const q = expectOk(quote(base6kva2500, INDEXED));
    expect(q.kwhPrices).toEqual({ base: 17_568 });
    expect(q.monthlySubscriptionCents).toBe(1_547); // the TRV subscription
    expect(figures(q)).toMatchObject({ annualTotalCents: 62_484, differenceVsRegulatedCents: -4_880 });
    expect(plain(q.lines)).toContain(
      'Prix du kWh indexé : prix de « Tarif réglementé de vente (TRV) électricité » −10 %',
    );
  });

  it('indexed TRV −10 % in HP/HC: HP 0.18729 €, HC 0.14715 €', () => {
    const q = expectOk(quote(hphc9kva, INDEXED));
    // 6,000 × 0.18729 = 1,123.74 ; 4,000 × 0.14715 = 588.60 ; + 237.72 = 1,950.06
    expect(q.kwhPrices).toEqual({ hp: 18_729, hc: 14_715 });
    expect(q.annualTotalCents).toBe(195_006);
    expect(q.differenceVsRegulatedCents).toBe(195_006 - 214_032);
  });

  it('an offer dearer than the TRV shows the extra cost', () => {
    const q = expectOk(quote({ ...base6kva2500, date: '2025-10-01' }, GREEN));
    // 16.00 × 12 = 192.00 ; 2,500 × 0.205 = 512.50 ; 704.50 − 673.64 = 30.86
    expect(q.annualTotalCents).toBe(70_450);
    expect(q.differenceVsRegulatedCents).toBe(3_086);
    expect(plain(q.lines).at(-1)).toBe(
      'Par rapport à « Tarif réglementé de vente (TRV) électricité » : surcoût de 30,86 € par an',
    );
  });

  it('gas fixed B1 zone 1 at 0.099 €: 12,000 kWh = 1,188.00 € + 343.90 € = 1,531.90 €, saving 35.04 €', () => {
    const q = expectOk(quote(gasB1zone1, GAS_FIXED));
    expect(q.annualTotalCents).toBe(153_190);
    expect(q.differenceVsRegulatedCents).toBe(-3_504);
  });

  it('gas indexed −5 %: 0.10192 → 0.09682 € (509.6 m¢ → 510); 12,000 kWh = 1,161.84 € + 343.90 € = 1,505.74 €', () => {
    const q = expectOk(quote(gasB1zone1, GAS_INDEXED));
    expect(q.kwhPrices).toEqual({ base: 9_682 });
    expect(q.annualTotalCents).toBe(150_574);
    expect(q.differenceVsRegulatedCents).toBe(-6_120);
  });
});

describe('quote — promo effects', () => {
  it.each([
    // 10 % of 488.00 € = 48.80 € → 624.84 €, 53 € a month
    [
      { kind: 'percentOnKwh', percent: 10 } as const,
      4_880,
      62_484,
      5_300,
      'Promotion : −10 % sur l’énergie (488,00 €) = −48,80 €',
    ],
    // 2 × 15.47 € = 30.94 € → 642.70 €, 54 € a month
    [
      { kind: 'freeSubscriptionMonths', months: 2 } as const,
      3_094,
      64_270,
      5_400,
      'Promotion : 2 mois d’abonnement offert(s) = −30,94 €',
    ],
    // 50 € once → 623.64 €, 52 € a month
    [
      { kind: 'fixedAmount', cents: 5_000, label: 'BIENVENUE' } as const,
      5_000,
      62_364,
      5_200,
      'Promotion « BIENVENUE » : remise de 50,00 € la première année = −50,00 €',
    ],
    // never below zero
    [
      { kind: 'fixedAmount', cents: 100_000 } as const,
      67_364,
      0,
      0,
      'Promotion : remise de 1 000,00 € la première année = −673,64 €',
    ],
  ])('%j on TRV Base 6 kVA 2,500 kWh', (promo, discount, total, monthly, line) => {
    const q = expectOk(quote({ ...base6kva2500, promo }, TRV));
    expect(q.promoDiscountCents).toBe(discount);
    expect(q.annualTotalCents).toBe(total);
    expect(q.recommendedMonthlyPaymentCents).toBe(monthly);
    expect(q.regulatedAnnualTotalCents).toBe(67_364);
    expect(q.differenceVsRegulatedCents).toBe(total - 67_364);
    expect(plain(q.lines)).toContain(line);
  });

  it('a free month of gas is the yearly subscription ÷ 12: 343.90 / 12 = 28.658 → 28.66 €', () => {
    const q = expectOk(
      quote({ ...gasB1zone1, promo: { kind: 'freeSubscriptionMonths', months: 1 } }, GAS_REFERENCE_OFFER),
    );
    expect(q.promoDiscountCents).toBe(2_866);
    expect(q.annualTotalCents).toBe(156_694 - 2_866);
  });
});

describe('quote — profile handling and failures', () => {
  it('rounds the power up to an allowed value: 7 kVA in Base → 9 kVA', () => {
    const q = expectOk(quote({ ...base6kva2500, kva: 7 }, TRV));
    expect(q.kva).toBe(9);
    expect(q.monthlySubscriptionCents).toBe(1_939);
  });

  it('prices an HP/HC split in Base as its sum', () => {
    const q = expectOk(quote({ ...hphc9kva, option: 'BASE' }, TRV));
    expect(q.energyLines).toEqual([{ band: 'base', kwh: 10_000, pricePerKwh: 19_520, cents: 195_200 }]);
  });

  it.each([
    ['power above 36 kVA', quote({ ...base6kva2500, kva: 40 }, TRV), 'POWER_OUT_OF_RANGE'],
    [
      'HP/HC without a split',
      quote({ ...hphc9kva, consumption: { baseKwh: 10_000 } }, TRV),
      'CONSUMPTION_SPLIT_REQUIRED',
    ],
    [
      'fractional kWh',
      quote({ ...base6kva2500, consumption: { baseKwh: 2_500.5 } }, TRV),
      'INVALID_CONSUMPTION',
    ],
    [
      'negative kWh',
      quote({ ...hphc9kva, consumption: { hpKwh: -1, hcKwh: 4_000 } }, TRV),
      'INVALID_CONSUMPTION',
    ],
    ['a gas offer for electricity', quote(base6kva2500, GAS_REFERENCE_OFFER), 'ENERGY_MISMATCH'],
    ['before the offer exists', quote(base6kva2500, GREEN), 'NO_PRICE_AT_DATE'],
    [
      'before the reference exists',
      quote({ ...gasB1zone1, date: '2025-12-31' }, GAS_FIXED),
      'NO_PRICE_AT_DATE',
    ],
    ['an option the offer lacks', quote({ ...hphc9kva, date: '2025-10-01' }, GREEN), 'OPTION_NOT_OFFERED'],
    [
      'a power the offer lacks',
      quote({ ...base6kva2500, kva: 12, date: '2025-10-01' }, GREEN),
      'POWER_NOT_OFFERED',
    ],
    [
      'gas above 150,000 kWh',
      quote({ ...gasB1zone1, gas: { annualKwh: 150_001, zone: 1 } }, GAS_REFERENCE_OFFER),
      'GAS_CONSUMPTION_OUT_OF_RANGE',
    ],
  ])('%s → %s', (_, result, code) => {
    expect(result).toMatchObject({ ok: false, code });
    expect(!result.ok && result.message.length).toBeGreaterThan(10);
  });
});

describe('QuoteInputSchema', () => {
  it('accepts the electricity and gas inputs', () => {
    expect(QuoteInputSchema.safeParse(hphc9kva).success).toBe(true);
    expect(
      QuoteInputSchema.safeParse({ ...gasB1zone1, promo: { kind: 'percentOnKwh', percent: 5 } }).success,
    ).toBe(true);
  });

  it.each([
    [{ ...base6kva2500, consumption: { baseKwh: 2_500.5 } }, CONSUMPTION_MESSAGE],
    [{ ...gasB1zone1, gas: { annualKwh: 1.5, zone: 1 } }, 'Consommation invalide (kWh entiers attendus)'],
    [{ ...base6kva2500, date: '01/09/2025' }, 'Date invalide'],
    [{ ...gasB1zone1, gas: { annualKwh: 1, zone: 7 } }, 'La zone tarifaire gaz va de 1 à 6'],
    [
      { ...base6kva2500, promo: { kind: 'freeSubscriptionMonths', months: 13 } },
      'Entre 1 et 12 mois offerts',
    ],
  ])('refuses %j with a French message', (input, message) => {
    const result = QuoteInputSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
