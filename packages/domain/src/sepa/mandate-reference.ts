import { MANDATE_REFERENCE_MAX_LENGTH } from '../constants.js';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A SEPA mandate reference (RUM): unique, at most 35 characters, made by the supplier, never
 * containing the IBAN. Built from the order reference and random characters given by the caller.
 */
export function createMandateReference(orderReference: string, randomBytes: Uint8Array): string {
  const suffix = Array.from(randomBytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  const reference = `VOLT-${orderReference.replace(/[^A-Z0-9]/gi, '').toUpperCase()}-${suffix}`;
  return reference.slice(0, MANDATE_REFERENCE_MAX_LENGTH);
}

/** SEPA allows only these characters in a mandate reference. */
export function isValidMandateReference(reference: string): boolean {
  return (
    reference.length > 0 &&
    reference.length <= MANDATE_REFERENCE_MAX_LENGTH &&
    /^[A-Za-z0-9+?/:().,' -]+$/.test(reference)
  );
}
