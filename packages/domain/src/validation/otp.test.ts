import { describe, expect, it } from 'vitest';
import { SIGNING_OTP } from '../constants.js';
import { isCompleteOtp, isValidOtpValue, OtpSchema } from './otp.js';

describe('isValidOtpValue (what the input accepts while typing)', () => {
  it.each([
    ['', 4, true],
    ['1', 4, true],
    ['1234', 4, true],
    ['0000', 4, true],
    ['12345', 4, false],
    ['12a4', 4, false],
    ['-1', 4, false],
    ['1.5', 4, false],
    [' 12', 4, false],
    ['123456', 6, true],
  ])('%j with %s digits → %s', (value, digits, expected) => {
    expect(isValidOtpValue(value, digits)).toBe(expected);
  });

  it('defaults to 4 digits', () => {
    expect(isValidOtpValue('1234')).toBe(true);
    expect(isValidOtpValue('12345')).toBe(false);
  });
});

describe('isCompleteOtp', () => {
  it.each([
    ['1234', 4, true],
    ['123', 4, false],
    ['', 4, false],
    ['123456', 6, true],
    ['12345a', 6, false],
  ])('%j with %s digits → %s', (value, digits, expected) => {
    expect(isCompleteOtp(value, digits)).toBe(expected);
  });

  it('throws on an impossible length (a bug)', () => {
    expect(() => isCompleteOtp('1', 0)).toThrow(RangeError);
  });
});

describe('OtpSchema', () => {
  it('needs the full code, 4 digits by default', () => {
    expect(OtpSchema().safeParse('1234').success).toBe(true);
    expect(OtpSchema().safeParse('123').error?.issues[0]?.message).toBe('Le code doit comporter 4 chiffres.');
    expect(OtpSchema().safeParse('').error?.issues[0]?.message).toBe('Champ obligatoire');
  });

  it('builds the 6-digit signing code schema', () => {
    const schema = OtpSchema(SIGNING_OTP.digits);
    expect(schema.safeParse('123456').success).toBe(true);
    expect(schema.safeParse('1234').error?.issues[0]?.message).toBe('Le code doit comporter 6 chiffres.');
  });
});
