import { SIGNING_OTP } from '../constants.js';
import { type Failure, fail, ok, type Result } from '../result.js';
import { OtpSchema } from '../validation/otp.js';

/** DECISIONS §1: the code that signs a contract, plus the wait between two sends. */
export const SIGNING_CODE_POLICY = {
  ...SIGNING_OTP,
  resendCooldownMs: 60_000,
  failureWindowMs: 3_600_000,
} as const;

/** What the customer types: exactly 6 digits. */
export const SigningCodeSchema = OtpSchema(SIGNING_CODE_POLICY.digits);

export const SIGNING_CHANNELS = ['sms', 'email'] as const;
export type SigningChannel = (typeof SIGNING_CHANNELS)[number];

/** The latest code sent for an order, as far as the rules need it. */
export interface SigningCodeState {
  expiresAt: Date;
  usedAt: Date | null;
  wrongAttempts: number;
}

export type CodeRefusal =
  | 'SIGNING_CODE_MISSING'
  | 'SIGNING_TOO_MANY_FAILURES'
  | 'SIGNING_CODE_USED'
  | 'SIGNING_CODE_LOCKED'
  | 'SIGNING_CODE_EXPIRED';

export const SIGNING_CODE_MESSAGES = {
  SIGNING_CODE_MISSING: 'Demandez d’abord un code de signature.',
  SIGNING_TOO_MANY_FAILURES:
    'Trop de codes incorrects pour cette commande. Réessayez dans une heure ou contactez-nous.',
  SIGNING_CODE_USED: 'Ce code a déjà été utilisé. Demandez un nouveau code.',
  SIGNING_CODE_LOCKED: 'Trop d’essais. Demandez un nouveau code.',
  SIGNING_CODE_EXPIRED: 'Ce code a expiré. Demandez un nouveau code.',
} as const satisfies Record<CodeRefusal, string>;

/** 6 random digits from the caller's uniform integer source (crypto `randomInt` on the server). */
export function formatSigningCode(randomBelowOneMillion: number): string {
  if (!Number.isInteger(randomBelowOneMillion) || randomBelowOneMillion < 0 || randomBelowOneMillion >= 1e6) {
    throw new RangeError(`not a 6-digit draw: ${randomBelowOneMillion}`);
  }
  return String(randomBelowOneMillion).padStart(SIGNING_CODE_POLICY.digits, '0');
}

/**
 * Whether a typed code may be compared with the stored one at all. A refusal here is answered without
 * looking at the code, so it can never succeed by chance: no code, too many failures on the order in
 * the last hour, a code already used, locked after 5 wrong tries, or expired.
 */
export function canEvaluateCode(
  code: SigningCodeState | undefined,
  { now, failuresInLastHour }: { now: Date; failuresInLastHour: number },
): Result<{ attemptsLeft: number }, CodeRefusal> {
  const refuse = (refusal: CodeRefusal) => fail(refusal, SIGNING_CODE_MESSAGES[refusal]);
  if (!code) return refuse('SIGNING_CODE_MISSING');
  if (failuresInLastHour >= SIGNING_CODE_POLICY.maxFailuresPerHour)
    return refuse('SIGNING_TOO_MANY_FAILURES');
  if (code.usedAt) return refuse('SIGNING_CODE_USED');
  if (code.wrongAttempts >= SIGNING_CODE_POLICY.maxAttempts) return refuse('SIGNING_CODE_LOCKED');
  if (now.getTime() >= code.expiresAt.getTime()) return refuse('SIGNING_CODE_EXPIRED');
  return ok({ attemptsLeft: SIGNING_CODE_POLICY.maxAttempts - code.wrongAttempts });
}

/** The answer to a wrong code, given the wrong tries counted so far including this one. */
export function wrongCodeOutcome(
  wrongAttempts: number,
): Failure<'SIGNING_CODE_WRONG' | 'SIGNING_CODE_LOCKED'> & { attemptsLeft: number } {
  const attemptsLeft = Math.max(0, SIGNING_CODE_POLICY.maxAttempts - wrongAttempts);
  if (attemptsLeft === 0) {
    return { ...fail('SIGNING_CODE_LOCKED', SIGNING_CODE_MESSAGES.SIGNING_CODE_LOCKED), attemptsLeft };
  }
  const tries = attemptsLeft === 1 ? '1 essai' : `${attemptsLeft} essais`;
  return { ...fail('SIGNING_CODE_WRONG', `Code incorrect. Il vous reste ${tries}.`), attemptsLeft };
}

/** When the next code may be sent: 60 s after the previous one. */
export function resendAvailableAt(lastSentAt: Date): Date;
export function resendAvailableAt(lastSentAt: Date | undefined): Date | undefined;
export function resendAvailableAt(lastSentAt: Date | undefined): Date | undefined {
  return lastSentAt && new Date(lastSentAt.getTime() + SIGNING_CODE_POLICY.resendCooldownMs);
}

/** A new code may be sent once the cool-down is over and while the order is not blocked for the hour. */
export function canSendCode({
  lastSentAt,
  now,
  failuresInLastHour,
}: {
  lastSentAt: Date | undefined;
  now: Date;
  failuresInLastHour: number;
}): Result<null, 'SIGNING_CODE_COOLDOWN' | 'SIGNING_TOO_MANY_FAILURES'> {
  if (failuresInLastHour >= SIGNING_CODE_POLICY.maxFailuresPerHour) {
    return fail('SIGNING_TOO_MANY_FAILURES', SIGNING_CODE_MESSAGES.SIGNING_TOO_MANY_FAILURES);
  }
  const availableAt = resendAvailableAt(lastSentAt);
  if (availableAt && now.getTime() < availableAt.getTime()) {
    const seconds = Math.ceil((availableAt.getTime() - now.getTime()) / 1_000);
    return fail(
      'SIGNING_CODE_COOLDOWN',
      `Un code vient de vous être envoyé. Vous pourrez en demander un nouveau dans ${seconds} s.`,
    );
  }
  return ok(null);
}
