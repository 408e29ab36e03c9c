import { describe, expect, it } from 'vitest';
import { DeliveryPointStepSchema } from './delivery-point.js';
import { createSituationSchema } from './situation.js';

// Sunday 22 November 2026: JO+14 is Thursday 10 December, JO+5 Friday 27 November, JO+1 Monday 23.
const today = '2026-11-22';
const situation = {
  kind: 'switching',
  energy: 'electricity',
  offerId: 'elec-fixe',
  kva: 6,
  option: 'BASE',
  consumption: { baseKwh: 3_200 },
  startDate: '2026-12-10',
};
const messageOn = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => result.error?.issues.find((issue) => issue.path[0] === path)?.message;

describe('createSituationSchema', () => {
  const schema = createSituationSchema(today);

  it('a switch starts about 20 days ahead (JO+14) at the earliest', () => {
    expect(schema.safeParse(situation).success).toBe(true);
    expect(messageOn(schema.safeParse({ ...situation, startDate: '2026-12-09' }), 'startDate')).toBe(
      'La date de début doit être au plus tôt le 10/12/2026.',
    );
  });

  it('a connection starts from JO+5, or JO+1 with the paid express option', () => {
    const connection = { ...situation, kind: 'connection', startDate: '2026-11-23' };
    expect(messageOn(schema.safeParse(connection), 'startDate')).toBe(
      'La date de début doit être au plus tôt le 27/11/2026.',
    );
    expect(schema.safeParse({ ...connection, express: true }).success).toBe(true);
  });

  it('refuses the express option for a switch, and keeps a technician’s slot', () => {
    expect(messageOn(schema.safeParse({ ...situation, express: true }), 'express')).toBe(
      'La mise en service express ne concerne que les emménagements.',
    );
    const appointment = { date: '2026-12-01', period: 'morning', label: '08h00–12h00' };
    expect(
      schema.parse({ ...situation, kind: 'connection', startDate: '2026-12-01', appointment }).appointment,
    ).toEqual(appointment);
  });

  it('keeps the power to the allowed values of the option', () => {
    expect(messageOn(schema.safeParse({ ...situation, kva: 7 }), 'kva')).toBe(
      'Puissance souscrite invalide : 3, 6, 9, 12, 15, 18, 24, 30, 36\u00A0kVA possibles.',
    );
    expect(messageOn(schema.safeParse({ ...situation, kva: 3, option: 'HPHC' }), 'kva')).toBe(
      'Puissance souscrite invalide : 6, 9, 12, 15, 18, 24, 30, 36\u00A0kVA possibles.',
    );
  });

  it('asks for the kind and an offer, in French', () => {
    expect(messageOn(schema.safeParse({ ...situation, kind: undefined }), 'kind')).toBe(
      'Indiquez si vous emménagez ou changez de fournisseur',
    );
    expect(messageOn(schema.safeParse({ ...situation, offerId: '' }), 'offerId')).toBe(
      'Choisissez une offre',
    );
  });
});

describe('DeliveryPointStepSchema', () => {
  it('a point must be confirmed as the customer’s own; an unknown one keeps its energy', () => {
    const point = { mode: 'confirmed', point: { energy: 'electricity', id: '1234 5678 9012 34' } };
    expect(messageOn(DeliveryPointStepSchema.safeParse(point), 'confirmedMine')).toBe(
      'Confirmez que ce compteur est bien le vôtre.',
    );
    expect(DeliveryPointStepSchema.parse({ ...point, confirmedMine: true })).toMatchObject({
      point: { id: '12345678901234' },
    });
    expect(DeliveryPointStepSchema.parse({ mode: 'unknown', energy: 'gas' })).toEqual({
      mode: 'unknown',
      energy: 'gas',
    });
  });
});
