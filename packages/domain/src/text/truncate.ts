export const DEFAULT_ELLIPSIS = '...';

/**
 * Shortens `text` so that the result, ellipsis included, holds at most `maxLength`
 * characters (Unicode code points, so an emoji is never cut in half). Trailing spaces
 * before the ellipsis are dropped. A text that already fits is returned unchanged.
 */
export function truncate(text: string, maxLength: number, ellipsis: string = DEFAULT_ELLIPSIS): string {
  if (!Number.isInteger(maxLength) || maxLength < 0) {
    throw new RangeError(`maxLength must be a non-negative integer, got ${maxLength}`);
  }
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const ellipsisLength = Array.from(ellipsis).length;
  if (maxLength <= ellipsisLength) return characters.slice(0, maxLength).join('');
  return characters
    .slice(0, maxLength - ellipsisLength)
    .join('')
    .trimEnd()
    .concat(ellipsis);
}
