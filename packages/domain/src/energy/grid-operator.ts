import { z } from 'zod';
import type { Energy } from './delivery-point-id.js';

/**
 * Distribution system operators. Enedis runs the electricity grid on the mainland; in Corsica it is
 * EDF's island systems branch (EDF SEI, « EDF Corse »); GRDF runs the gas grid.
 */
export const GRID_OPERATORS = ['enedis', 'edf-sei', 'grdf'] as const;
export const GridOperatorSchema = z.enum(GRID_OPERATORS, { error: 'Gestionnaire de réseau inconnu' });
export type GridOperator = z.infer<typeof GridOperatorSchema>;

export const GRID_OPERATOR_LABELS = {
  enedis: 'Enedis',
  'edf-sei': 'EDF Corse',
  grdf: 'GRDF',
} as const satisfies Record<GridOperator, string>;

const CORSICAN_COMMUNE = /^2[AB]/;

/** The operator of a delivery point, from its energy and its commune (INSEE code). */
export function gridOperatorFor(energy: Energy, citycode: string): GridOperator {
  if (energy === 'gas') return 'grdf';
  return CORSICAN_COMMUNE.test(citycode) ? 'edf-sei' : 'enedis';
}
