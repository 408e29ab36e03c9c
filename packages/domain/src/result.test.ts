import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from './result.js';

describe('Result', () => {
  it('ok() wraps a value', () => {
    expect(ok(9)).toEqual({ ok: true, value: 9 });
  });

  it('fail() carries a code and a French message', () => {
    expect(fail('POWER_OUT_OF_RANGE', 'Puissance trop élevée')).toEqual({
      ok: false,
      code: 'POWER_OUT_OF_RANGE',
      message: 'Puissance trop élevée',
    });
  });

  it('narrows on ok', () => {
    const check = (n: number): Result<number, 'NEGATIVE'> => (n >= 0 ? ok(n) : fail('NEGATIVE', 'Négatif'));
    const show = (result: Result<number, 'NEGATIVE'>) => (result.ok ? result.value : result.code);
    expect(show(check(1))).toBe(1);
    expect(show(check(-1))).toBe('NEGATIVE');
  });
});
