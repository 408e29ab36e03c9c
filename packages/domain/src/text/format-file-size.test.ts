import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.js';

describe('formatFileSize', () => {
  it.each([
    [0, '0\u00A0octet'],
    [1, '1\u00A0octet'],
    [512, '512\u00A0octets'],
    [1024, '1\u00A0Ko'],
    [1536, '1,5\u00A0Ko'],
    [1_234_567, '1,2\u00A0Mo'],
    [10 * 1024 * 1024, '10\u00A0Mo'],
    [3 * 1024 ** 3, '3\u00A0Go'],
    [2 * 1024 ** 5, '2048\u00A0To'],
  ])('%s bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('throws on a size that is not one (a caller bug)', () => {
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(-1)).toThrow(RangeError);
  });
});
