import { describe, expect, it } from 'vitest';
import { removeAt } from './remove-at.js';

describe('removeAt', () => {
  it.each([
    [['a', 'b', 'c'], 0, ['b', 'c']],
    [['a', 'b', 'c'], 1, ['a', 'c']],
    [['a', 'b', 'c'], 2, ['a', 'b']],
    [['a'], 0, []],
  ])('%j without index %s → %j', (array, index, expected) => {
    expect(removeAt(array, index)).toEqual(expected);
  });

  it('leaves the input untouched', () => {
    const array = [1, 2, 3];
    removeAt(array, 1);
    expect(array).toEqual([1, 2, 3]);
  });

  it.each([[-1], [3], [1.5], [Number.NaN]])('throws on index %s', (index) => {
    expect(() => removeAt([1, 2, 3], index)).toThrow(RangeError);
  });

  it('throws on something that is not an array', () => {
    expect(() => removeAt(null as unknown as number[], 0)).toThrow(TypeError);
    expect(() => removeAt('abc' as unknown as string[], 0)).toThrow(TypeError);
  });
});
