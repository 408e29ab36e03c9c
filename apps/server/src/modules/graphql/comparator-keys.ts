import { createHash, timingSafeEqual } from 'node:crypto';

/** A comparator's API key, and the gateway (passerelle) its leads are attributed to, when named. */
export interface ComparatorKey {
  key: string;
  gatewayId: string | null;
}

const PREFIXED = /^([a-z0-9]+(?:-[a-z0-9]+)*):(.+)$/;

/** One entry of `GRAPHQL_API_KEYS`: `passerelle:clé` ties the key to a gateway, a bare key to none. */
export function comparatorKeyOf(entry: string): ComparatorKey {
  const match = PREFIXED.exec(entry);
  return match ? { gatewayId: match[1] as string, key: match[2] as string } : { key: entry, gatewayId: null };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The entry whose key is the one presented, compared in constant time with every entry. */
export function findComparatorKey(
  presented: string | undefined,
  entries: readonly ComparatorKey[],
): ComparatorKey | undefined {
  if (!presented) return undefined;
  const candidate = digest(presented);
  let found: ComparatorKey | undefined;
  for (const entry of entries) {
    if (timingSafeEqual(candidate, digest(entry.key)) && !found) found = entry;
  }
  return found;
}
