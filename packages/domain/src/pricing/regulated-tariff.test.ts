import { describe, expect, it } from 'vitest';
import { HPHC_SUBSCRIBED_POWERS_KVA, SUBSCRIBED_POWERS_KVA } from '../energy/subscribed-power.js';
import {
  CRE_GAS_REFERENCE_GRID_2026_01_01,
  GAS_REFERENCE_OFFER,
  REGULATED_ELECTRICITY_OFFER,
  TRV_ELECTRICITY_GRID_2025_08_01,
} from './regulated-tariff.js';

describe('TRV grid of 1 Aug 2025 (DECISIONS §2)', () => {
  const trv = TRV_ELECTRICITY_GRID_2025_08_01;

  it('has a Base subscription for every Base kVA and an HP/HC one for every HP/HC kVA', () => {
    expect(Object.keys(trv.BASE.subscriptionCentsPerMonthByKva).map(Number)).toEqual([
      ...SUBSCRIBED_POWERS_KVA,
    ]);
    expect(Object.keys(trv.HPHC.subscriptionCentsPerMonthByKva).map(Number)).toEqual([
      ...HPHC_SUBSCRIBED_POWERS_KVA,
    ]);
  });

  it('holds the published figures', () => {
    expect(Object.values(trv.BASE.subscriptionCentsPerMonthByKva)).toEqual([
      1173, 1547, 1939, 2332, 2706, 3076, 3879, 4644, 5429,
    ]);
    expect(Object.values(trv.HPHC.subscriptionCentsPerMonthByKva)).toEqual([
      1574, 1981, 2376, 2749, 3134, 3947, 4702, 5461,
    ]);
    expect([trv.BASE.kwhPrice, trv.HPHC.hpKwhPrice, trv.HPHC.hcKwhPrice]).toEqual([19_520, 20_810, 16_350]);
    expect(trv.validFrom).toBe('2025-08-01');
    expect(REGULATED_ELECTRICITY_OFFER.kind).toBe('regulated');
  });
});

describe('CRE gas reference of Jan 2026', () => {
  const { classes } = CRE_GAS_REFERENCE_GRID_2026_01_01;

  it('cooking and hot water (Base, B0): 0.13249 €/kWh + 147.24 €/yr in zone 1', () => {
    for (const prices of [classes.BASE, classes.B0]) {
      expect(prices.subscriptionCentsPerYear).toBe(14_724);
      expect(prices.kwhPricesByZone[0]).toBe(13_249);
    }
  });

  it('heating (B1, B2i): 0.10192 €/kWh + 343.90 €/yr in zone 1', () => {
    for (const prices of [classes.B1, classes.B2I]) {
      expect(prices.subscriptionCentsPerYear).toBe(34_390);
      expect(prices.kwhPricesByZone[0]).toBe(10_192);
    }
  });

  it('zones 2–6 add the illustrative surcharges', () => {
    expect(classes.B1.kwhPricesByZone).toEqual([10_192, 10_302, 10_422, 10_542, 10_662, 10_792]);
    expect(GAS_REFERENCE_OFFER.grids[0]?.validFrom).toBe('2026-01-01');
  });
});
