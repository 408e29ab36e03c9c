import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './normalize-email.js';

describe('normalizeEmail', () => {
  it.each([
    ['TLV@Voltaire.demo', 'tlv@voltaire.demo'],
    ['  tlv@voltaire.demo\t', 'tlv@voltaire.demo'],
    ['tlv@voltaire.demo\u00A0', 'tlv@voltaire.demo'],
    ['tlv\u200B@voltaire.demo', 'tlv@voltaire.demo'],
    ['\uFF54\uFF4C\uFF56@voltaire.demo', 'tlv@voltaire.demo'],
    ['t lv@voltaire.demo', 'tlv@voltaire.demo'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});
