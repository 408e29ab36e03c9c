import { describe, expect, it } from 'vitest';
import { transitionLead } from './lead-status.js';

describe('transitionLead', () => {
  it.each([
    ['open', 'convert', 'converted'],
    ['cancelled', 'convert', 'converted'],
    ['converted', 'convert', 'converted'],
    ['open', 'cancel', 'cancelled'],
    ['cancelled', 'recontact', 'open'],
    ['converted', 'recontact', 'converted'],
  ] as const)('%s --%s--> %s', (status, event, expected) => {
    expect(transitionLead(status, event)).toEqual({ ok: true, value: expected });
  });

  it('refuses to abandon a converted lead, in French', () => {
    expect(transitionLead('converted', 'cancel')).toEqual({
      ok: false,
      code: 'FORBIDDEN_TRANSITION',
      message: 'Ce lead est déjà converti : il ne peut plus être abandonné.',
    });
  });
});
