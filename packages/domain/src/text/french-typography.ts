import { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from './narrow-no-break-space.js';

/**
 * French punctuation spacing: a narrow no-break space (U+202F) before `;` `!` `?` and a
 * no-break space (U+00A0) before `:`. An ordinary space already there is replaced; a missing
 * one is added. Punctuation glued to what follows (`https://`, `10:30`, `?q=1`, `;)`) and
 * punctuation at the very start are left alone. Running it twice changes nothing.
 */
export function frenchTypography(text: string): string {
  return text.replace(/(\S)[ \u00A0\u202F]*([;:!?]+)(?=\s|$)/gu, (_match, before: string, marks: string) => {
    const space = marks.startsWith(':') ? NO_BREAK_SPACE : NARROW_NO_BREAK_SPACE;
    return `${before}${space}${marks}`;
  });
}
