import { describe, expect, it } from 'vitest';
import {
  GAS_ZONE_DEPARTMENTS,
  GAS_ZONES,
  type GasZone,
  GasZoneSchema,
  gasZoneForInseeCode,
} from './gas-zone.js';

describe('gasZoneForInseeCode (illustrative mapping)', () => {
  it.each<[string, GasZone]>([
    ['75111', 1], // Paris 11e
    ['69123', 1], // Lyon
    ['77288', 2], // Melun
    ['21231', 3], // Dijon: not listed → default zone 3
    ['42218', 4], // Saint-Étienne
    ['73065', 5], // Chambéry
    ['15014', 6], // Aurillac
    [' 75056 ', 1],
  ])('%j → zone %s', (insee, zone) => {
    expect(gasZoneForInseeCode(insee)).toEqual({ ok: true, value: zone });
  });

  it.each(['2A004', '2b033', '97411'])('%s has no gas network', (insee) => {
    expect(gasZoneForInseeCode(insee)).toMatchObject({ ok: false, code: 'GAS_NETWORK_UNAVAILABLE' });
  });

  it.each(['7511', 'ABCDE', ''])('%j is not an INSEE code', (insee) => {
    expect(gasZoneForInseeCode(insee)).toMatchObject({ ok: false, code: 'INVALID_INSEE_CODE' });
  });

  it('a département belongs to one zone at most', () => {
    const all = Object.values(GAS_ZONE_DEPARTMENTS).flatMap((list) => list.split(' '));
    expect(new Set(all).size).toBe(all.length);
    for (const department of all) expect(department).toMatch(/^\d{2}$/);
  });

  it('GasZoneSchema accepts 1–6 only', () => {
    for (const zone of GAS_ZONES) expect(GasZoneSchema.safeParse(zone).success).toBe(true);
    for (const zone of [0, 7, 1.5, '1']) expect(GasZoneSchema.safeParse(zone).success).toBe(false);
  });
});
