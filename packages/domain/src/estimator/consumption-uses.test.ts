import { describe, expect, it } from 'vitest';
import { consumptionParts } from './consumption-uses.js';

describe('consumptionParts', () => {
  it('lists the uses that consume, heating first and the car last, leaving out those at 0 kWh', () => {
    expect(
      consumptionParts({
        heating: 5_200,
        hotWater: 1_600,
        cooking: 0,
        specificUses: 1_400,
        electricCar: 2_040,
      }),
    ).toEqual([
      { use: 'heating', label: 'Chauffage', kwh: 5_200 },
      { use: 'hotWater', label: 'Eau chaude', kwh: 1_600 },
      { use: 'specificUses', label: 'Autres usages', kwh: 1_400 },
      { use: 'electricCar', label: 'Voiture électrique', kwh: 2_040 },
    ]);
  });

  it('reads a gas breakdown, which has no other uses nor car', () => {
    expect(consumptionParts({ heating: 6_000, hotWater: 0, cooking: 390 }).map((part) => part.use)).toEqual([
      'heating',
      'cooking',
    ]);
  });
});
