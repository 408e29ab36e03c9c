import { describe, expect, it } from 'vitest';
import {
  DeliveryPointIdSchema,
  isValidDeliveryPointId,
  isValidPce,
  isValidPdl,
  PceSchema,
  PdlSchema,
} from './delivery-point-id.js';

describe('isValidPdl — exactly 14 digits', () => {
  it.each([
    ['12345678901234', true],
    ['00000000000000', true],
    ['1234567890123', false],
    ['123456789012345', false],
    ['1234567890123A', false],
    ['GI123456', false],
    [' 12345678901234', false],
    ['', false],
  ])('%j → %s', (id, expected) => {
    expect(isValidPdl(id)).toBe(expected);
  });
});

describe('isValidPce — 14 digits, or GI + 6 digits', () => {
  it.each([
    ['12345678901234', true],
    ['GI123456', true],
    ['GI12345', false],
    ['GI1234567', false],
    ['gi123456', false],
    ['GX123456', false],
    ['1234567890123', false],
    ['', false],
  ])('%j → %s', (id, expected) => {
    expect(isValidPce(id)).toBe(expected);
  });
});

describe('isValidDeliveryPointId', () => {
  it('applies the format of the energy', () => {
    expect(isValidDeliveryPointId('GI123456', 'gas')).toBe(true);
    expect(isValidDeliveryPointId('GI123456', 'electricity')).toBe(false);
  });
});

describe('PdlSchema / PceSchema', () => {
  it('normalise spaces and case before checking', () => {
    expect(PdlSchema.parse(' 1234 5678 9012 34 ')).toBe('12345678901234');
    expect(PceSchema.parse('gi 123 456')).toBe('GI123456');
  });

  it.each([
    [PdlSchema, '', 'Champ obligatoire'],
    [PdlSchema, undefined, 'Champ obligatoire'],
    [PdlSchema, '123', 'Le numéro de PDL doit comporter exactement 14 chiffres.'],
    [PceSchema, 'GI12', 'Le numéro de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.'],
  ])('reports a French message (%#)', (schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe('DeliveryPointIdSchema', () => {
  it('checks the id against its energy', () => {
    expect(DeliveryPointIdSchema.safeParse({ energy: 'gas', id: 'GI123456' }).success).toBe(true);
    expect(DeliveryPointIdSchema.safeParse({ energy: 'electricity', id: 'GI123456' }).success).toBe(false);
    expect(DeliveryPointIdSchema.safeParse({ energy: 'water', id: '12345678901234' }).success).toBe(false);
  });
});
