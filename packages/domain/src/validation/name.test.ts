import { describe, expect, it } from 'vitest';
import { isValidName, NameSchema, optionalName, requiredName } from './name.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('NameSchema', () => {
  it.each([
    ['Dupont'],
    ['Jean-Éric'],
    ['Hélène Lefèvre'],
    ['D’Artagnan'],
    ["O'Connor"],
    ['Dupont & Fils'],
    ['Œillet Cœur'],
    ['Müller Øster Ñúñez'],
    ['François'],
    [''],
    ['a'.repeat(255)],
  ])('accepts %j', (value) => {
    expect(NameSchema.safeParse(value).success).toBe(true);
    expect(isValidName(value)).toBe(true);
  });

  it.each([['Dupont2'], ['Jean_Éric'], ['Jean.Dupont'], ['<script>'], ['Иван'], ['a'.repeat(256)]])(
    'refuses %j with "Format incorrect"',
    (value) => {
      expect(messages(NameSchema.safeParse(value))).toEqual(['Format incorrect']);
      expect(isValidName(value)).toBe(false);
    },
  );

  it('trims the value', () => {
    expect(NameSchema.parse('  Dupont ')).toBe('Dupont');
  });
});

describe('optionalName / requiredName', () => {
  it('optionalName accepts an absent or empty value', () => {
    expect(optionalName.safeParse(undefined).success).toBe(true);
    expect(optionalName.safeParse('').success).toBe(true);
    expect(messages(optionalName.safeParse('R2D2'))).toEqual(['Format incorrect']);
  });

  it.each([[''], ['   '], [undefined]])('requiredName refuses %j with "Champ obligatoire"', (value) => {
    expect(messages(requiredName.safeParse(value))).toEqual(['Champ obligatoire']);
  });

  it('requiredName still checks the format', () => {
    expect(requiredName.parse('Martin')).toBe('Martin');
    expect(messages(requiredName.safeParse('Martin 2'))).toEqual(['Format incorrect']);
  });
});
