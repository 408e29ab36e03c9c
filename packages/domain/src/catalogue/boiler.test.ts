import { describe, expect, it } from 'vitest';
import { BoilerSchema } from './boiler.js';

describe('BoilerSchema', () => {
  it('accepts a gas boiler and refuses an unknown fuel in French', () => {
    const boiler = {
      id: 'frisquet-prestige',
      brand: 'Frisquet',
      model: 'Prestige Condensation',
      energy: 'gas',
      eligibleForMaintenance: true,
    };
    expect(BoilerSchema.safeParse(boiler).success).toBe(true);
    expect(
      BoilerSchema.safeParse({ ...boiler, energy: 'wood' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['Énergie de chaudière inconnue']);
  });
});
