import { z } from 'zod';
import { OTP_DEFAULT_DIGITS } from '../constants.js';
import { VALIDATION_MESSAGES } from './messages.js';

function requireDigitCount(digits: number): void {
  if (!Number.isInteger(digits) || digits < 1) throw new RangeError(`Invalid OTP length: ${digits}`);
}

/**
 * What the one-time-code input accepts while typing: empty, or digits only, at most `digits`
 * of them. A complete code is checked by `isCompleteOtp` / `OtpSchema`.
 */
export function isValidOtpValue(value: string, digits: number = OTP_DEFAULT_DIGITS): boolean {
  requireDigitCount(digits);
  return value === '' || (/^\d+$/.test(value) && value.length <= digits);
}

/** Exactly `digits` digits. */
export function isCompleteOtp(value: string, digits: number = OTP_DEFAULT_DIGITS): boolean {
  requireDigitCount(digits);
  return value.length === digits && /^\d+$/.test(value);
}

/** A complete one-time code of `digits` digits (4 for the widget, 6 for signing). */
export function OtpSchema(digits: number = OTP_DEFAULT_DIGITS) {
  requireDigitCount(digits);
  return z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
    .refine((value) => isCompleteOtp(value, digits), {
      error: `Le code doit comporter ${digits} chiffres.`,
    });
}
