import { describe, expect, it } from 'vitest';
import { checkIpAllowed, IpRangeSchema, isIpInRange, parseIp } from './ip-range.js';

const office = { rangeStart: '10.0.0.1', rangeEnd: '10.0.0.20' };
const v6 = { rangeStart: '2001:db8::', rangeEnd: '2001:db8::ffff' };

describe('isIpInRange', () => {
  it.each([
    ['10.0.0.1', office, true], // bounds included
    ['10.0.0.20', office, true],
    ['10.0.0.9', office, true], // numeric, not string, comparison
    ['10.0.0.10', office, true],
    ['10.0.0.21', office, false],
    ['10.0.0.0', office, false],
    ['9.255.255.255', office, false],
    ['::ffff:10.0.0.5', office, true], // IPv4-mapped, as dual-stack servers report it
    ['::FFFF:10.0.0.50', office, false],
    ['2001:db8::1', v6, true],
    ['2001:0db8:0000:0000:0000:0000:0000:ffff', v6, true],
    ['2001:db8::1:0', v6, false],
    ['2001:db8::1', office, false], // families differ
    ['10.0.0.5', v6, false],
    ['10.0.0.256', office, false],
    ['10.0.0.05', office, false],
    ['not an ip', office, false],
    ['', office, false],
    ['10.0.0.5', { rangeStart: '10.0.0.20', rangeEnd: '10.0.0.1' }, false], // inverted range
    ['10.0.0.5', { rangeStart: 'x', rangeEnd: '10.0.0.9' }, false],
  ])('%s in %j → %s', (ip, range, expected) => {
    expect(isIpInRange(ip, range)).toBe(expected);
  });
});

describe('parseIp', () => {
  it.each([
    ['0.0.0.0', { family: 4, value: 0n }],
    ['255.255.255.255', { family: 4, value: 0xffffffffn }],
    ['::', { family: 6, value: 0n }],
    ['::1', { family: 6, value: 1n }],
    ['1::', { family: 6, value: 1n << 112n }],
    ['fe80::1%eth0', { family: 6, value: (0xfe80n << 112n) + 1n }],
    ['64:ff9b::192.0.2.33', { family: 6, value: (0x64n << 112n) + (0xff9bn << 96n) + 0xc0000221n }],
    [' 192.168.1.1 ', { family: 4, value: 0xc0a80101n }],
  ])('parses %s', (ip, parsed) => {
    expect(parseIp(ip)).toEqual(parsed);
  });

  it.each([
    ['1:2:3:4:5:6:7'],
    ['1:2:3:4:5:6:7:8:9'],
    ['1::2::3'],
    ['1:::2'],
    ['12345::'],
    ['::g'],
    ['1.2.3'],
    ['::1.2.3.256'],
  ])('%j is not an address', (ip) => {
    expect(parseIp(ip)).toBeNull();
  });
});

describe('checkIpAllowed (fails closed)', () => {
  it('allows an address in one of the ranges', () => {
    expect(checkIpAllowed('10.0.0.3', [v6, office])).toEqual({ ok: true, value: true });
  });

  it.each([[[office]], [[]]])('refuses with a French message otherwise (ranges %j)', (ranges) => {
    expect(checkIpAllowed('192.168.0.1', ranges)).toEqual({
      ok: false,
      code: 'IP_NOT_ALLOWED',
      message: 'Accès refusé : votre adresse IP n’est pas autorisée pour ce canal.',
    });
  });
});

describe('IpRangeSchema', () => {
  it.each([
    [office, true],
    [v6, true],
    [{ rangeStart: '10.0.0.2', rangeEnd: '10.0.0.1' }, false],
    [{ rangeStart: '10.0.0.1', rangeEnd: '2001:db8::1' }, false],
    [{ rangeStart: 'a', rangeEnd: 'b' }, false],
  ])('%j valid: %s', (range, expected) => {
    expect(IpRangeSchema.safeParse(range).success).toBe(expected);
  });
});
