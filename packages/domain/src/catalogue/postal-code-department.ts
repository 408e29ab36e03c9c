import { POSTAL_CODE_PATTERN } from '../validation/postal-code.js';

/**
 * The département of a French postal code: its first two digits, except in Corsica (20xxx:
 * 2A south of 20200, 2B from 20200) and overseas (97x, 98x: three digits). `null` when the
 * code is not 5 digits. Postal codes follow départements closely but not exactly (a few
 * communes are served from a neighbouring département): good enough to sort relay points.
 */
export function postalCodeDepartment(postalCode: string): string | null {
  const code = postalCode.trim();
  if (!POSTAL_CODE_PATTERN.test(code)) return null;
  if (code.startsWith('20')) return Number(code) < 20_200 ? '2A' : '2B';
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  return code.slice(0, 2);
}
