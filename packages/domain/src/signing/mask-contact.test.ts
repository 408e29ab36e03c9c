import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask-contact.js';

describe('masking where a code is sent', () => {
  it.each([
    ['0612345678', '06 •• •• •• 78'],
    ['+33612345678', '06 •• •• •• 78'],
    ['0033 7 12 34 56 99', '07 •• •• •• 99'],
  ])('phone %s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('never shows the digits of a number it cannot read', () => {
    expect(maskPhone('12')).toBe('•• •• •• •• ••');
  });

  it.each([
    ['jeanne.dupont@example.fr', 'j•••@example.fr'],
    ['a@b.fr', 'a•••@b.fr'],
    ['pas-une-adresse', '•••'],
  ])('e-mail %s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
