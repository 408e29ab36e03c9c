import { describe, expect, it } from 'vitest';
import { checkSupplySwitch, eligibilityContextOf, notEligibleMessage } from './order-rules.js';
import { roleOfChannel, salesChannelOf } from './sales-channel-of.js';

describe('salesChannelOf', () => {
  it.each([
    [{ kind: 'customer' } as const, 'web'],
    [{ kind: 'staff', role: 'telesales', specialChannel: false, isAdmin: false } as const, 'telesales'],
    [{ kind: 'staff', role: 'doorToDoor', specialChannel: false, isAdmin: false } as const, 'doorToDoor'],
    [{ kind: 'staff', role: 'telesales', specialChannel: true, isAdmin: false } as const, 'specialChannel'],
    [{ kind: 'staff', role: 'default', specialChannel: false, isAdmin: true } as const, 'customerRelations'],
    [{ kind: 'staff', role: 'default', specialChannel: false, isAdmin: false } as const, 'partner'],
  ])('%j sells on %s', (identity, channel) => {
    expect(salesChannelOf(identity)).toBe(channel);
  });
});

describe('eligibilityContextOf', () => {
  it('tells the engine the channel, the home, the energy, the power, the journey and the campaign', () => {
    const context = eligibilityContextOf(
      {
        channel: 'telesales',
        campaign: 'PARTENAIRES-2026',
        journey: {
          housing: {
            addressMode: 'manual',
            address: { streetName: 'Cours Napoléon', zipCode: '20000', city: 'Ajaccio', inseeCode: '2A004' },
            housingType: 'house',
          },
          situation: {
            kind: 'connection',
            energy: 'electricity',
            offerId: 'elec-fixe',
            kva: 9,
            option: 'HPHC',
            startDate: '2027-01-15',
            express: false,
          },
        },
      } as Parameters<typeof eligibilityContextOf>[0],
      { today: '2026-11-22', role: 'telesales' },
    );
    expect(context).toEqual({
      channel: 'telesales',
      date: '2026-11-22',
      role: 'telesales',
      postalCode: '20000',
      inseeCode: '2A004',
      energy: 'electricity',
      kva: 9,
      option: 'HPHC',
      housingType: 'house',
      journeyKind: 'moving',
      campaign: 'PARTENAIRES-2026',
    });
  });

  it('takes the energy from the delivery point or the preset before the situation step', () => {
    const context = eligibilityContextOf(
      { channel: 'web', campaign: null, journey: { deliveryPoint: { mode: 'unknown', energy: 'gas' } } },
      { today: '2026-11-22' },
    );
    expect(context).toEqual({ channel: 'web', date: '2026-11-22', energy: 'gas' });
  });
});

describe('notEligibleMessage', () => {
  it('gives the engine’s reasons in French', () => {
    expect(
      notEligibleMessage('Électricité Verte', [
        {
          predicateId: 'p',
          name: 'Vente en ligne',
          message: 'Canal de vente Télévente : condition non remplie',
        },
      ]),
    ).toBe(
      'L’offre « Électricité Verte » n’est pas disponible pour cette souscription : Canal de vente Télévente : condition non remplie.',
    );
  });
});

describe('checkSupplySwitch', () => {
  it('refuses a switch on a disconnected meter, pointing to a move-in', () => {
    const refused = checkSupplySwitch('switching', { status: 'inactive' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.code).toBe('METER_DISCONNECTED');
      expect(refused.message).toContain('« J’emménage »');
    }
  });
  it('refuses a switch on a point the grid operator does not know', () => {
    expect(checkSupplySwitch('switching', 'notFound')).toMatchObject({ ok: false, code: 'METER_UNKNOWN' });
  });
  it.each([
    ['switching', { status: 'active' }],
    ['connection', { status: 'inactive' }],
    ['connection', 'notFound'],
    ['switching', 'notGiven'],
  ] as const)('accepts %s on %j', (kind, point) => {
    expect(checkSupplySwitch(kind, point)).toEqual({ ok: true, value: true });
  });
});

describe('roleOfChannel', () => {
  it.each([
    ['telesales', 'telesales'],
    ['dealership', 'dealership'],
    ['web', 'default'],
    ['specialChannel', 'default'],
  ] as const)('%s sells under the role %s', (channel, role) => {
    expect(roleOfChannel(channel)).toBe(role);
  });
});
