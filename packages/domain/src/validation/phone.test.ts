import { describe, expect, it } from 'vitest';
import { isValidPhone, PhoneSchema, toNationalPhone } from './phone.js';

describe('PhoneSchema', () => {
  it.each([
    ['0612345678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['01.23.45.67.89', '0123456789'],
    ['+33612345678', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033612345678', '0033612345678'],
    ['0912345678', '0912345678'],
  ])('accepts %j as %j', (value, parsed) => {
    expect(PhoneSchema.parse(value)).toBe(parsed);
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['061234567'],
    ['06123456789'],
    ['0012345678'],
    ['6123456789'],
    ['+330612345678'],
    ['+44612345678'],
    ['06a2345678'],
  ])('refuses %j with "Numéro de téléphone invalide"', (value) => {
    expect(PhoneSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      'Numéro de téléphone invalide',
    ]);
    expect(isValidPhone(value)).toBe(false);
  });

  it.each([[''], ['  '], [undefined]])('refuses %j with "Champ obligatoire"', (value) => {
    expect(PhoneSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['Champ obligatoire']);
  });
});

describe('toNationalPhone', () => {
  it.each([
    ['+33 6 12 34 56 78', '0612345678'],
    ['0033612345678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['12', null],
  ])('%j → %j', (value, expected) => {
    expect(toNationalPhone(value)).toBe(expected);
  });
});
