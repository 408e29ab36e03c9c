import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.js';

describe('formatBytes', () => {
  it.each([
    [0, undefined, '0 Bytes'],
    [1, undefined, '1 Bytes'],
    [1023, undefined, '1023 Bytes'],
    [1024, undefined, '1 KB'],
    [1536, undefined, '1.5 KB'],
    [1234567, undefined, '1.177 MB'],
    [1234567, 1, '1.2 MB'],
    [1234567, 0, '1 MB'],
    [1234567, -2, '1 MB'],
    [5 * 1024 ** 2, undefined, '5 MB'],
    [10 * 1024 ** 3, undefined, '10 GB'],
    [1024 ** 4, undefined, '1 TB'],
    [1024 ** 5, undefined, '1 PB'],
    [1024 ** 6, undefined, '1 EB'],
    [1024 ** 7, undefined, '1 ZB'],
    [1024 ** 8, undefined, '1 YB'],
    [1024 ** 9, undefined, '1024 YB'],
    [0.5, undefined, '0.5 Bytes'],
    [-2048, undefined, '-2 KB'],
  ])('%s bytes (decimals %s) → %s', (bytes, decimals, expected) => {
    expect(formatBytes(bytes, decimals)).toBe(expected);
  });

  it('throws on NaN', () => {
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
  });
});
