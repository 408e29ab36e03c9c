/** Keys of the older address format, removed on cleanup (SPEC §3). */
export const LEGACY_ADDRESS_KEYS = ['insee_code', 'number', 'street', 'zip_code'] as const;
export type LegacyAddressKey = (typeof LEGACY_ADDRESS_KEYS)[number];

/** A copy of `address` without the older keys; the input is left untouched. */
export function cleanupAddress<T extends Record<string, unknown>>(address: T): Omit<T, LegacyAddressKey> {
  const copy: Record<string, unknown> = { ...address };
  for (const key of LEGACY_ADDRESS_KEYS) delete copy[key];
  return copy as Omit<T, LegacyAddressKey>;
}
