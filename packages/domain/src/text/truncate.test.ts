import { describe, expect, it } from 'vitest';
import { truncate } from './truncate.js';

describe('truncate', () => {
  it.each([
    ['Bonjour', 10, undefined, 'Bonjour'],
    ['Bonjour', 7, undefined, 'Bonjour'],
    ['Bonjour le monde', 10, undefined, 'Bonjour...'],
    ['Bonjour le monde', 11, undefined, 'Bonjour...'], // no space before the ellipsis
    ['Bonjour le monde', 12, undefined, 'Bonjour l...'],
    ['Bonjour le monde', 8, '…', 'Bonjour…'],
    ['Électricité', 6, '', 'Électr'],
    ['abcdef', 2, undefined, 'ab'], // shorter than the ellipsis: plain cut
    ['😀😀😀😀', 3, '…', '😀😀…'],
    ['', 0, undefined, ''],
  ])('truncate(%j, %s, %j) → %j', (text, max, ellipsis, expected) => {
    expect(truncate(text, max, ellipsis)).toBe(expected);
  });

  it('never returns more than maxLength characters', () => {
    for (let max = 0; max < 20; max += 1) {
      expect(Array.from(truncate('Une offre d’électricité verte', max)).length).toBeLessThanOrEqual(max);
    }
  });

  it('throws on a negative length (caller bug)', () => {
    expect(() => truncate('x', -1)).toThrow(RangeError);
  });
});
