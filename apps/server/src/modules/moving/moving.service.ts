import {
  checkMoveOutDate,
  type DeliveryPoint,
  formatFrenchDate,
  isLiveContract,
  type MovingConfirmation,
  type MovingStart,
  type OrderJourney,
  type OrderView,
  pendingChangeMessage,
  SUPPLY_START_AT_NEW_HOME_TEXT,
  supplyStartAtNewHome,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import { type ContractAccess, oneLineOf } from '../customers/contract-access.service.js';
import type { ContractTerminations } from '../customers/contract-terminations.js';
import type { ContractsService } from '../customers/contracts.service.js';
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

  return {
    /** Both ends (with the move-out date) or the new home only; a draft move of this contract is carried on. */
    async start(owner: OrderOwner, body: MovingStart): Promise<OrderView> {
      const { contract, customer } = await access.granted(owner.key, body.contractId);
      if (!isLiveContract(contract.status) || (contract.endDate !== null && contract.endDate < today())) {
        throw new BusinessError('CONTRACT_CLOSED', 'Ce contrat est terminé : il ne peut plus être déménagé.');
      }
      const departure =
        body.path === 'bothEnds'
          ? {
              path: body.path,
              moveOutDate: body.moveOutDate,
              ...(body.finalReading ? { finalReading: body.finalReading } : {}),
            }
          : { path: body.path };
      if (departure.path === 'bothEnds') {
        const checked = checkMoveOutDate(departure.moveOutDate, {
          today: today(),
          contractStartDate: contract.startDate,
        });
        if (!checked.ok) {
          throw new BusinessError(checked.code, checked.message, [
            { code: checked.code, message: checked.message, field: 'moveOutDate' },
          ]);
        }
      }
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
      await deps.terminations.sendPending();
      const recorded = await contracts.ofOrder(orderId);
      const change = order.journey.contractChange;
      const situation = order.journey.situation;
      if (!recorded || !change || !situation) {
        throw new BusinessError('ORDER_NOT_COMPLETED', 'Ce déménagement n’est pas encore finalisé.');
      }
      const { contract, termination } = recorded;
      const newAddress = oneLineOf(contract);
      const departure = change.departure;
      const moveOut =
        departure?.path === 'bothEnds'
          ? {
              date: departure.moveOutDate,
              address: change.previous.address,
              terminationReference: termination?.operatorReference ?? null,
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
