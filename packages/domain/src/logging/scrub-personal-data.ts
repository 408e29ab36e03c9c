/**
 * Masks personal data in log text before it is stored (DECISIONS §1, `/debugger/*`):
 * e-mail addresses, upper-case IBANs, French phone numbers, one-time codes given as
 * `otp…: 1234`, `pin=1234` or `code: 1234`, and passwords given as `password=…`.
 * Best effort: it catches the common shapes, not every one.
 */
const RULES: readonly [RegExp, string][] = [
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu, '[email]'],
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g, '[iban]'],
  [/(?<![\d+])(?:\+33|0033|0)[ .-]?[1-9](?:[ .-]?\d{2}){4}(?!\d)/g, '[phone]'],
  [/\b((?:otp\w*|pin|code)["']?\s*[:=]\s*["']?)\d{4,8}\b/gi, '$1[otp]'],
  [/\b((?:password|passwd|mot de passe|mdp)["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi, '$1[secret]'],
];

export function scrubPersonalData(text: string): string {
  return RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

const SENSITIVE_KEY = /^(iban|otp|code|pin|password|passwd|email|phone|telephone|token)$/i;
const MAX_DEPTH = 20;

/** A copy of a JSON value with every string scrubbed and the values of sensitive keys replaced. */
export function scrubPersonalDataDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubPersonalData(value);
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => scrubPersonalDataDeep(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SENSITIVE_KEY.test(key) ? '[masked]' : scrubPersonalDataDeep(item, depth + 1),
      ]),
    );
  }
  return value;
}
