import { describe, expect, it } from 'vitest';
import { EmailSchema, isValidEmail } from './email.js';

describe('EmailSchema', () => {
  it.each([['jean.dupont@example.fr'], ['j+tag@sub.example.com'], ['a_b-c@exemple.org'], [' x@y.fr ']])(
    'accepts %j',
    (value) => {
      expect(EmailSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([['jean'], ['jean@'], ['@example.fr'], ['jean@example'], ['jean dupont@example.fr'], ['a@b..fr']])(
    'refuses %j with "Adresse e-mail invalide"',
    (value) => {
      expect(EmailSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
        'Adresse e-mail invalide',
      ]);
      expect(isValidEmail(value)).toBe(false);
    },
  );

  it.each([[''], [undefined]])('refuses %j with "Champ obligatoire"', (value) => {
    expect(EmailSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['Champ obligatoire']);
  });

  it('trims the value', () => {
    expect(EmailSchema.parse(' x@y.fr ')).toBe('x@y.fr');
  });
});
