import { describe, expect, it } from 'vitest';
import { scrubPersonalData, scrubPersonalDataDeep } from './scrub-personal-data.js';

describe('scrubPersonalData', () => {
  it.each([
    ['contact jean.dupont@example.fr ok', 'contact [email] ok'],
    ['iban FR7630006000011234567890189', 'iban [iban]'],
    ['iban FR76 3000 6000 0112 3456 7890 189 fin', 'iban [iban] fin'],
    ['tel 06 12 34 56 78.', 'tel [phone].'],
    ['tel +33612345678', 'tel [phone]'],
    ['tel 01.23.45.67.89', 'tel [phone]'],
    ['{"otp":"123456"}', '{"otp":"[otp]"}'],
    ['otpCode=4321', 'otpCode=[otp]'],
    ['pin: 1234', 'pin: [otp]'],
    ['code: 482913 refusé', 'code: [otp] refusé'],
    ['password=hunter2&x=1', 'password=[secret]&x=1'],
    ['{"mot de passe": "Secret-1"}', '{"mot de passe": "[secret]"}'],
  ])('%j → %j', (text, expected) => {
    expect(scrubPersonalData(text)).toBe(expected);
  });

  it.each([
    ['zipCode: 75011'],
    ['PDL 01234567890123'],
    ['at 2026-05-14T08:00:00.000Z'],
    ['timestamp 1715673600000'],
    ['order 42 saved'],
    ['postalCode: 75011'],
  ])('leaves %j alone', (text) => {
    expect(scrubPersonalData(text)).toBe(text);
  });
});

describe('scrubPersonalDataDeep', () => {
  it('scrubs every string and masks sensitive keys at any depth', () => {
    const input = {
      logs: [{ message: 'mail jean@example.fr', level: 'error' }],
      holder: { iban: 'FR7630006000011234567890189', email: 'x', name: 'Jeanne' },
      count: 3,
      ok: true,
      nothing: null,
    };
    expect(scrubPersonalDataDeep(input)).toEqual({
      logs: [{ message: 'mail [email]', level: 'error' }],
      holder: { iban: '[masked]', email: '[masked]', name: 'Jeanne' },
      count: 3,
      ok: true,
      nothing: null,
    });
  });

  it('stops at a depth of 20 levels', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 30; i++) deep = [deep];
    expect(JSON.stringify(scrubPersonalDataDeep(deep))).toContain('[truncated]');
  });
});
