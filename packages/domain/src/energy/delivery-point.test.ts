import { describe, expect, it } from 'vitest';
import {
  type DeliveryPoint,
  DeliveryPointAddressSearchSchema,
  DeliveryPointSchema,
  houseNumberSearchKey,
  streetSearchKey,
  toDeliveryPointView,
} from './delivery-point.js';
import { gridOperatorFor } from './grid-operator.js';
import { isCommunicatingMeter, isMeterKindOf } from './meter.js';

const flat: DeliveryPoint = {
  id: '01100450002781',
  energy: 'electricity',
  gridOperator: 'enedis',
  address: {
    label: '12 Rue de la Roquette 75011 Paris',
    housenumber: '12',
    street: 'Rue de la Roquette',
    postcode: '75011',
    citycode: '75111',
    city: 'Paris',
    complement: 'Bât. A, 1er étage, porte gauche',
  },
  meterKind: 'linky',
  status: 'active',
  subscribedKva: 9,
  option: 'HPHC',
  usageClass: null,
  consumption: { annualKwh: 4_800, hpKwh: 2_976 },
};

describe('toDeliveryPointView', () => {
  it('shows the consumption, with the peak-hours share, to a lookup by number', () => {
    expect(toDeliveryPointView(flat, { withConsumption: true })).toEqual({
      id: '01100450002781',
      energy: 'electricity',
      gridOperator: 'enedis',
      gridOperatorLabel: 'Enedis',
      address: {
        label: '12 Rue de la Roquette 75011 Paris',
        complement: 'Bât. A, 1er étage, porte gauche',
        postcode: '75011',
        citycode: '75111',
        city: 'Paris',
      },
      meter: { kind: 'linky', communicating: true, label: 'Compteur Linky' },
      status: 'active',
      subscribedKva: 9,
      option: 'HPHC',
      annualKwh: 4_800,
      hpShare: 0.62,
    });
  });

  it('leaves the consumption out of an address search (the neighbours’ data)', () => {
    const view = toDeliveryPointView(flat, { withConsumption: false });
    expect(view).not.toHaveProperty('annualKwh');
    expect(view).not.toHaveProperty('hpShare');
    expect(view.subscribedKva).toBe(9);
  });

  it('gives no peak share under BASE, and a gas point its usage class', () => {
    const base = toDeliveryPointView(
      { ...flat, option: 'BASE', subscribedKva: 6, consumption: { annualKwh: 2_450, hpKwh: null } },
      { withConsumption: true },
    );
    expect(base).toMatchObject({ annualKwh: 2_450, option: 'BASE' });
    expect(base).not.toHaveProperty('hpShare');
    const gas = toDeliveryPointView(
      {
        ...flat,
        id: 'GI123456',
        energy: 'gas',
        gridOperator: 'grdf',
        meterKind: 'classic',
        subscribedKva: null,
        option: null,
        usageClass: 'BASE',
        consumption: { annualKwh: 650, hpKwh: null },
      },
      { withConsumption: true },
    );
    expect(gas).toMatchObject({
      gridOperatorLabel: 'GRDF',
      meter: { kind: 'classic', communicating: false, label: 'Compteur gaz classique' },
      usageClass: 'BASE',
      annualKwh: 650,
    });
    expect(gas).not.toHaveProperty('subscribedKva');
  });
});

describe('DeliveryPointSchema', () => {
  it('accepts a coherent point', () => {
    expect(DeliveryPointSchema.safeParse(flat).success).toBe(true);
  });

  it.each([
    ['a malformed PDL', { id: 'GI123456' }],
    ['a Gazpar meter on electricity', { meterKind: 'gazpar' }],
    ['GRDF on electricity', { gridOperator: 'grdf' }],
    ['5 kVA', { subscribedKva: 5 }],
    ['3 kVA in HPHC', { subscribedKva: 3 }],
    ['peak hours under BASE', { option: 'BASE', subscribedKva: 6 }],
    ['more peak hours than the total', { consumption: { annualKwh: 100, hpKwh: 200 } }],
  ])('refuses %s', (_label, change) => {
    expect(DeliveryPointSchema.safeParse({ ...flat, ...change }).success).toBe(false);
  });

  it('refuses a gas usage class that does not match the consumption', () => {
    const gas = {
      ...flat,
      id: '21546000000001',
      energy: 'gas',
      gridOperator: 'grdf',
      meterKind: 'gazpar',
      subscribedKva: null,
      option: null,
      consumption: { annualKwh: 9_800, hpKwh: null },
    };
    expect(DeliveryPointSchema.safeParse({ ...gas, usageClass: 'B1' }).success).toBe(true);
    expect(DeliveryPointSchema.safeParse({ ...gas, usageClass: 'B0' }).success).toBe(false);
  });
});

describe('address search keys', () => {
  it.each([
    ['Rue de la Roquette', 'rue de la roquette'],
    ['R. DE LA ROQUETTE', 'rue de la roquette'],
    ['  rue  de la   Roquette ', 'rue de la roquette'],
    ['Bd du Port', 'boulevard du port'],
    ['Avenue Jean-Médecin', 'avenue jean medecin'],
    ['Cours Napoléon', 'cours napoleon'],
    ['Rue Saint-Éloi', 'rue saint eloi'],
    ['Rue St Éloi', 'rue saint eloi'],
  ])('%j → %j', (street, key) => {
    expect(streetSearchKey(street)).toBe(key);
  });

  it.each([
    ['12', '12'],
    ['12 bis', '12bis'],
    ['12 BIS', '12bis'],
    ['3B', '3b'],
    ['', null],
    [undefined, null],
  ])('house number %j → %j', (housenumber, key) => {
    expect(houseNumberSearchKey(housenumber)).toBe(key);
  });

  it('checks the search with the SPEC §5 messages', () => {
    const result = DeliveryPointAddressSearchSchema.safeParse({
      energy: 'water',
      postcode: '7501',
      citycode: '7511',
      street: ' ',
      housenumber: 'bis',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['energy', 'Énergie inconnue'],
      ['postcode', 'Code postal invalide.'],
      ['citycode', 'Code INSEE invalide'],
      ['street', 'Champ obligatoire!'],
      ['housenumber', 'Format incorrect'],
    ]);
  });
});

describe('grid operators and meters', () => {
  it.each([
    ['electricity', '75111', 'enedis'],
    ['electricity', '2A004', 'edf-sei'],
    ['electricity', '2B033', 'edf-sei'],
    ['gas', '69383', 'grdf'],
  ] as const)('%s in %s → %s', (energy, citycode, operator) => {
    expect(gridOperatorFor(energy, citycode)).toBe(operator);
  });

  it('knows which meters communicate and which energy they measure', () => {
    expect(isCommunicatingMeter('linky')).toBe(true);
    expect(isCommunicatingMeter('gazpar')).toBe(true);
    expect(isCommunicatingMeter('electronic')).toBe(false);
    expect(isCommunicatingMeter('electromechanical')).toBe(false);
    expect(isCommunicatingMeter('classic')).toBe(false);
    expect(isMeterKindOf('linky', 'gas')).toBe(false);
    expect(isMeterKindOf('classic', 'gas')).toBe(true);
  });
});
