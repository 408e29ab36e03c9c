/** Keys a number input refuses: exponent, decimal separators and sign (SPEC §5). */
export const BLOCKED_NUMBER_INPUT_KEYS = ['e', 'E', '.', '-', ','] as const;

export function isBlockedNumberInputKey(key: string): boolean {
  return (BLOCKED_NUMBER_INPUT_KEYS as readonly string[]).includes(key);
}

/** A pasted phone number keeps only its digits: '06 12-34.56 78' → '0612345678'. */
export function sanitizePhonePaste(text: string): string {
  return text.replace(/\D/g, '');
}

/** Numeric fields keep only digits. */
export function sanitizeNumeric(text: string): string {
  return text.replace(/\D/g, '');
}
