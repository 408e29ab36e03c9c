/**
 * A copy of `array` without the element at `index`. An invalid array or index is a bug
 * (SPEC §8): throws a `TypeError` or a `RangeError`.
 */
export function removeAt<T>(array: readonly T[], index: number): T[] {
  if (!Array.isArray(array)) throw new TypeError('removeAt: not an array');
  if (!Number.isInteger(index) || index < 0 || index >= array.length) {
    throw new RangeError(`removeAt: index ${index} out of bounds (length ${array.length})`);
  }
  return [...array.slice(0, index), ...array.slice(index + 1)];
}
