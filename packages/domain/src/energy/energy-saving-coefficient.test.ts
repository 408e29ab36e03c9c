import { describe, expect, it } from 'vitest';
import { energySavingCoefficient } from './energy-saving-coefficient.js';

describe('energySavingCoefficient', () => {
  it.each([
    [0, 50],
    [34, 50],
    [34.99, 50],
    [35, 60],
    [59, 60],
    [60, 70],
    [69, 70],
    [70, 80],
    [89, 80],
    [90, 100],
    [109, 100],
    [110, 110],
    [130, 110],
    [130.5, 110],
    [131, 120],
    [500, 120],
    [Number.POSITIVE_INFINITY, 120],
  ])('%s m² → coefficient %s', (surface, coefficient) => {
    expect(energySavingCoefficient(surface)).toBe(coefficient);
  });

  it.each([[-1], [Number.NaN]])('throws on an impossible surface %s (a caller bug)', (surface) => {
    expect(() => energySavingCoefficient(surface)).toThrow(RangeError);
  });
});
