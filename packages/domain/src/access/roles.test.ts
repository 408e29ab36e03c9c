import { describe, expect, it } from 'vitest';
import { isRole, landingPathForRole, ROLES } from './roles.js';

describe('landingPathForRole', () => {
  it.each([
    ['telesales', '/contrats-energies-tlv'],
    ['comparison', '/contrats-energies-comparateur'],
    ['doorToDoor', '/contrats-energies-vad'],
    ['dealership', '/concession/simulation'],
    ['default', '/'],
    ['admin', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
    ['toString', '/'],
  ])('%j → %s', (role, path) => {
    expect(landingPathForRole(role)).toBe(path);
  });

  it.each([['telesales'], ['default'], [undefined]])('the special channel flag wins (role %j)', (role) => {
    expect(landingPathForRole(role, { specialChannel: true })).toBe('/channel/edfom');
  });

  it('without the flag set, the role decides', () => {
    expect(landingPathForRole('telesales', { specialChannel: false })).toBe('/contrats-energies-tlv');
  });
});

describe('ROLES / isRole', () => {
  it('lists the five roles', () => {
    expect(ROLES).toEqual(['telesales', 'comparison', 'doorToDoor', 'dealership', 'default']);
    expect(ROLES.every(isRole)).toBe(true);
    expect(isRole('TELESALES')).toBe(false);
  });
});
