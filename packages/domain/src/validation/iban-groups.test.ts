import { describe, expect, it } from 'vitest';
import { canEditLaterIbanGroups, joinIbanGroups, splitIbanGroups } from './iban-groups.js';

describe('splitIbanGroups (7 groups: six of 4, one of 3)', () => {
  it.each([
    ['FR7630006000011234567890189', ['FR76', '3000', '6000', '0112', '3456', '7890', '189']],
    ['fr76 3000 6000 0112 3456 7890 189', ['FR76', '3000', '6000', '0112', '3456', '7890', '189']],
    ['FR763', ['FR76', '3', '', '', '', '', '']],
    ['', ['', '', '', '', '', '', '']],
    ['MT84MALT011000012345MTLCAST001S', ['MT84', 'MALT', '0110', '0001', '2345', 'MTLC', 'AST001S']],
  ])('%j → %j', (value, groups) => {
    expect(splitIbanGroups(value)).toEqual(groups);
  });

  it('joins back without losing anything', () => {
    for (const iban of [
      'FR7630006000011234567890189',
      'DE89370400440532013000',
      'MT84MALT011000012345MTLCAST001S',
    ]) {
      expect(joinIbanGroups(splitIbanGroups(iban))).toBe(iban);
    }
  });

  it('joins typed groups, normalising them', () => {
    expect(joinIbanGroups(['fr76 ', '3000', '6000', '0112', '3456', '7890', '189'])).toBe(
      'FR7630006000011234567890189',
    );
  });
});

describe('canEditLaterIbanGroups', () => {
  it.each([
    ['', false],
    ['FR7', false],
    ['FR76', true],
    ['FR763', true],
  ])('first group %j → %s', (first, expected) => {
    expect(canEditLaterIbanGroups(first)).toBe(expected);
  });
});
