import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  divideRoundingHalfAwayFromZero,
  divideRoundingUp,
  energyCostCents,
  formatEuros,
  formatKwh,
  formatPricePerKwh,
  millicentsToCents,
  percentOf,
  recommendedMonthlyPayment,
} from './money.js';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('divideRoundingHalfAwayFromZero (the rounding rule)', () => {
  it.each([
    [4, 10, 0],
    [5, 10, 1],
    [6, 10, 1],
    [15, 10, 2],
    [-4, 10, 0],
    [-5, 10, -1],
    [-15, 10, -2],
    [0, 7, 0],
    [1_000, 1_000, 1],
  ])('%s ÷ %s → %s', (numerator, divisor, expected) => {
    expect(divideRoundingHalfAwayFromZero(numerator, divisor)).toBe(expected);
  });

  it('refuses non-integers and a non-positive divisor (caller bugs)', () => {
    expect(() => divideRoundingHalfAwayFromZero(1.5, 10)).toThrow(RangeError);
    expect(() => divideRoundingHalfAwayFromZero(1, 0)).toThrow(RangeError);
  });
});

describe('divideRoundingUp', () => {
  it.each([
    [67_364, 1_200, 57],
    [1_200, 1_200, 1],
    [1, 1_200, 1],
    [0, 1_200, 0],
  ])('%s ÷ %s → %s', (numerator, divisor, expected) => {
    expect(divideRoundingUp(numerator, divisor)).toBe(expected);
  });
});

describe('energy lines are rounded once, to the cent, half away from zero', () => {
  it.each([
    // 2,500 kWh × 0.1952 € = 488.00 €
    [2_500, 19_520, 48_800],
    // 2,500 kWh × 0.18765 € = 469.125 € → 469.13 € (exact half goes up)
    [2_500, 18_765, 46_913],
    // 1 kWh × 0.10192 € = 0.10192 € → 0.10 €
    [1, 10_192, 10],
    // 12,000 kWh × 0.10192 € = 1,223.04 €
    [12_000, 10_192, 122_304],
    [0, 19_520, 0],
  ])('%s kWh × %s m¢ → %s ¢', (kwh, price, cents) => {
    expect(energyCostCents(kwh, price)).toBe(cents);
  });

  it('millicentsToCents rounds half away from zero on both sides', () => {
    expect(millicentsToCents(500)).toBe(1);
    expect(millicentsToCents(499)).toBe(0);
    expect(millicentsToCents(-500)).toBe(-1);
  });

  it('refuses fractional kWh (estimates are whole kWh)', () => {
    expect(() => energyCostCents(2.5, 19_520)).toThrow(RangeError);
  });
});

describe('percentages', () => {
  it.each([
    [48_800, 10, 4_880],
    [48_800, 12.5, 6_100],
    // 3 % of 0.05 € = 0.0015 € → 0.00 € ; 10 % of 0.05 € = 0.005 € → 0.01 €
    [5, 3, 0],
    [5, 10, 1],
    [10_001, 0, 0],
    [10_001, 100, 10_001],
  ])('%s × %s %% → %s', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('an indexed price is rounded to the millicent: 0.1952 € −10 % = 0.17568 €; 0.2081 € −7 % = 0.19353 €', () => {
    expect(discountedPrice(19_520, 10)).toBe(17_568);
    // 20,810 × 7 % = 1,456.7 → 1,457; 20,810 − 1,457 = 19,353
    expect(discountedPrice(20_810, 7)).toBe(19_353);
  });

  it('refuses a percentage outside 0–100', () => {
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
  });
});

describe('recommendedMonthlyPayment: annual ÷ 12 rounded UP to the euro', () => {
  it.each([
    [67_364, 5_700], // 673.64 € / 12 = 56.14 € → 57 €
    [214_032, 17_900], // 2,140.32 € / 12 = 178.36 € → 179 €
    [156_694, 13_100], // 1,566.94 € / 12 = 130.58 € → 131 €
    [120_000, 10_000], // exactly 100 € stays 100 €
    [120_001, 10_100],
    [0, 0],
    [-500, 0],
  ])('%s ¢ a year → %s ¢ a month', (annual, monthly) => {
    expect(recommendedMonthlyPayment(annual)).toBe(monthly);
  });
});

describe('French formatting (as Intl gives it)', () => {
  it.each([
    [1_547, `15,47${NBSP}€`],
    [156_694, `1${NNBSP}566,94${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [-1_234, `-12,34${NBSP}€`],
    [123_456_780, `1${NNBSP}234${NNBSP}567,80${NBSP}€`],
  ])('formatEuros(%s) → %j', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it.each([
    [19_520, `0,1952${NBSP}€`],
    [10_192, `0,10192${NBSP}€`],
    [20_000, `0,2000${NBSP}€`],
  ])('formatPricePerKwh(%s) → %j', (price, text) => {
    expect(formatPricePerKwh(price)).toBe(text);
  });

  it('formatKwh', () => {
    expect(formatKwh(2_500)).toBe(`2${NNBSP}500${NBSP}kWh`);
    expect(formatKwh(800)).toBe(`800${NBSP}kWh`);
  });
});
