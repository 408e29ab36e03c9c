import { describe, expect, it } from 'vitest';
import { formatIban, IbanSchema, isValidIban, maskIban, normalizeIban } from './iban.js';

describe('isValidIban (any SEPA IBAN with a valid checksum; French ones 27 characters)', () => {
  it.each([
    ['FR7630006000011234567890189', 'French'],
    ['FR76 3000 6000 0112 3456 7890 189', 'French, with spaces'],
    ['fr76 3000 6000 0112 3456 7890 189', 'French, lower case'],
    ['DE89370400440532013000', 'German'],
    ['BE68539007547034', 'Belgian'],
    ['CH9300762011623852957', 'Swiss (SEPA, outside the EU)'],
    ['GB82WEST12345698765432', 'British (SEPA, outside the EU)'],
    ['MC5811222000010123456789030', 'Monegasque'],
    ['MT84MALT011000012345MTLCAST001S', 'Maltese, 31 characters'],
    ['NO9386011117947', 'Norwegian, 15 characters'],
  ])('accepts %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['FR7630006000011234567890188', 'wrong checksum'],
    ['FR763000600001123456789018', 'French, 26 characters'],
    ['FR76300060000112345678901899', 'French, 28 characters'],
    ['DE89370400440532013001', 'German, wrong checksum'],
    ['TR330006100519786457841326', 'Turkish: valid but outside SEPA'],
    ['SA0380000000608010167519', 'Saudi: valid but outside SEPA'],
    ['FR76-3000-6000-0112-3456-7890-189', 'hyphens'],
    ['', 'empty'],
    ['XX00', 'nonsense'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('IbanSchema', () => {
  it('outputs the normalised IBAN', () => {
    expect(IbanSchema.parse(' fr76 3000 6000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
  });

  it.each([
    ['FR7630006000011234567890188', 'IBAN invalide'],
    ['', 'Champ obligatoire'],
    ['   ', 'Champ obligatoire'],
    [undefined, 'Champ obligatoire'],
  ])('%j → %j', (value, message) => {
    expect(IbanSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe('normalizeIban / formatIban / maskIban', () => {
  it('normalises', () => {
    expect(normalizeIban(' fr76\u00A03000 6000 ')).toBe('FR7630006000');
  });

  it('formats in groups of 4', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it.each([
    ['FR7630006000011234567890189', 'FR76 •••• •••• •••• •••• •••• 189'],
    ['FR76 3000 6000 0112 3456 7890 189', 'FR76 •••• •••• •••• •••• •••• 189'],
    ['DE89370400440532013000', 'DE89 •••• •••• •••• •••0 00'],
    ['BE68539007547034', 'BE68 •••• •••• •034'],
    ['FR76123', '•••••••'],
    ['', ''],
  ])('masks %j as %j', (iban, masked) => {
    expect(maskIban(iban)).toBe(masked);
  });
});
