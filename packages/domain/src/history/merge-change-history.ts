/** One step of a change history (SPEC §3): remove paths, or write values. */
export type ChangeHistoryEntry =
  | { type: 'unset'; data: string[] }
  | { type: 'upsert'; data: Record<string, unknown> };

/** What may arrive from outside: any type, any data. */
export type RawChangeHistoryEntry = { type: string; data?: unknown };

type PlainObject = Record<string, unknown>;

/** Keys that would reach an object's prototype when merged: refused. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deep merge into a fresh object: nested plain objects merge, anything else is replaced (later wins). */
function deepMerge(target: PlainObject, source: PlainObject, log: (message: string) => void): PlainObject {
  const result: PlainObject = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (FORBIDDEN_KEYS.has(key)) {
      log(`Change history: key "${key}" ignored.`);
      continue;
    }
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value, log) : value;
  }
  return result;
}

function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return isPlainObject(data) && Object.keys(data).length === 0;
}

/**
 * Compacts a change history (SPEC §4): entries with empty data are dropped, then consecutive
 * entries of the same type are grouped — `unset` paths concatenated without duplicates,
 * `upsert` data deep-merged (later wins). An unknown type or malformed data is logged and
 * skipped. The inputs are not modified.
 */
export function mergeChangeHistory(
  entries: readonly (ChangeHistoryEntry | RawChangeHistoryEntry)[],
  log: (message: string) => void = () => {},
): ChangeHistoryEntry[] {
  const merged: ChangeHistoryEntry[] = [];
  for (const entry of entries) {
    const { type, data } = entry as RawChangeHistoryEntry;
    if (type !== 'unset' && type !== 'upsert') {
      log(`Change history: unhandled type "${String(type)}", entry skipped.`);
      continue;
    }
    if (isEmptyData(data)) continue;
    const previous = merged.at(-1);
    if (type === 'unset') {
      if (!Array.isArray(data) || !data.every((path) => typeof path === 'string')) {
        log('Change history: "unset" data must be a list of paths, entry skipped.');
        continue;
      }
      if (previous?.type === 'unset') previous.data = [...new Set([...previous.data, ...data])];
      else merged.push({ type, data: [...new Set(data)] });
    } else {
      if (!isPlainObject(data)) {
        log('Change history: "upsert" data must be an object, entry skipped.');
        continue;
      }
      const base = previous?.type === 'upsert' ? previous.data : {};
      const next = deepMerge(base, data, log);
      if (previous?.type === 'upsert') previous.data = next;
      else merged.push({ type, data: next });
    }
  }
  return merged;
}
