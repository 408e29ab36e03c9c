import { describe, expect, it } from 'vitest';
import { frenchTypography } from './french-typography.js';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('frenchTypography', () => {
  it.each([
    ['Oops, une erreur est survenue !', `Oops, une erreur est survenue${NNBSP}!`],
    ['Bonjour!', `Bonjour${NNBSP}!`],
    ['Vraiment ?', `Vraiment${NNBSP}?`],
    ['Quoi ?!', `Quoi${NNBSP}?!`],
    ['Un; deux', `Un${NNBSP}; deux`],
    ['Note : lire', `Note${NBSP}: lire`],
    ['Note: lire', `Note${NBSP}: lire`],
    ['Champ obligatoire!', `Champ obligatoire${NNBSP}!`],
    ['https://voltaire.fr', 'https://voltaire.fr'],
    ['Rendez-vous à 10:30', 'Rendez-vous à 10:30'],
    ['/recherche?q=gaz', '/recherche?q=gaz'],
    ['! au début', '! au début'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(frenchTypography(text)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = frenchTypography('Attention : oui ? non ! peut-être ;');
    expect(frenchTypography(once)).toBe(once);
  });
});
