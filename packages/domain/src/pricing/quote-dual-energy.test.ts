import { describe, expect, it } from 'vitest';
import { quoteDualEnergy } from './quote-dual-energy.js';
import { GAS_REFERENCE_OFFER, REGULATED_ELECTRICITY_OFFER } from './regulated-tariff.js';

describe('quoteDualEnergy', () => {
  const electricity = {
    input: {
      energy: 'electricity',
      kva: 6,
      option: 'BASE',
      consumption: { baseKwh: 2_500 },
      date: '2026-02-01',
    },
    offer: REGULATED_ELECTRICITY_OFFER,
  } as const;
  const gas = {
    input: { energy: 'gas', gas: { annualKwh: 12_000, zone: 1 }, date: '2026-02-01' },
    offer: GAS_REFERENCE_OFFER,
  } as const;

  it('the bundle total is the sum of its two quotes: 673.64 € + 1,566.94 € = 2,240.58 €; 57 € + 131 € a month', () => {
    const result = quoteDualEnergy(electricity, gas);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.annualTotalCents).toBe(224_058);
    expect(result.value.annualTotalCents).toBe(
      result.value.electricity.annualTotalCents + result.value.gas.annualTotalCents,
    );
    expect(result.value.recommendedMonthlyPaymentCents).toBe(18_800);
    expect(result.value.differenceVsRegulatedCents).toBe(0);
    expect(result.value.lines.map((line) => line.replace(/[\u00A0\u202F]/g, ' '))).toContain(
      'Total annuel estimé TTC des deux énergies : 2 240,58 €',
    );
  });

  it('a failure of either side is the bundle failure', () => {
    const result = quoteDualEnergy(electricity, { ...gas, input: { ...gas.input, date: '2025-09-01' } });
    expect(result).toMatchObject({ ok: false, code: 'NO_PRICE_AT_DATE' });
  });
});
