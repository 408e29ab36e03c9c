import { z } from 'zod';
import type { Energy } from './delivery-point-id.js';

/** Linky: communicating; electronic (CEB) and electromechanical (CBE) meters are read on site. */
export const ELECTRICITY_METER_KINDS = ['linky', 'electronic', 'electromechanical'] as const;
/** Gazpar: communicating; a classic gas meter is read on site. */
export const GAS_METER_KINDS = ['gazpar', 'classic'] as const;
export const METER_KINDS = [...ELECTRICITY_METER_KINDS, ...GAS_METER_KINDS] as const;

export const MeterKindSchema = z.enum(METER_KINDS, { error: 'Type de compteur inconnu' });
export type MeterKind = z.infer<typeof MeterKindSchema>;

export const METER_KIND_LABELS = {
  linky: 'Compteur Linky',
  electronic: 'Compteur électronique',
  electromechanical: 'Compteur électromécanique',
  gazpar: 'Compteur Gazpar',
  classic: 'Compteur gaz classique',
} as const satisfies Record<MeterKind, string>;

const COMMUNICATING_METERS: ReadonlySet<MeterKind> = new Set(['linky', 'gazpar']);

/** A communicating meter is read and operated remotely by the grid operator. */
export function isCommunicatingMeter(kind: MeterKind): boolean {
  return COMMUNICATING_METERS.has(kind);
}

export function meterKindsFor(energy: Energy): readonly MeterKind[] {
  return energy === 'electricity' ? ELECTRICITY_METER_KINDS : GAS_METER_KINDS;
}

/** Whether a meter kind exists for the energy (a Linky meter never measures gas). */
export function isMeterKindOf(kind: MeterKind, energy: Energy): boolean {
  return meterKindsFor(energy).includes(kind);
}
