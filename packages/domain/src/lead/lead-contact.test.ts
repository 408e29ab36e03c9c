import { describe, expect, it } from 'vitest';
import { hasContactDetails, LeadContactSchema, normaliseLeadContact } from './lead-contact.js';

describe('LeadContactSchema', () => {
  it('needs an e-mail or a phone number: a name alone makes no lead', () => {
    const result = LeadContactSchema.safeParse({ firstName: 'Jeanne', lastName: 'Dupont' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Indiquez au moins une adresse e-mail ou un numéro de téléphone.'],
    ]);
  });
  it.each([
    [{ email: 'jeanne@' }, 'email', 'Adresse e-mail invalide'],
    [{ phone: '12345' }, 'phone', 'Numéro de téléphone invalide'],
    [{ phone: '0612345678', lastName: 'Dup0nt' }, 'lastName', 'Format incorrect'],
    [{ phone: '0612345678', civility: 'Mlle' }, 'civility', 'Choisissez une civilité'],
  ])('refuses %j on %s with « %s »', (input, path, message) => {
    const issue = LeadContactSchema.safeParse(input).error?.issues.find((i) => i.path[0] === path);
    expect(issue?.message).toBe(message);
  });
  it('accepts a phone number alone and stores it in national form, the e-mail in lower case', () => {
    const contact = LeadContactSchema.parse({ phone: '+33 6 12 34 56 78', email: ' Jeanne@Example.FR ' });
    expect(normaliseLeadContact(contact)).toEqual({
      civility: null,
      firstName: null,
      lastName: null,
      email: 'jeanne@example.fr',
      phone: '0612345678',
    });
  });
  it('hasContactDetails ignores blanks', () => {
    expect(hasContactDetails({ email: '  ', phone: null })).toBe(false);
    expect(hasContactDetails({ phone: '0612345678' })).toBe(true);
  });
});
