import { describe, expect, it, vi } from 'vitest';
import {
  type ChangeHistoryEntry,
  mergeChangeHistory,
  type RawChangeHistoryEntry,
} from './merge-change-history.js';

describe('mergeChangeHistory', () => {
  it.each<[string, (ChangeHistoryEntry | RawChangeHistoryEntry)[], ChangeHistoryEntry[]]>([
    ['nothing', [], []],
    [
      'consecutive unsets concatenate their paths, without duplicates',
      [
        { type: 'unset', data: ['a', 'b'] },
        { type: 'unset', data: ['b', 'c'] },
      ],
      [{ type: 'unset', data: ['a', 'b', 'c'] }],
    ],
    [
      'consecutive upserts deep-merge, later wins',
      [
        { type: 'upsert', data: { holder: { firstName: 'Jean', lastName: 'Dupont' }, step: 1 } },
        { type: 'upsert', data: { holder: { firstName: 'Jeanne' }, step: 2 } },
      ],
      [{ type: 'upsert', data: { holder: { firstName: 'Jeanne', lastName: 'Dupont' }, step: 2 } }],
    ],
    [
      'arrays are replaced, not merged',
      [
        { type: 'upsert', data: { products: ['a', 'b'] } },
        { type: 'upsert', data: { products: ['c'] } },
      ],
      [{ type: 'upsert', data: { products: ['c'] } }],
    ],
    [
      'types alternating stay in order',
      [
        { type: 'upsert', data: { a: 1 } },
        { type: 'unset', data: ['a'] },
        { type: 'upsert', data: { a: 2 } },
      ],
      [
        { type: 'upsert', data: { a: 1 } },
        { type: 'unset', data: ['a'] },
        { type: 'upsert', data: { a: 2 } },
      ],
    ],
    [
      'entries with empty data are dropped (and no longer separate their neighbours)',
      [
        { type: 'upsert', data: { a: 1 } },
        { type: 'unset', data: [] },
        { type: 'upsert', data: {} },
        { type: 'upsert', data: null },
        { type: 'upsert', data: { b: 2 } },
      ],
      [{ type: 'upsert', data: { a: 1, b: 2 } }],
    ],
  ])('%s', (_case, entries, expected) => {
    expect(mergeChangeHistory(entries)).toEqual(expected);
  });

  it('logs and skips an unknown type', () => {
    const log = vi.fn();
    const merged = mergeChangeHistory(
      [
        { type: 'unset', data: ['a'] },
        { type: 'delete', data: ['x'] },
        { type: 'unset', data: ['b'] },
      ],
      log,
    );
    expect(merged).toEqual([{ type: 'unset', data: ['a', 'b'] }]);
    expect(log).toHaveBeenCalledWith('Change history: unhandled type "delete", entry skipped.');
  });

  it('logs and skips malformed data', () => {
    const log = vi.fn();
    expect(
      mergeChangeHistory(
        [
          { type: 'unset', data: 'a' },
          { type: 'unset', data: [1] },
          { type: 'upsert', data: ['a'] },
        ],
        log,
      ),
    ).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('does not modify its input', () => {
    const first = { type: 'upsert' as const, data: { holder: { firstName: 'Jean' } } };
    mergeChangeHistory([first, { type: 'upsert', data: { holder: { lastName: 'Dupont' } } }]);
    expect(first.data).toEqual({ holder: { firstName: 'Jean' } });
  });

  it('refuses prototype keys', () => {
    const log = vi.fn();
    const hostile = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    const merged = mergeChangeHistory(
      [
        { type: 'upsert', data: { a: 0 } },
        { type: 'upsert', data: hostile },
      ],
      log,
    );
    expect(merged).toEqual([{ type: 'upsert', data: { a: 1 } }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
  });
});
