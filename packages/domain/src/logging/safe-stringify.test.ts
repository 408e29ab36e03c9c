import { describe, expect, it } from 'vitest';
import { safeStringify } from './safe-stringify.js';

describe('safeStringify', () => {
  it.each([
    ['text', 'text'],
    [42, '42'],
    [true, 'true'],
    [null, 'null'],
    [undefined, 'undefined'],
    [{ a: 1, b: [1, 'x'] }, '{"a":1,"b":[1,"x"]}'],
    [10n, '"10n"'],
    [{ n: 10n }, '{"n":"10n"}'],
    [Symbol('s'), 'Symbol(s)'],
    [function named() {}, '[Function named]'],
    [{ f: () => 1 }, '{"f":"[Function f]"}'],
    [new Date('2026-05-14T08:00:00.000Z'), '"2026-05-14T08:00:00.000Z"'],
  ])('%s → %s', (value, expected) => {
    expect(safeStringify(value)).toBe(expected);
  });

  it('marks circular references', () => {
    const value: Record<string, unknown> = { name: 'loop' };
    value.self = value;
    value.list = [value];
    expect(safeStringify(value)).toBe('{"name":"loop","self":"[Circular]","list":["[Circular]"]}');
  });

  it('prints a shared (non-circular) object each time', () => {
    const shared = { x: 1 };
    expect(safeStringify({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });

  it('describes errors with their stack', () => {
    const error = new Error('Boom');
    expect(safeStringify(error)).toContain('Error: Boom');
    expect(safeStringify(error)).toContain('safe-stringify.test');
    expect(safeStringify({ error })).toContain('Error: Boom');
  });

  it('describes an error without stack', () => {
    const error = new TypeError('Nope');
    error.stack = undefined;
    expect(safeStringify(error)).toBe('TypeError: Nope');
  });

  it('never throws, even on a hostile toJSON', () => {
    const hostile = {
      toJSON() {
        throw new Error('no');
      },
    };
    expect(safeStringify(hostile)).toBe('[object Object]');
  });
});
