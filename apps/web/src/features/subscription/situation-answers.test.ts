import { describe, expect, it } from 'vitest';
import { meterAnswers, profileOf, type SituationValues, situationFormSchema } from './situation-answers';
import type { DeliveryPointInfo } from './subscription-api';

const meter = (changes: Partial<DeliveryPointInfo>): DeliveryPointInfo => ({
  id: '01100450002798',
  energy: 'electricity',
  gridOperator: 'enedis',
  address: {
    label: '12 Rue de la Roquette 75011 Paris',
    complement: null,
    postcode: '75011',
    citycode: '75111',
    city: 'Paris',
  },
  meter: { kind: 'linky', communicating: true, label: 'Compteur Linky' },
  status: 'active',
  ...changes,
});

const answers: SituationValues = {
  kind: 'switching',
  offerId: 'elec-fixe',
  kva: '6',
  option: 'BASE',
  baseKwh: '2350',
  hpKwh: '',
  hcKwh: '',
  annualKwh: '',
  startDate: '2026-12-10',
  express: false,
  slot: '',
};

describe('situation answers', () => {
  it('prefills from the meter: its power rounded up to an allowed one, its kWh split by its peak-hours share', () => {
    expect(
      meterAnswers(meter({ subscribedKva: 9, option: 'HPHC', annualKwh: 4_800, hpShare: 0.62 })),
    ).toEqual({
      kind: 'switching',
      option: 'HPHC',
      kva: '9',
      hpKwh: '2976',
      hcKwh: '1824',
    });
    expect(meterAnswers(meter({ subscribedKva: 7, option: 'BASE', annualKwh: 2_350 }))).toEqual({
      kind: 'switching',
      option: 'BASE',
      kva: '9',
      baseKwh: '2350',
    });
    expect(meterAnswers(meter({ energy: 'gas', annualKwh: 9_800 }))).toEqual({
      kind: 'switching',
      annualKwh: '9800',
    });
  });

  it('derives the situation from the meter: a supply running means a switch, a meter off a connection', () => {
    expect(meterAnswers(meter({ status: 'active' })).kind).toBe('switching');
    expect(meterAnswers(meter({ status: 'inactive' })).kind).toBe('connection');
  });

  it('prices only a complete profile', () => {
    expect(profileOf(answers, 'electricity', '75111')).toEqual({
      energy: 'electricity',
      kva: 6,
      option: 'BASE',
      consumption: { baseKwh: 2_350 },
    });
    expect(profileOf({ ...answers, baseKwh: '' }, 'electricity', '75111')).toBeUndefined();
    expect(profileOf({ ...answers, annualKwh: '9800' }, 'gas', '75111')).toEqual({
      energy: 'gas',
      annualKwh: 9_800,
      inseeCode: '75111',
    });
  });

  it('reads the answers as the server’s situation, with the domain’s rules and French messages', () => {
    const schema = situationFormSchema('2026-11-22', 'electricity', null);
    expect(schema.parse(answers)).toEqual({
      kind: 'switching',
      energy: 'electricity',
      offerId: 'elec-fixe',
      kva: 6,
      option: 'BASE',
      consumption: { baseKwh: 2_350 },
      startDate: '2026-12-10',
      express: false,
    });
    const early = schema.safeParse({ ...answers, startDate: '2026-12-01' });
    expect(early.error?.issues[0]).toMatchObject({
      path: ['startDate'],
      message: 'La date de début doit être au plus tôt le 10/12/2026.',
    });
    const noKwh = schema.safeParse({ ...answers, baseKwh: 'beaucoup' });
    expect(noKwh.error?.issues[0]).toMatchObject({
      path: ['baseKwh'],
      message: 'Indiquez une consommation en kWh par an',
    });
  });

  it('asks for a technician’s slot among those offered, and keeps it', () => {
    const slots = [{ date: '2026-12-01', period: 'morning' as const, label: '08h00–12h00' }];
    const schema = situationFormSchema('2026-11-22', 'electricity', slots);
    const connection = { ...answers, kind: 'connection' as const, startDate: '2026-12-01' };
    expect(schema.safeParse(connection).error?.issues[0]).toMatchObject({
      path: ['slot'],
      message: 'Choisissez un créneau pour le passage du technicien',
    });
    expect(schema.parse({ ...connection, slot: '2026-12-01|morning' })).toMatchObject({
      appointment: slots[0],
    });
  });
});
