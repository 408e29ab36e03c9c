import type { SupplyStart } from '../order/start-date.js';
import type { DeliveryPoint } from './delivery-point.js';
import { GRID_OPERATOR_LABELS } from './grid-operator.js';
import { isCommunicatingMeter } from './meter.js';

export type TechnicianVisitReason =
  | 'SWITCH_WITHOUT_VISIT'
  | 'REMOTE_CONNECTION'
  | 'REMOTE_RECONNECTION'
  | 'GAS_REOPENING'
  | 'ON_SITE_READING'
  | 'ON_SITE_RECONNECTION'
  | 'MOVE_OUT_WITHOUT_VISIT'
  | 'MOVE_OUT_GAS_CUT_OFF';

export interface TechnicianVisitNeed {
  needed: boolean;
  code: TechnicianVisitReason;
  /** Why, in French, to show the customer as it is. */
  reason: string;
}

/**
 * Whether starting supply at a delivery point needs a technician on site (DECISIONS §2).
 * - A supplier switch on a live point never does: the meter stays, the supply is not cut.
 * - A communicating electricity meter (Linky) is connected, or reconnected after a cut-off, remotely.
 * - Gas that was cut off is always reopened on site, Gazpar or not: the technician checks the
 *   installation before letting gas in.
 * - A meter that does not communicate is read on site at a connection, and reconnected on site.
 * An inactive point has no supplier to switch from: whatever was asked, it is a connection.
 */
export function technicianVisitNeed(
  point: Pick<DeliveryPoint, 'energy' | 'gridOperator' | 'meterKind' | 'status'>,
  supplyStart: SupplyStart,
): TechnicianVisitNeed {
  const operator = GRID_OPERATOR_LABELS[point.gridOperator];
  const inactive = point.status === 'inactive';
  if (supplyStart === 'switching' && !inactive) {
    return {
      needed: false,
      code: 'SWITCH_WITHOUT_VISIT',
      reason:
        'Un changement de fournisseur se fait sans intervention : votre compteur reste en place et l’alimentation n’est pas interrompue.',
    };
  }
  if (point.energy === 'gas' && inactive) {
    return {
      needed: true,
      code: 'GAS_REOPENING',
      reason: `Le gaz est coupé à cette adresse : pour votre sécurité, un technicien ${operator} doit venir le rétablir, en présence d’une personne majeure.`,
    };
  }
  if (isCommunicatingMeter(point.meterKind)) {
    return inactive
      ? {
          needed: false,
          code: 'REMOTE_RECONNECTION',
          reason: `Votre compteur Linky est communicant : ${operator} rétablit l’alimentation à distance, sans rendez-vous.`,
        }
      : {
          needed: false,
          code: 'REMOTE_CONNECTION',
          reason: `Votre compteur ${point.energy === 'gas' ? 'Gazpar' : 'Linky'} est communicant : la mise en service se fait à distance, sans rendez-vous.`,
        };
  }
  return inactive
    ? {
        needed: true,
        code: 'ON_SITE_RECONNECTION',
        reason: `L’alimentation est coupée et votre compteur n’est pas communicant : un technicien ${operator} doit venir la rétablir, en présence d’une personne majeure.`,
      }
    : {
        needed: true,
        code: 'ON_SITE_READING',
        reason: `Votre compteur n’est pas communicant : un technicien ${operator} doit venir le relever pour la mise en service, en présence d’une personne majeure.`,
      };
}

/**
 * Whether ending supply at a move's old home needs a technician on site (issue 16). A gas meter that does not
 * communicate is read and the gas closed on site, so that nobody's gas runs between two occupants; a communicating
 * meter is read remotely, and an electricity meter that does not communicate takes the index the customer gives.
 */
export function moveOutVisitNeed(
  point: Pick<DeliveryPoint, 'energy' | 'gridOperator' | 'meterKind'>,
): TechnicianVisitNeed {
  if (point.energy === 'gas' && !isCommunicatingMeter(point.meterKind)) {
    return {
      needed: true,
      code: 'MOVE_OUT_GAS_CUT_OFF',
      reason: `Votre compteur de gaz n’est pas communicant : un technicien ${GRID_OPERATOR_LABELS[point.gridOperator]} doit venir relever l’index et fermer le gaz avant votre départ, en présence d’une personne majeure.`,
    };
  }
  return {
    needed: false,
    code: 'MOVE_OUT_WITHOUT_VISIT',
    reason: isCommunicatingMeter(point.meterKind)
      ? 'Votre compteur est communicant : il est relevé à distance le jour de votre départ, sans rendez-vous.'
      : 'La résiliation se fait sans rendez-vous : indiquez l’index de votre compteur le jour du départ.',
  };
}
