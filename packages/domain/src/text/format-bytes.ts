export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Human size in base 1024 with at most `decimals` decimals, trailing zeros dropped:
 * 0 → '0 Bytes', 1536 → '1.5 KB', 5 242 880 → '5 MB'. Throws on NaN (a caller bug).
 */
export function formatBytes(bytes: number, decimals = 3): string {
  if (Number.isNaN(bytes)) throw new RangeError('bytes must be a number');
  if (bytes < 0) return `-${formatBytes(-bytes, decimals)}`;
  if (bytes === 0) return '0 Bytes';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = Math.min(Math.max(0, Math.trunc(decimals)), 100);
  return `${Number.parseFloat(value.toFixed(digits))} ${BYTE_UNITS[unit]}`;
}
