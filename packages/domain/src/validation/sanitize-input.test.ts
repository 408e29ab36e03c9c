import { describe, expect, it } from 'vitest';
import {
  BLOCKED_NUMBER_INPUT_KEYS,
  isBlockedNumberInputKey,
  sanitizeNumeric,
  sanitizePhonePaste,
} from './sanitize-input.js';

describe('sanitizePhonePaste / sanitizeNumeric strip every non-digit', () => {
  it.each([
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['+33 (0)6-12', '330612'],
    ['Tél : 01 23', '0123'],
    ['٣', ''],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(sanitizePhonePaste(text)).toBe(expected);
    expect(sanitizeNumeric(text)).toBe(expected);
  });
});

describe('isBlockedNumberInputKey', () => {
  it('blocks e, E, dot, minus and comma', () => {
    expect(BLOCKED_NUMBER_INPUT_KEYS).toEqual(['e', 'E', '.', '-', ',']);
  });

  it.each([
    ['e', true],
    ['E', true],
    ['.', true],
    ['-', true],
    [',', true],
    ['+', false],
    ['1', false],
    ['Backspace', false],
  ])('%j → %s', (key, expected) => {
    expect(isBlockedNumberInputKey(key)).toBe(expected);
  });
});
