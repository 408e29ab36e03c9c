/**
 * Masks personal data in log text before it is stored (DECISIONS §1, `/debugger/*`):
 * e-mail addresses, upper-case IBANs, French phone numbers and one-time codes given as
 * `otp…: 1234` or `pin=1234`. Best effort: it catches the common shapes, not every one.
 */
const RULES: readonly [RegExp, string][] = [
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu, '[email]'],
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g, '[iban]'],
  [/(?<![\d+])(?:\+33|0033|0)[ .-]?[1-9](?:[ .-]?\d{2}){4}(?!\d)/g, '[phone]'],
  [/\b((?:otp\w*|pin)["']?\s*[:=]\s*["']?)\d{4,8}\b/gi, '$1[otp]'],
];

export function scrubPersonalData(text: string): string {
  return RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}
