import {
  APPOINTMENT_PERIOD_LABELS,
  checkMoveOutAppointment,
  checkMoveOutDate,
  type DeliveryPoint,
  formatFrenchDate,
  isLiveContract,
  type MovingConfirmation,
  type MovingDeparture,
  type MovingStart,
  moveOutVisitNeed,
  type OrderJourney,
  type OrderView,
  pendingChangeMessage,
  SUPPLY_START_AT_NEW_HOME_TEXT,
  supplyStartAtNewHome,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import { type ContractAccess, oneLineOf } from '../customers/contract-access.service.js';
import type { ContractTerminations } from '../customers/contract-terminations.js';
import type { ContractsService } from '../customers/contracts.service.js';
import type { ContractRow } from '../customers/customers.repository.js';
import type { TechnicianAppointments } from '../delivery-points/delivery-points.service.js';
import { holderOf, previousOf } from '../offer-change/offer-change.service.js';
import type { ContractChangeOrders } from '../orders/contract-change-orders.js';
import type { OrderOwner } from '../orders/order-view.js';

export interface MovingServiceDeps {
  clock: Clock;
  access: ContractAccess;
  contracts: ContractsService;
  terminations: ContractTerminations;
  changeOrders: ContractChangeOrders;
  pointOf: (energy: 'electricity' | 'gas', id: string) => Promise<DeliveryPoint | undefined>;
  /** The technician's free half-days before a move-out (delivery-points module). */
  moveOutAppointments: (query: {
    energy: 'electricity' | 'gas';
    deliveryPointId: string;
    moveOutDate: string;
  }) => Promise<TechnicianAppointments>;
  confirmationOf: (
    orderId: string,
    ownerKey: string,
  ) => Promise<{
    emailMasked: string;
    documentUrl: string;
    withdrawal: { deadline: string; explanation: string };
  }>;
}

/**
 * Moving house (demenagement): from a contract reached with its link and code, a draft of kind `moving` whose
 * holder and payment are carried over; the new home goes through the subscription's own steps (housing,
 * delivery point, offer, summary), and one signature covers the old home's end and the new contract.
 */
export function createMovingService(deps: MovingServiceDeps) {
  const { clock, access, contracts, changeOrders } = deps;
  const today = () => toIsoDateInTimeZone(clock.now());

  const refuse = (code: ErrorCode, message: string, field: string) =>
    new BusinessError(code, message, [{ code, message, field }]);

  /** The move-out date, and the technician's half-day only where the old meter needs one and among those offered. */
  const checkDeparture = async (
    contract: ContractRow,
    departure: Extract<MovingDeparture, { path: 'bothEnds' }>,
  ) => {
    const checked = checkMoveOutDate(departure.moveOutDate, {
      today: today(),
      contractStartDate: contract.startDate,
    });
    if (!checked.ok) throw refuse(checked.code, checked.message, 'moveOutDate');
    if (!departure.appointment) return;
    const meter = contract.deliveryPointId
      ? await deps.pointOf(contract.energy, contract.deliveryPointId)
      : undefined;
    if (!meter || !moveOutVisitNeed(meter).needed) {
      throw refuse(
        'APPOINTMENT_NOT_NEEDED',
        'Votre compteur se résilie sans rendez-vous : retirez le créneau choisi.',
        'appointment',
      );
    }
    const slot = checkMoveOutAppointment(departure.appointment, {
      today: today(),
      moveOutDate: departure.moveOutDate,
    });
    if (!slot.ok) throw refuse(slot.code, slot.message, 'appointment');
  };

  return {
    /** Whether the old home's meter needs a technician at the move-out, and the free half-days before it. */
    async moveOutAppointments(
      ownerKey: string | undefined,
      query: { contractId: string; moveOutDate: string },
    ): Promise<TechnicianAppointments> {
      const { contract } = await access.granted(ownerKey, query.contractId);
      const checked = checkMoveOutDate(query.moveOutDate, {
        today: today(),
        contractStartDate: contract.startDate,
      });
      if (!checked.ok) throw refuse(checked.code, checked.message, 'moveOutDate');
      if (!contract.deliveryPointId) {
        return { needed: false, reason: 'Le gestionnaire de réseau vous contactera si besoin.', slots: [] };
      }
      return deps.moveOutAppointments({
        energy: contract.energy,
        deliveryPointId: contract.deliveryPointId,
        moveOutDate: checked.value,
      });
    },

    /** Both ends (with the move-out date) or the new home only; a draft move of this contract is carried on. */
    async start(owner: OrderOwner, body: MovingStart): Promise<OrderView> {
      const { contract, customer } = await access.granted(owner.key, body.contractId);
      if (!isLiveContract(contract.status) || (contract.endDate !== null && contract.endDate < today())) {
        throw new BusinessError('CONTRACT_CLOSED', 'Ce contrat est terminé : il ne peut plus être déménagé.');
      }
      const departure: MovingDeparture =
        body.path === 'bothEnds'
          ? {
              path: body.path,
              moveOutDate: body.moveOutDate,
              ...(body.finalReading ? { finalReading: body.finalReading } : {}),
              ...(body.appointment ? { appointment: body.appointment } : {}),
            }
          : { path: body.path };
      if (departure.path === 'bothEnds') await checkDeparture(contract, departure);
      const pending = await contracts.pendingChange(contract.id);
      if (pending?.kind === 'moving' && pending.status === 'draft') {
        await changeOrders.takeOver(pending.orderId, owner.key, 'moving');
        return changeOrders.update(pending.orderId, owner.key, 'moving', (journey) => ({
          ...journey,
          contractChange: journey.contractChange && { ...journey.contractChange, departure },
        }));
      }
      if (pending) throw new BusinessError('CHANGE_IN_PROGRESS', pendingChangeMessage(pending));
      const address = contracts.contractView(contract, customer).address;
      const journey: OrderJourney = {
        preset: { situation: { energy: contract.energy, offerId: contract.offerId } },
        holder: holderOf(customer),
        payment: contract.payment,
        contractChange: {
          contractId: contract.id,
          contractReference: contract.reference,
          previous: previousOf(contract, address),
          departure,
        },
      };
      try {
        return await changeOrders.start(
          owner,
          { kind: 'moving', journey, offerId: contract.offerId },
          (tx, order) =>
            contracts.beginChange(tx, {
              contractId: contract.id,
              orderId: order.id,
              kind: 'moving',
              reference: order.reference,
            }),
        );
      } catch (error) {
        const now = await contracts.pendingChange(contract.id);
        if (now) throw new BusinessError('CHANGE_IN_PROGRESS', pendingChangeMessage(now));
        throw error;
      }
    },

    /**
     * command/init-immo for a move: the new home's meter decides between a simple switch-in (a live meter) and a
     * connection (cut off, or unknown to the grid operator); the offer step starts from that.
     */
    async decideSupplyStart(orderId: string, ownerKey: string): Promise<OrderView> {
      const order = await changeOrders.owned(orderId, ownerKey, 'moving');
      const point = order.journey.deliveryPoint;
      if (point?.mode !== 'confirmed') {
        const energy = point?.energy ?? order.journey.preset?.situation?.energy;
        return changeOrders.update(orderId, ownerKey, 'moving', (journey) => ({
          ...journey,
          preset: {
            ...journey.preset,
            situation: { ...journey.preset?.situation, ...(energy ? { energy } : {}), kind: 'connection' },
          },
        }));
      }
      const meter = await deps.pointOf(point.point.energy, point.point.id);
      const kind = supplyStartAtNewHome(meter ?? null);
      return changeOrders.update(orderId, ownerKey, 'moving', (journey) => ({
        ...journey,
        preset: {
          ...journey.preset,
          situation: {
            ...journey.preset?.situation,
            energy: point.point.energy,
            kind,
            ...(journey.preset?.situation?.energy !== point.point.energy ? { offerId: undefined } : {}),
          },
        },
      }));
    },

    supplyStartText: (kind: 'switching' | 'connection') => SUPPLY_START_AT_NEW_HOME_TEXT[kind],

    /** The thank-you page: the move-out and move-in dates, the termination's file, the mandate kept or renewed. */
    async confirmation(owner: OrderOwner, orderId: string): Promise<MovingConfirmation> {
      const order = await changeOrders.owned(orderId, owner.key, 'moving');
      const completed = await deps.confirmationOf(orderId, owner.key);
      await deps.terminations.sendDueAfterCommit();
      const recorded = await contracts.ofOrder(orderId);
      const change = order.journey.contractChange;
      const situation = order.journey.situation;
      if (!recorded || !change || !situation) {
        throw new BusinessError('ORDER_NOT_COMPLETED', 'Ce déménagement n’est pas encore finalisé.');
      }
      const { contract, termination } = recorded;
      const newAddress = oneLineOf(contract);
      const departure = change.departure;
      const visit = departure?.path === 'bothEnds' ? departure.appointment : undefined;
      const moveOut =
        departure?.path === 'bothEnds'
          ? {
              date: departure.moveOutDate,
              address: change.previous.address,
              terminationReference: termination?.operatorReference ?? null,
              appointment: visit ? { ...visit, label: APPOINTMENT_PERIOD_LABELS[visit.period] } : null,
            }
          : null;
      const isNewMandate =
        recorded.previous !== undefined &&
        recorded.previous.payment.mandateReference !== contract.payment.mandateReference;
      const steps = [
        ...(moveOut
          ? [
              `Votre contrat actuel (${moveOut.address}) prend fin le ${formatFrenchDate(moveOut.date)} : la résiliation a été demandée au gestionnaire de réseau${moveOut.terminationReference ? ` (dossier ${moveOut.terminationReference})` : ''}.`,
            ]
          : ['Votre contrat actuel n’est pas modifié : sa résiliation se fait par ailleurs.']),
        ...(moveOut?.appointment
          ? [
              `Un technicien du gestionnaire de réseau vient relever l’index et fermer le compteur le ${formatFrenchDate(moveOut.appointment.date)} (${moveOut.appointment.label}) : une personne majeure doit être présente.`,
            ]
          : []),
        `Votre nouveau contrat démarre le ${formatFrenchDate(contract.startDate)} au ${newAddress}.`,
        SUPPLY_START_AT_NEW_HOME_TEXT[situation.kind],
      ];
      return {
        orderId,
        reference: order.reference,
        path: departure?.path ?? 'newHomeOnly',
        moveOut,
        moveIn: {
          date: contract.startDate,
          address: newAddress,
          offerName: contract.offerName,
          supplyStart: situation.kind,
        },
        steps,
        mandate: {
          ibanMasked: contract.payment.ibanMasked,
          reference: contract.payment.mandateReference,
          isNew: isNewMandate,
        },
        withdrawal: completed.withdrawal,
        emailMasked: completed.emailMasked,
        documentUrl: completed.documentUrl,
      };
    },
  };
}

export type MovingService = ReturnType<typeof createMovingService>;
