import { describe, expect, it } from 'vitest';
import { resolveDateCode } from './resolve-date-code.js';

describe('resolveDateCode', () => {
  it.each([
    ['JC+0', '2026-05-14', '2026-05-14'],
    ['JC+1', '2026-05-13', '2026-05-14'], // calendar days ignore holidays
    ['JC+20', '2025-12-20', '2026-01-09'],
    ['JC+1', '2024-02-28', '2024-02-29'],
    ['JO+0', '2026-05-13', '2026-05-13'], // a working day: the date itself
    ['JO+0', '2026-05-14', '2026-05-15'], // Ascension: the next working day
    ['JO+1', '2026-05-13', '2026-05-15'],
    ['JO+5', '2026-05-13', '2026-05-21'],
    ['JO+5', '2025-12-24', '2026-01-02'],
    ['JO+1', '2026-07-13', '2026-07-15'],
    ['JO+01', '2026-07-13', '2026-07-15'],
  ])('%s from %s → %s', (code, from, expected) => {
    expect(resolveDateCode(code, from)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['JO+-1'],
    ['JO-1'],
    ['JO+1.5'],
    ['jo+1'],
    ['JO+ 1'],
    [' JO+1'],
    ['JO+'],
    ['JX+1'],
    ['J+1'],
    [''],
    ['JC+3661'],
    ['JO+9999999'],
  ])('%j is an invalid code', (code) => {
    const result = resolveDateCode(code, '2026-05-13');
    expect(result).toMatchObject({ ok: false, code: 'INVALID_DATE_CODE' });
    expect(!result.ok && result.message).toMatch(/^Code de date invalide/);
  });

  it('throws on an invalid start date (caller bug)', () => {
    expect(() => resolveDateCode('JC+1', '13/05/2026')).toThrow(RangeError);
  });
});
