import { describe, expect, it } from 'vitest';
import { CALL_CONSENT_MISSING_MESSAGE, CallContextSchema, checkCallConsent } from './call-consent.js';

describe('checkCallConsent', () => {
  it('refuses a telesales sale without a call context, in French', () => {
    expect(checkCallConsent('telesales', undefined, '2026-11-25')).toEqual({
      ok: false,
      code: 'CALL_CONSENT_REQUIRED',
      message: CALL_CONSENT_MISSING_MESSAGE,
    });
  });

  it('accepts an inbound call, or an outbound one with a consent dated today or before', () => {
    expect(checkCallConsent('telesales', { direction: 'inbound' }, '2026-11-25').ok).toBe(true);
    const call = { direction: 'outbound', consentSource: 'webForm', consentDate: '2026-11-25' } as const;
    expect(checkCallConsent('telesales', call, '2026-11-25').ok).toBe(true);
  });

  it('refuses a consent dated in the future', () => {
    const call = { direction: 'outbound', consentSource: 'webForm', consentDate: '2026-11-26' } as const;
    expect(checkCallConsent('telesales', call, '2026-11-25')).toMatchObject({
      code: 'CALL_CONSENT_IN_FUTURE',
    });
  });

  it('asks nothing of the other channels', () => {
    expect(checkCallConsent('comparison', undefined, '2026-11-25').ok).toBe(true);
    expect(checkCallConsent('web', undefined, '2026-11-25').ok).toBe(true);
  });

  it('an outbound call needs its source and date', () => {
    const parsed = CallContextSchema.safeParse({ direction: 'outbound', consentDate: '2026-11-01' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Choisissez la source du consentement');
  });
});
