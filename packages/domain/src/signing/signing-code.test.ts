import { describe, expect, it } from 'vitest';
import {
  canEvaluateCode,
  canSendCode,
  formatSigningCode,
  SigningCodeSchema,
  wrongCodeOutcome,
} from './signing-code.js';

const now = new Date('2026-11-22T10:00:00Z');
const fresh = { expiresAt: new Date('2026-11-22T10:10:00Z'), usedAt: null, wrongAttempts: 0 };

describe('signing code rules (DECISIONS §1)', () => {
  it('is 6 digits, left-padded', () => {
    expect(formatSigningCode(0)).toBe('000000');
    expect(formatSigningCode(42)).toBe('000042');
    expect(formatSigningCode(999_999)).toBe('999999');
    expect(() => formatSigningCode(1_000_000)).toThrow(RangeError);
    expect(SigningCodeSchema.safeParse('123456').success).toBe(true);
    expect(SigningCodeSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Le code doit comporter 6 chiffres.',
    );
  });

  it('evaluates a fresh code with 5 tries left', () => {
    expect(canEvaluateCode(fresh, { now, failuresInLastHour: 0 })).toEqual({
      ok: true,
      value: { attemptsLeft: 5 },
    });
  });

  it.each([
    [undefined, 0, 'SIGNING_CODE_MISSING', 'Demandez d’abord un code de signature.'],
    [
      fresh,
      100,
      'SIGNING_TOO_MANY_FAILURES',
      'Trop de codes incorrects pour cette commande. Réessayez dans une heure ou contactez-nous.',
    ],
    [
      { ...fresh, usedAt: now },
      0,
      'SIGNING_CODE_USED',
      'Ce code a déjà été utilisé. Demandez un nouveau code.',
    ],
    [{ ...fresh, wrongAttempts: 5 }, 5, 'SIGNING_CODE_LOCKED', 'Trop d’essais. Demandez un nouveau code.'],
    [{ ...fresh, expiresAt: now }, 0, 'SIGNING_CODE_EXPIRED', 'Ce code a expiré. Demandez un nouveau code.'],
  ] as const)('refuses without evaluating: %#', (code, failuresInLastHour, expected, message) => {
    expect(canEvaluateCode(code, { now, failuresInLastHour })).toEqual({
      ok: false,
      code: expected,
      message,
    });
  });

  it('still evaluates one millisecond before expiry and at 99 failures in the hour', () => {
    const justBefore = new Date(fresh.expiresAt.getTime() - 1);
    expect(canEvaluateCode(fresh, { now: justBefore, failuresInLastHour: 99 }).ok).toBe(true);
  });

  it('counts down the tries, then locks on the fifth wrong code', () => {
    expect([1, 2, 3, 4, 5].map((n) => wrongCodeOutcome(n).message)).toEqual([
      'Code incorrect. Il vous reste 4 essais.',
      'Code incorrect. Il vous reste 3 essais.',
      'Code incorrect. Il vous reste 2 essais.',
      'Code incorrect. Il vous reste 1 essai.',
      'Trop d’essais. Demandez un nouveau code.',
    ]);
    expect(wrongCodeOutcome(5)).toMatchObject({ code: 'SIGNING_CODE_LOCKED', attemptsLeft: 0 });
  });

  it('sends a new code only 60 s after the previous one, and not once the order is blocked', () => {
    const lastSentAt = new Date('2026-11-22T09:59:15Z');
    expect(canSendCode({ lastSentAt, now, failuresInLastHour: 0 })).toEqual({
      ok: false,
      code: 'SIGNING_CODE_COOLDOWN',
      message: 'Un code vient de vous être envoyé. Vous pourrez en demander un nouveau dans 15 s.',
    });
    expect(canSendCode({ lastSentAt: new Date('2026-11-22T09:59:00Z'), now, failuresInLastHour: 0 }).ok).toBe(
      true,
    );
    expect(canSendCode({ lastSentAt: undefined, now, failuresInLastHour: 0 }).ok).toBe(true);
    expect(canSendCode({ lastSentAt: undefined, now, failuresInLastHour: 100 })).toMatchObject({
      code: 'SIGNING_TOO_MANY_FAILURES',
    });
  });
});
