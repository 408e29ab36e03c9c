import { z } from 'zod';
import { fail, ok, type Result } from '../result.js';
import type { MillicentsPerKwh } from './money.js';

/** The 6 gas price zones (niveaux de prix de distribution), set by commune. Zone 1 is the cheapest. */
export const GAS_ZONES = [1, 2, 3, 4, 5, 6] as const;
export type GasZone = (typeof GAS_ZONES)[number];
export const GasZoneSchema = z.literal(GAS_ZONES, { error: 'La zone tarifaire gaz va de 1 à 6' });

/**
 * Per-kWh surcharge of each zone over zone 1, in millicents (0.0011 € … 0.0060 €).
 * ILLUSTRATIVE DATA: the distribution tariff differs by zone by a few tenths of a cent per kWh;
 * these deltas are our own round figures, not a published grid. Zone 1 is the CRE reference.
 */
export const GAS_ZONE_KWH_SURCHARGES = {
  1: 0,
  2: 110,
  3: 230,
  4: 350,
  5: 470,
  6: 600,
} as const satisfies Record<GasZone, MillicentsPerKwh>;

/**
 * Départements (the first two characters of the INSEE code) of each zone; any other is zone 3.
 * ILLUSTRATIVE DATA: the real zone is set commune by commune by the distributor. Here the large
 * urban networks are zones 1–2, mountain and rural départements zones 4–6.
 */
export const GAS_ZONE_DEPARTMENTS = {
  1: '75 92 93 94 69 13 59 67 31 33 44 06',
  2: '77 78 91 95 38 62 57 76 34 35 68 54',
  4: '01 07 26 42 63 87',
  5: '05 09 12 46 48 73 74',
  6: '04 15 19 23 43 65 66',
} as const satisfies Partial<Record<GasZone, string>>;
export const GAS_DEFAULT_ZONE: GasZone = 3;

const ZONE_BY_DEPARTMENT: ReadonlyMap<string, GasZone> = new Map(
  Object.entries(GAS_ZONE_DEPARTMENTS).flatMap(([zone, departments]) =>
    departments.split(' ').map((department) => [department, Number(zone) as GasZone] as const),
  ),
);

export type GasZoneError = 'GAS_NETWORK_UNAVAILABLE' | 'INVALID_INSEE_CODE';

/** Corsica (2A, 2B) and the overseas départements (97x, 98x) have no natural-gas network. */
const NO_GAS_NETWORK = /^(?:2[AB]|9[78])/;

/** The price zone of a commune from its INSEE code (illustrative mapping, see above). */
export function gasZoneForInseeCode(inseeCode: string): Result<GasZone, GasZoneError> {
  const code = inseeCode.trim().toUpperCase();
  if (!/^(?:\d{5}|2[AB]\d{3})$/.test(code)) return fail('INVALID_INSEE_CODE', 'Code INSEE invalide');
  if (NO_GAS_NETWORK.test(code)) {
    return fail('GAS_NETWORK_UNAVAILABLE', 'Le gaz naturel n’est pas distribué dans cette commune.');
  }
  return ok(ZONE_BY_DEPARTMENT.get(code.slice(0, 2)) ?? GAS_DEFAULT_ZONE);
}
