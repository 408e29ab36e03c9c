import { describe, expect, it } from 'vitest';
import { effectivePriceGrid } from './effective-price-grid.js';
import type { ElectricityOffer, GasOffer } from './offer.js';
import { quote } from './quote.js';
import { GAS_REFERENCE_OFFER, REGULATED_ELECTRICITY_OFFER } from './regulated-tariff.js';

const indexedElectricity: ElectricityOffer = {
  id: 'elec-indexe',
  name: 'Indexée',
  energy: 'electricity',
  kind: 'indexed',
  grids: [
    { validFrom: '2025-09-01', validTo: '2026-12-31', pricing: 'indexedOnReference', kwhDiscountPercent: 8 },
  ],
};

describe('effectivePriceGrid', () => {
  it('gives a fixed grid as it is, powers ascending, both options', () => {
    const result = effectivePriceGrid(REGULATED_ELECTRICITY_OFFER, '2025-10-01');
    if (!result.ok || result.value.energy !== 'electricity') throw new Error('expected electricity prices');
    const [base, hphc] = result.value.options;
    expect(result.value).toMatchObject({
      validFrom: '2025-08-01',
      validTo: null,
      indexedDiscountPercent: null,
    });
    expect(base?.option).toBe('BASE');
    expect(base?.subscriptions.slice(0, 2)).toEqual([
      { kva: 3, monthlyCents: 1173 },
      { kva: 6, monthlyCents: 1547 },
    ]);
    expect(base?.kwhPrices).toEqual({ base: 19_520 });
    expect(hphc?.subscriptions[0]).toEqual({ kva: 6, monthlyCents: 1574 });
    expect(hphc?.kwhPrices).toEqual({ hp: 20_810, hc: 16_350 });
  });

  it('applies an indexed discount to the reference kWh prices, and the window where both hold', () => {
    const result = effectivePriceGrid(indexedElectricity, '2025-10-01');
    if (!result.ok || result.value.energy !== 'electricity') throw new Error('expected electricity prices');
    expect(result.value).toMatchObject({
      validFrom: '2025-09-01',
      validTo: '2026-12-31',
      indexedDiscountPercent: 8,
    });
    // 0.1952 € − 8 % = 0.179584 €, rounded to the millicent: 0.17958 €.
    expect(result.value.options[0]?.kwhPrices).toEqual({ base: 17_958 });
    expect(result.value.options[0]?.subscriptions[1]).toEqual({ kva: 6, monthlyCents: 1547 });
  });

  it('charges exactly what quote charges', () => {
    const q = quote(
      {
        energy: 'electricity',
        kva: 9,
        option: 'HPHC',
        consumption: { hpKwh: 3_000, hcKwh: 2_000 },
        date: '2025-10-01',
      },
      indexedElectricity,
    );
    const grid = effectivePriceGrid(indexedElectricity, '2025-10-01');
    if (!q.ok || !grid.ok || grid.value.energy !== 'electricity')
      throw new Error('expected a quote and a grid');
    const hphc = grid.value.options.find((option) => option.option === 'HPHC');
    expect(hphc?.kwhPrices).toEqual(q.value.kwhPrices);
    expect(hphc?.subscriptions.find((s) => s.kva === 9)?.monthlyCents).toBe(q.value.monthlySubscriptionCents);
  });

  it('gives the gas classes with one price per zone', () => {
    const indexedGas: GasOffer = {
      id: 'gaz-indexe',
      name: 'Gaz indexé',
      energy: 'gas',
      kind: 'indexed',
      grids: [{ validFrom: '2026-01-01', pricing: 'indexedOnReference', kwhDiscountPercent: 5 }],
    };
    const reference = effectivePriceGrid(GAS_REFERENCE_OFFER, '2026-02-01');
    const indexed = effectivePriceGrid(indexedGas, '2026-02-01');
    if (!reference.ok || reference.value.energy !== 'gas') throw new Error('expected gas prices');
    if (!indexed.ok || indexed.value.energy !== 'gas') throw new Error('expected gas prices');
    const b1 = reference.value.classes.find((c) => c.usageClass === 'B1');
    expect(b1?.subscriptionCentsPerYear).toBe(34_390);
    expect(b1?.kwhPricesByZone[0]).toEqual({ zone: 1, price: 10_192 });
    expect(b1?.kwhPricesByZone).toHaveLength(6);
    // 0.10192 € − 5 % = 0.096824 € → 0.09682 €.
    expect(indexed.value.classes.find((c) => c.usageClass === 'B1')?.kwhPricesByZone[0]).toEqual({
      zone: 1,
      price: 9_682,
    });
  });

  it('reports NO_PRICE_AT_DATE before the first grid, for the offer or for its reference', () => {
    expect(effectivePriceGrid(GAS_REFERENCE_OFFER, '2025-12-31')).toMatchObject({
      ok: false,
      code: 'NO_PRICE_AT_DATE',
    });
    const early = {
      ...indexedElectricity,
      grids: [{ ...indexedElectricity.grids[0], validFrom: '2025-01-01' }],
    };
    expect(effectivePriceGrid(early as ElectricityOffer, '2025-03-01')).toMatchObject({
      ok: false,
      code: 'NO_PRICE_AT_DATE',
    });
  });
});
