const PATTERNS: Array<[RegExp, string]> = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[e-mail masqué]'],
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/gi, '[IBAN masqué]'],
  [/(?:\+33[ .-]?|\b0)[1-9](?:[ .-]?\d{2}){4}\b/g, '[téléphone masqué]'],
  [
    /\b(code|otp|pin|password|mot[ _-]?de[ _-]?passe|mdp)(["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi,
    '$1$2[masqué]',
  ],
];

/** Removes e-mail addresses, IBANs, phone numbers, one-time codes and passwords from any text. */
export function scrubText(text: string): string {
  return PATTERNS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

const SENSITIVE_KEYS = /^(iban|otp|code|pin|password|motdepasse|email|phone|telephone|token)$/i;

/** Deep copy of a JSON value with every string scrubbed and sensitive keys masked. */
export function scrubPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 20) return '[trop profond]';
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubPersonalData(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SENSITIVE_KEYS.test(key) ? '[masqué]' : scrubPersonalData(item, depth + 1),
      ]),
    );
  }
  return value;
}
