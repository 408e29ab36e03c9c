import type { Role } from '../access/roles.js';
import type { EligibilityFailure } from '../eligibility/compile-rules.js';
import type { EligibilityContext, SalesChannel } from '../eligibility/eligibility-fields.js';
import type { DeliveryPointStatus } from '../energy/delivery-point.js';
import { fail, ok, type Result } from '../result.js';
import type { OrderJourney } from './order-journey.js';

/** What the eligibility engine is told about an order: everything the journey and the caller say. */
export function eligibilityContextOf(
  order: { channel: SalesChannel; campaign: string | null; journey: OrderJourney },
  { today, role, existingCustomer }: { today: string; role?: Role; existingCustomer?: boolean },
): EligibilityContext {
  const { housing, situation, deliveryPoint } = order.journey;
  const address = housing?.address;
  const energy =
    situation?.energy ??
    (deliveryPoint?.mode === 'confirmed' ? deliveryPoint.point.energy : deliveryPoint?.energy) ??
    order.journey.preset?.situation?.energy;
  return {
    channel: order.channel,
    date: today,
    ...(role ? { role } : {}),
    ...(address?.zipCode ? { postalCode: address.zipCode } : {}),
    ...(address?.inseeCode ? { inseeCode: address.inseeCode } : {}),
    ...(energy ? { energy } : {}),
    ...(situation?.kva !== undefined ? { kva: situation.kva } : {}),
    ...(situation?.option ? { option: situation.option } : {}),
    ...(housing?.housingType ? { housingType: housing.housingType } : {}),
    ...(situation ? { journeyKind: situation.kind === 'connection' ? 'moving' : 'switching' } : {}),
    ...(order.campaign ? { campaign: order.campaign } : {}),
    ...(existingCustomer !== undefined ? { existingCustomer } : {}),
  };
}

/** The refusal of an offer the rules exclude, with the same reasons as the admin's "try" screen. */
export function notEligibleMessage(offerName: string, failed: readonly EligibilityFailure[]): string {
  const reasons = failed.map((failure) => failure.message).join(' ; ');
  return `L’offre « ${offerName} » n’est pas disponible pour cette souscription${reasons ? ` : ${reasons}` : ''}.`;
}

export type SupplyStartRefusal = 'METER_DISCONNECTED' | 'METER_UNKNOWN';

/**
 * A supplier switch needs a live meter known to the grid operator: a disconnected (résilié) or unknown
 * point can only be supplied through a connection (mise en service, « J’emménage »).
 */
export function checkSupplySwitch(
  kind: 'switching' | 'connection',
  point: { status: DeliveryPointStatus } | 'notFound' | 'notGiven',
): Result<true, SupplyStartRefusal> {
  if (kind !== 'switching' || point === 'notGiven') return ok(true);
  if (point === 'notFound') {
    return fail(
      'METER_UNKNOWN',
      'Ce point de livraison est inconnu du gestionnaire de réseau : un changement de fournisseur est impossible. Vérifiez le numéro, ou choisissez « J’emménage » pour une mise en service.',
    );
  }
  if (point.status === 'inactive') {
    return fail(
      'METER_DISCONNECTED',
      'Ce compteur est résilié : il ne peut pas changer de fournisseur. Choisissez « J’emménage » pour demander sa mise en service.',
    );
  }
  return ok(true);
}
