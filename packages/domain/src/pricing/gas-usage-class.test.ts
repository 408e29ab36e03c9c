import { describe, expect, it } from 'vitest';
import { type GasUsageClass, gasUsageClass } from './gas-usage-class.js';

describe('gasUsageClass', () => {
  it.each<[number, GasUsageClass]>([
    [0, 'BASE'],
    [999, 'BASE'],
    [1_000, 'B0'],
    [5_999, 'B0'],
    [6_000, 'B1'],
    [12_000, 'B1'],
    [29_999, 'B1'],
    [30_000, 'B2I'],
    [150_000, 'B2I'],
  ])('%s kWh a year → %s', (kwh, expected) => {
    expect(gasUsageClass(kwh)).toEqual({ ok: true, value: expected });
  });

  it.each([150_001, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s kWh is out of range', (kwh) => {
    const result = gasUsageClass(kwh);
    expect(result).toMatchObject({ ok: false, code: 'GAS_CONSUMPTION_OUT_OF_RANGE' });
    expect(!result.ok && result.message).toMatch(/contactez-nous/);
  });
});
