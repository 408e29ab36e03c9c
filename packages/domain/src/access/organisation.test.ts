import { describe, expect, it } from 'vitest';
import { IP_NOT_ALLOWED_MESSAGE } from './ip-range.js';
import {
  decideStaffAccess,
  IpRangesBodySchema,
  ORGANISATION_SUSPENDED_MESSAGE,
  OrganisationCreateSchema,
} from './organisation.js';

const office = { rangeStart: '203.0.113.10', rangeEnd: '203.0.113.20' };
const officeV6 = { rangeStart: '2001:db8::', rangeEnd: '2001:db8::ffff' };

describe('decideStaffAccess (fail closed)', () => {
  const partner = (ipRanges = [office]) => ({
    kind: 'partner' as const,
    status: 'active' as const,
    ipRanges,
  });
  const internal = (ipRanges: (typeof office)[] = []) => ({
    kind: 'internal' as const,
    status: 'active' as const,
    ipRanges,
  });

  it.each([
    ['a partner inside its range', partner(), '203.0.113.15', true],
    ['a partner outside its range', partner(), '203.0.113.21', false],
    ['a partner with no range at all', partner([]), '203.0.113.15', false],
    ['a partner inside its IPv6 range', partner([officeV6]), '2001:db8::42', true],
    ['a partner outside its IPv6 range', partner([officeV6]), '2001:db9::42', false],
    ['a partner from an unreadable address', partner(), 'not-an-ip', false],
    ['the internal teams without ranges', internal(), '198.51.100.7', true],
    ['the internal teams inside their ranges', internal([office]), '203.0.113.10', true],
    ['the internal teams outside their ranges', internal([office]), '198.51.100.7', false],
  ])('%s → allowed: %s', (_, organisation, address, allowed) => {
    const decision = decideStaffAccess(organisation, address);
    expect(decision.ok).toBe(allowed);
    if (!decision.ok)
      expect(decision).toMatchObject({ code: 'IP_NOT_ALLOWED', message: IP_NOT_ALLOWED_MESSAGE });
  });

  it('refuses a suspended organisation wherever it connects from, internal included', () => {
    for (const kind of ['internal', 'partner'] as const) {
      expect(decideStaffAccess({ kind, status: 'suspended', ipRanges: [] }, '127.0.0.1')).toEqual({
        ok: false,
        code: 'ORGANISATION_SUSPENDED',
        message: ORGANISATION_SUSPENDED_MESSAGE,
      });
    }
  });
});

describe('IpRangesBodySchema', () => {
  const issuesOf = (ipRanges: unknown[]) =>
    IpRangesBodySchema.safeParse({ ipRanges }).error?.issues.map(({ path, message }) => [
      path.join('.'),
      message,
    ]);

  it('accepts IPv4 and IPv6 ranges, trims them and defaults the label', () => {
    expect(
      IpRangesBodySchema.parse({ ipRanges: [{ rangeStart: ' 10.0.0.1 ', rangeEnd: '10.0.0.9' }, officeV6] }),
    ).toEqual({
      ipRanges: [
        { rangeStart: '10.0.0.1', rangeEnd: '10.0.0.9', label: '' },
        { ...officeV6, label: '' },
      ],
    });
  });

  it('says in French what is wrong with each bad range, and where', () => {
    expect(
      issuesOf([
        office,
        { rangeStart: '10.0.0.300', rangeEnd: '10.0.0.1' },
        { rangeStart: '10.0.0.1', rangeEnd: 'fin' },
        { rangeStart: '10.0.0.1', rangeEnd: '2001:db8::1' },
        { rangeStart: '10.0.0.9', rangeEnd: '10.0.0.1' },
      ]),
    ).toEqual([
      [
        'ipRanges.1.rangeStart',
        'Adresse de début invalide : saisissez une adresse IPv4 (192.0.2.1) ou IPv6 (2001:db8::1).',
      ],
      [
        'ipRanges.2.rangeEnd',
        'Adresse de fin invalide : saisissez une adresse IPv4 (192.0.2.1) ou IPv6 (2001:db8::1).',
      ],
      [
        'ipRanges.3.rangeEnd',
        'Le début et la fin de la plage doivent être tous deux en IPv4 ou tous deux en IPv6.',
      ],
      ['ipRanges.4.rangeEnd', 'L’adresse de début doit précéder l’adresse de fin.'],
    ]);
  });
});

describe('OrganisationCreateSchema', () => {
  it('removes repeated channels', () => {
    expect(
      OrganisationCreateSchema.parse({
        name: 'Porte-à-Porte Conseil',
        kind: 'partner',
        channels: ['doorToDoor', 'doorToDoor'],
      }),
    ).toEqual({ name: 'Porte-à-Porte Conseil', kind: 'partner', channels: ['doorToDoor'] });
  });
});
