import { describe, expect, it } from 'vitest';
import { RelayPointSchema, sortRelayPointsByProximity } from './relay-point.js';

const point = (name: string, zipCode: string) => ({ name, zipCode });

describe('sortRelayPointsByProximity', () => {
  const points = [
    point('Lyon Part-Dieu', '69003'),
    point('Bastia Vieux-Port', '20200'),
    point('Paris Oberkampf', '75011'),
    point('Ajaccio Cours Napoléon', '20000'),
    point('Paris Nation', '75012'),
    point('Paris Bastille', '75011'),
  ];

  it('puts the same département first, then the closest postal codes, then by name', () => {
    const sorted = sortRelayPointsByProximity(points, '75011');
    expect(sorted.map((p) => [p.name, p.sameDepartment])).toEqual([
      ['Paris Bastille', true],
      ['Paris Oberkampf', true],
      ['Paris Nation', true],
      ['Lyon Part-Dieu', false],
      ['Bastia Vieux-Port', false],
      ['Ajaccio Cours Napoléon', false],
    ]);
  });

  it('tells Corse-du-Sud from Haute-Corse', () => {
    const sorted = sortRelayPointsByProximity(points, '20090');
    expect(sorted.filter((p) => p.sameDepartment).map((p) => p.name)).toEqual(['Ajaccio Cours Napoléon']);
  });

  it('leaves its input untouched', () => {
    const copy = structuredClone(points);
    sortRelayPointsByProximity(points, '69003');
    expect(points).toEqual(copy);
  });
});

describe('RelayPointSchema', () => {
  it('checks the postal code with the French message', () => {
    const result = RelayPointSchema.safeParse({
      id: 'UPS-1',
      name: 'Relais',
      address: '1 rue de la Paix',
      zipCode: '7500',
      city: 'Paris',
      openingHours: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Code postal invalide.']);
  });
});
