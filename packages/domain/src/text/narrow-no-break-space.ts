/** U+202F NARROW NO-BREAK SPACE (character code 8239). */
export const NARROW_NO_BREAK_SPACE = '\u202F';
/** U+00A0 NO-BREAK SPACE. */
export const NO_BREAK_SPACE = '\u00A0';

/**
 * Joins the last word to the previous one with a narrow no-break space, so that a title
 * never ends with a lone word on its own line. Trailing spaces are kept; one word is unchanged.
 */
export function withNarrowNoBreakSpaceBeforeLastWord(text: string): string {
  return text.replace(/(\S) +(\S+)(\s*)$/u, `$1${NARROW_NO_BREAK_SPACE}$2$3`);
}
