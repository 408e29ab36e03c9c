import { describe, expect, it } from 'vitest';
import { AddOnProductSchema, formatAddOnPrice } from './add-on-product.js';

const thermostat = {
  id: 'thermostat-connecte',
  sku: 'GDS-THERMO-CO',
  salesforceId: '01t5J000004ThErQAS',
  name: 'Thermostat connecté',
  description: 'Pilotez votre chauffage à distance.',
  kind: 'good',
  energies: ['electricity', 'gas'],
  priceCents: 12_900,
  billing: 'once',
  deliverable: true,
  active: true,
} as const;

describe('AddOnProductSchema', () => {
  it('accepts a deliverable good', () => {
    expect(AddOnProductSchema.safeParse({ ...thermostat, salesforceId: '01t5J000004ThEr' }).success).toBe(
      true,
    );
  });

  it('refuses a delivered service, an unknown energy and a negative price, in French', () => {
    const result = AddOnProductSchema.safeParse({
      ...thermostat,
      kind: 'service',
      energies: ['water'],
      priceCents: -1,
    });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Le montant ne peut pas être négatif',
      'Énergie inconnue',
    ]);
    const delivered = AddOnProductSchema.safeParse({ ...thermostat, kind: 'service' });
    expect(delivered.error?.issues.map((issue) => issue.message)).toEqual([
      'Seul un équipement peut être livré',
    ]);
  });

  it('refuses an id with capitals or spaces', () => {
    expect(AddOnProductSchema.safeParse({ ...thermostat, id: 'Thermostat connecté' }).success).toBe(false);
  });
});

describe('formatAddOnPrice', () => {
  it.each([
    [490, 'monthly', '4,90\u00A0€ par mois'],
    [13_900, 'yearly', '139,00\u00A0€ par an'],
    [12_900, 'once', '129,00\u00A0€'],
  ] as const)('%s cents %s → %s', (cents, billing, expected) => {
    expect(formatAddOnPrice(cents, billing)).toBe(expected);
  });
});
