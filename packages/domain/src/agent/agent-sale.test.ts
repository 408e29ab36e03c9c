import { describe, expect, it } from 'vitest';
import { agentSaleStatus } from './agent-sale.js';

const now = new Date('2026-11-25T10:00:00Z');
const link = (openedAt: Date | null, expiresAt = new Date('2026-12-02T10:00:00Z')) => ({
  openedAt,
  expiresAt,
});

describe('agentSaleStatus', () => {
  it('tells a submitted order by its signing link: none yet, sent, opened, expired', () => {
    const submitted = { status: 'submitted', signedAt: null } as const;
    expect(agentSaleStatus(submitted, null, now)).toBe('draft');
    expect(agentSaleStatus(submitted, link(null), now)).toBe('sent');
    expect(agentSaleStatus(submitted, link(now), now)).toBe('opened');
    expect(agentSaleStatus(submitted, link(now, now), now)).toBe('expired');
  });

  it('a signed or completed order is signed; a cancelled one is withdrawn once it had been signed', () => {
    expect(agentSaleStatus({ status: 'completed', signedAt: now }, link(now), now)).toBe('signed');
    expect(agentSaleStatus({ status: 'signed', signedAt: now }, null, now)).toBe('signed');
    expect(agentSaleStatus({ status: 'cancelled', signedAt: now }, link(now), now)).toBe('withdrawn');
    expect(agentSaleStatus({ status: 'cancelled', signedAt: null }, null, now)).toBe('cancelled');
  });
});

describe('analyticsSessionFor', () => {
  it('keeps SPEC §3 defaults on the web and marks every other channel as an assisted sale', async () => {
    const { analyticsSessionFor } = await import('./analytics-session.js');
    expect(analyticsSessionFor('web')).toEqual({
      channel: 'site-voltaire',
      subscriptionChannel: 'web',
      venteType: 'autonome',
    });
    expect(analyticsSessionFor('telesales')).toEqual({
      channel: 'espace-conseiller',
      subscriptionChannel: 'telesales',
      venteType: 'assistee',
    });
  });
});
