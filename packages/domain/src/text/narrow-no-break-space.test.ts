import { describe, expect, it } from 'vitest';
import { NARROW_NO_BREAK_SPACE, withNarrowNoBreakSpaceBeforeLastWord } from './narrow-no-break-space.js';

describe('withNarrowNoBreakSpaceBeforeLastWord', () => {
  it('uses character code 8239', () => {
    expect(NARROW_NO_BREAK_SPACE.charCodeAt(0)).toBe(8239);
  });

  it.each([
    ['Votre offre verte', 'Votre offre\u202Fverte'],
    ['Deux mots', 'Deux\u202Fmots'],
    ['Deux   mots', 'Deux\u202Fmots'],
    ['Avec espace final ', 'Avec espace\u202Ffinal '],
    ['Seul', 'Seul'],
    ['', ''],
    [' Seul', ' Seul'],
  ])('%j → %j', (text, expected) => {
    expect(withNarrowNoBreakSpaceBeforeLastWord(text)).toBe(expected);
  });
});
