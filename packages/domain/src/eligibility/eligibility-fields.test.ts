import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_FIELDS, EligibilityContextSchema } from './eligibility-fields.js';
import { ELIGIBILITY_OPERATORS, OPERATORS_BY_FIELD_TYPE } from './eligibility-operators.js';

describe('ELIGIBILITY_FIELDS (the registry the admin builder lists)', () => {
  it('holds the context fields of issue 4', () => {
    expect(ELIGIBILITY_FIELDS.map((field) => field.key)).toEqual([
      'channel',
      'role',
      'partner',
      'postalCode',
      'inseeCode',
      'energy',
      'kva',
      'option',
      'housingType',
      'journeyKind',
      'existingCustomer',
      'campaign',
      'date',
    ]);
  });

  it.each(ELIGIBILITY_FIELDS.map((field) => [field.key, field] as const))(
    '%s: French label, operators of its type',
    (_, field) => {
      expect(field.label).toMatch(/^[A-ZÉ]/);
      const allowed: readonly string[] = OPERATORS_BY_FIELD_TYPE[field.type];
      for (const operator of field.operators) expect(allowed).toContain(operator);
      if (field.type === 'enum') expect(field.options?.length).toBeGreaterThan(0);
    },
  );

  it('is plain serialisable data', () => {
    expect(JSON.parse(JSON.stringify(ELIGIBILITY_FIELDS))).toEqual(ELIGIBILITY_FIELDS);
  });

  it('lists the enum options with French labels', () => {
    const journey = ELIGIBILITY_FIELDS.find((field) => field.key === 'journeyKind');
    expect(journey?.options).toEqual([
      { value: 'moving', label: 'Déménagement (mise en service)' },
      { value: 'switching', label: 'Changement de fournisseur' },
    ]);
  });

  it('every operator has a French label', () => {
    for (const { label } of Object.values(ELIGIBILITY_OPERATORS)) expect(label.length).toBeGreaterThan(3);
  });
});

describe('EligibilityContextSchema', () => {
  it('accepts a full context and drops unknown keys', () => {
    const context = {
      channel: 'web',
      role: 'telesales',
      partner: 'ACME',
      postalCode: '75011',
      inseeCode: '75111',
      energy: 'electricity',
      kva: 9,
      option: 'HPHC',
      housingType: 'flat',
      journeyKind: 'moving',
      existingCustomer: false,
      campaign: 'HIVER26',
      date: '2026-01-15',
    };
    expect(EligibilityContextSchema.parse({ ...context, extra: 1 })).toEqual(context);
    expect(EligibilityContextSchema.parse({})).toEqual({});
  });

  it.each([
    [{ kva: '9' }, 'Puissance souscrite : nombre attendu'],
    [{ date: '2026-02-30' }, 'Date invalide'],
    [{ energy: 'fuel' }, 'Énergie : valeur inconnue'],
    [{ existingCustomer: 'yes' }, 'Client existant : oui ou non attendu'],
  ])('refuses %j', (context, message) => {
    expect(EligibilityContextSchema.safeParse(context).error?.issues[0]?.message).toBe(message);
  });
});
