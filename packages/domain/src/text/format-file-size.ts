/** French byte units (octet, kilo-octet…), base 1024 as our limits are written. */
const UNITS = ['octets', 'Ko', 'Mo', 'Go', 'To'] as const;

/**
 * A file size as a French reader writes it: 10 485 760 → « 10 Mo », 1 536 → « 1,5 Ko », 512 → « 512 octets ».
 * One decimal at most, with a comma; a no-break space before the unit. `formatBytes` keeps SPEC's English
 * units for the API helpers; screens and messages use this one.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError('bytes must be a finite size');
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  if (unit === 0) return `${rounded}\u00A0${rounded > 1 ? 'octets' : 'octet'}`;
  return `${String(rounded).replace('.', ',')}\u00A0${UNITS[unit]}`;
}
