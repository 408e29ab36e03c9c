import { describe, expect, it } from 'vitest';
import {
  canColdCall,
  decideMarketingConsent,
  MARKETING_CONSENT_TEXT,
  NO_MARKETING_CONSENT,
} from './marketing-consent.js';

const first = new Date('2026-09-01T10:00:00Z');
const later = new Date('2026-09-05T10:00:00Z');

describe('decideMarketingConsent', () => {
  it('proves a new yes by its wording and time, and keeps the first proof when repeated', () => {
    const given = decideMarketingConsent(NO_MARKETING_CONSENT, {
      optIn: true,
      text: MARKETING_CONSENT_TEXT,
      at: first,
    });
    expect(given).toEqual({ optIn: true, proofText: MARKETING_CONSENT_TEXT, proofAt: first });
    expect(decideMarketingConsent(given, { optIn: true, text: MARKETING_CONSENT_TEXT, at: later })).toBe(
      given,
    );
    expect(canColdCall(given)).toBe(true);
  });
  it('a new wording accepted is a new proof', () => {
    const given = { optIn: true, proofText: 'ancien texte', proofAt: first };
    expect(decideMarketingConsent(given, { optIn: true, text: MARKETING_CONSENT_TEXT, at: later })).toEqual({
      optIn: true,
      proofText: MARKETING_CONSENT_TEXT,
      proofAt: later,
    });
  });
  it('a no withdraws the consent: no cold call', () => {
    const given = { optIn: true, proofText: MARKETING_CONSENT_TEXT, proofAt: first };
    const withdrawn = decideMarketingConsent(given, {
      optIn: false,
      text: MARKETING_CONSENT_TEXT,
      at: later,
    });
    expect(withdrawn).toEqual(NO_MARKETING_CONSENT);
    expect(canColdCall(withdrawn)).toBe(false);
  });
});
