import { describe, expect, it } from 'vitest';
import {
  decidePromoRedemption,
  PROMO_MESSAGES,
  type PromoCode,
  PromoCodeInputSchema,
  PromoCodeSchema,
} from './promo-code.js';

const promo: PromoCode = PromoCodeSchema.parse({
  code: 'BIENVENUE',
  label: '10 % sur le kWh la première année',
  effect: { kind: 'percentOnKwh', percent: 10 },
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  offerIds: ['elec-fixe'],
  channels: ['web'],
  globalLimit: 10,
  perCustomerLimit: 1,
});
const request = { today: '2026-11-22', offerId: 'elec-fixe', channel: 'web' as const };
const unused = { totalUses: 0, customerUses: 0 };

describe('decidePromoRedemption', () => {
  it('accepts a valid code for its offer and channel', () => {
    expect(decidePromoRedemption(promo, request, unused)).toEqual({ ok: true, value: promo });
  });

  it.each([
    ['an unknown code', undefined, request, unused, 'PROMO_UNKNOWN'],
    ['before its first day', promo, { ...request, today: '2025-12-31' }, unused, 'PROMO_NOT_YET_VALID'],
    ['after its last day', promo, { ...request, today: '2027-01-01' }, unused, 'PROMO_EXPIRED'],
    ['on another offer', promo, { ...request, offerId: 'elec-vert' }, unused, 'PROMO_NOT_APPLICABLE'],
    [
      'without an offer chosen',
      promo,
      { today: request.today, channel: 'web' as const },
      unused,
      'PROMO_NOT_APPLICABLE',
    ],
    [
      'through another channel',
      promo,
      { ...request, channel: 'telesales' as const },
      unused,
      'PROMO_NOT_APPLICABLE',
    ],
    [
      'a second time by the same customer',
      promo,
      request,
      { totalUses: 1, customerUses: 1 },
      'PROMO_ALREADY_USED',
    ],
    ['past its global limit', promo, request, { totalUses: 10, customerUses: 0 }, 'PROMO_EXHAUSTED'],
  ] as const)('refuses %s with its own French message', (_case, code, req, usage, expected) => {
    const decision = decidePromoRedemption(code, req, usage);
    expect(decision).toEqual({ ok: false, code: expected, message: PROMO_MESSAGES[expected] });
  });

  it('is valid on its first and last days', () => {
    expect(decidePromoRedemption(promo, { ...request, today: '2026-01-01' }, unused).ok).toBe(true);
    expect(decidePromoRedemption(promo, { ...request, today: '2026-12-31' }, unused).ok).toBe(true);
  });

  it('gives four distinct messages for unknown, expired, exhausted and not applicable', () => {
    const messages = ['PROMO_UNKNOWN', 'PROMO_EXPIRED', 'PROMO_EXHAUSTED', 'PROMO_NOT_APPLICABLE'].map(
      (code) => PROMO_MESSAGES[code as keyof typeof PROMO_MESSAGES],
    );
    expect(new Set(messages).size).toBe(4);
  });
});

describe('PromoCodeInputSchema', () => {
  it('upper-cases and trims what the customer typed', () => {
    expect(PromoCodeInputSchema.parse('  bienvenue ')).toBe('BIENVENUE');
  });
  it.each([
    ['', 'Saisissez un code promo'],
    ['bien venue', 'Un code promo ne contient que des lettres et des chiffres'],
  ])('refuses %j with « %s »', (value, message) => {
    expect(PromoCodeInputSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
