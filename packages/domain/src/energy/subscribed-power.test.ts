import { describe, expect, it } from 'vitest';
import {
  HPHC_SUBSCRIBED_POWERS_KVA,
  type PricingOption,
  roundUpSubscribedPower,
  SUBSCRIBED_POWERS_KVA,
} from './subscribed-power.js';

describe('roundUpSubscribedPower', () => {
  it.each<[number, PricingOption, number]>([
    [0, 'BASE', 3],
    [1, 'BASE', 3],
    [3, 'BASE', 3],
    [3.1, 'BASE', 6],
    [7, 'BASE', 9],
    [18.5, 'BASE', 24],
    [36, 'BASE', 36],
    [0, 'HPHC', 6],
    [3, 'HPHC', 6],
    [6, 'HPHC', 6],
    [25, 'HPHC', 30],
    [36, 'HPHC', 36],
  ])('%s kVA in %s → %s kVA', (kva, option, expected) => {
    expect(roundUpSubscribedPower(kva, option)).toEqual({ ok: true, value: expected });
  });

  it.each<[number, PricingOption]>([
    [37, 'BASE'],
    [36.01, 'HPHC'],
    [-1, 'BASE'],
    [Number.NaN, 'BASE'],
    [Number.POSITIVE_INFINITY, 'HPHC'],
  ])('%s kVA in %s is out of range', (kva, option) => {
    const result = roundUpSubscribedPower(kva, option);
    expect(result).toMatchObject({ ok: false, code: 'POWER_OUT_OF_RANGE' });
    expect(!result.ok && result.message).toMatch(/puissance souscrite/);
  });

  it('refuses an unknown pricing option given at run time', () => {
    expect(roundUpSubscribedPower(6, 'TEMPO' as PricingOption)).toMatchObject({
      ok: false,
      code: 'UNKNOWN_PRICING_OPTION',
    });
  });

  it('every allowed value rounds to itself', () => {
    for (const kva of SUBSCRIBED_POWERS_KVA)
      expect(roundUpSubscribedPower(kva, 'BASE')).toEqual({ ok: true, value: kva });
    for (const kva of HPHC_SUBSCRIBED_POWERS_KVA)
      expect(roundUpSubscribedPower(kva, 'HPHC')).toEqual({ ok: true, value: kva });
  });
});
