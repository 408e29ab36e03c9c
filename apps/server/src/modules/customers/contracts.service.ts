import { randomUUID } from 'node:crypto';
import {
  addDays,
  type ContractView,
  contractStatusOn,
  nextTerminationStatus,
  type OrderView,
  type PendingChange,
  type StoredPayment,
  toIsoDateInTimeZone,
  transitionContract,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { oneLineOf } from './contract-access.service.js';
import {
  type ContractRow,
  type CustomerRow,
  customersRepository as repository,
} from './customers.repository.js';

export interface ContractsServiceDeps {
  db: Database;
  clock: Clock;
  /** The status of an order (orders module): an abandoned change no longer blocks its contract. */
  orderStatusOf: (orderId: string) => Promise<OrderView['status'] | undefined>;
}

/** What the signing module hands over when an order is completed, inside its transaction. */
export interface CompletedOrder {
  order: OrderView;
  /** The payment as stored: the sealed IBAN travels to the contract, never in clear. */
  payment: StoredPayment;
  offerName: string;
  signedAt: Date;
}

export function contractViewOf(row: ContractRow, customer: CustomerRow, today: string): ContractView {
  return {
    id: row.id,
    reference: row.reference,
    status: contractStatusOn(row, today),
    energy: row.energy,
    deliveryPointId: row.deliveryPointId,
    address: oneLineOf(row),
    offerId: row.offerId,
    offerName: row.offerName,
    priceVersion: row.priceVersion,
    kva: row.kva,
    option: row.option,
    startDate: row.startDate,
    endDate: row.endDate,
    ibanMasked: row.payment.ibanMasked,
    holderName: `${customer.firstName} ${customer.lastName}`,
  };
}

/**
 * Contracts and their customers (DECISIONS §1b, issue 16): a completed order becomes a contract; an offer change
 * or a move replaces one at its effective date; a withdrawal undoes that. Status by the calendar: pending start →
 * active → terminated, or withdrawn.
 */
export function createContractsService({ db, clock, orderStatusOf }: ContractsServiceDeps) {
  const today = () => toIsoDateInTimeZone(clock.now());

  const customerFor = async (tx: DbExecutor, holder: NonNullable<OrderView['journey']['holder']>) => {
    const existing = await repository.customerByEmail(tx, holder.email);
    if (existing) return existing.id;
    const id = randomUUID();
    await repository.insertCustomer(tx, {
      id,
      civility: holder.civility,
      firstName: holder.firstName,
      lastName: holder.lastName,
      email: holder.email.toLowerCase(),
      phone: holder.phone.replace(/\D/g, '').replace(/^(?:33|0033)/, '0'),
      birthDate: holder.birthDate,
      createdAt: clock.now(),
    });
    return id;
  };

  const service = {
    /**
     * A completed order becomes a contract, in the completion's transaction. An offer change ends the contract it
     * replaces the day before it takes effect; a move (both ends) ends it at the move-out date and queues the
     * termination for the grid operator.
     */
    async recordCompletion(
      tx: DbExecutor,
      { order, payment, offerName, signedAt }: CompletedOrder,
    ): Promise<ContractRow> {
      const existing = await repository.contractOfOrder(tx, order.id);
      if (existing) return existing;
      const { housing, deliveryPoint, situation, holder } = order.journey;
      if (!housing || !situation || !holder)
        throw new Error(`completed order ${order.id} without its journey`);
      const change = order.journey.contractChange;
      const previous = change ? await repository.contract(tx, change.contractId, { lock: true }) : undefined;
      if (change && !previous) throw new Error(`order ${order.id} changes a missing contract`);
      const startDate =
        order.kind === 'offerChange' && change?.effectiveDate ? change.effectiveDate : situation.startDate;
      const now = clock.now();
      const row: ContractRow = {
        id: randomUUID(),
        reference: order.reference,
        customerId: previous?.customerId ?? (await customerFor(tx, holder)),
        orderId: order.id,
        replacesContractId: previous?.id ?? null,
        energy: situation.energy,
        deliveryPointId: deliveryPoint?.mode === 'confirmed' ? deliveryPoint.point.id : null,
        housing,
        offerId: situation.offerId,
        offerName,
        priceVersion: toIsoDateInTimeZone(signedAt),
        kva: situation.kva ?? null,
        option: situation.option ?? null,
        consumption:
          situation.consumption ?? (situation.annualKwh ? { annualKwh: situation.annualKwh } : null),
        payment,
        startDate,
        endDate: null,
        status: 'pendingStart',
        createdAt: now,
        updatedAt: now,
      };
      row.status = contractStatusOn(row, today());
      await repository.insertContract(tx, row);
      if (previous && change) {
        const departure = change.departure;
        const endDate =
          order.kind === 'offerChange'
            ? addDays(startDate, -1)
            : departure?.path === 'bothEnds'
              ? departure.moveOutDate
              : null;
        if (endDate) await repository.updateContract(tx, previous.id, { endDate, updatedAt: now });
        if (order.kind === 'moving' && departure?.path === 'bothEnds' && previous.deliveryPointId) {
          await repository.insertTermination(tx, {
            orderId: order.id,
            contractId: previous.id,
            energy: previous.energy,
            deliveryPointId: previous.deliveryPointId,
            date: departure.moveOutDate,
            finalReading: departure.finalReading ?? null,
            appointment: departure.appointment ?? null,
            status: 'pending',
            operatorReference: null,
            attempts: 0,
            nextAttemptAt: now,
            createdAt: now,
            sentAt: null,
            cancelledAt: null,
          });
        }
        await repository.updateChange(tx, order.id, { effectiveDate: startDate });
      }
      return row;
    },

    /**
     * A withdrawal within 14 days: the contract is withdrawn and the one it replaced carries on as before. A move's
     * termination not sent yet is dropped; one the grid operator already has is to be cancelled there, after this
     * transaction commits (`ContractTerminations`).
     */
    async recordWithdrawal(tx: DbExecutor, orderId: string): Promise<void> {
      const row = await repository.contractOfOrder(tx, orderId);
      if (!row) return;
      const next = transitionContract(row.status, 'withdraw');
      if (!next.ok) throw new BusinessError(next.code, next.message);
      const now = clock.now();
      await repository.updateContract(tx, row.id, { status: next.value, endDate: null, updatedAt: now });
      if (row.replacesContractId) {
        const previous = await repository.contract(tx, row.replacesContractId, { lock: true });
        if (previous && (previous.status === 'active' || previous.status === 'pendingStart')) {
          await repository.updateContract(tx, previous.id, { endDate: null, updatedAt: now });
        }
      }
      const termination = await repository.terminationOfOrder(tx, orderId, { lock: true });
      if (termination) {
        const status = nextTerminationStatus(termination.status, 'withdraw');
        await repository.updateTermination(tx, orderId, {
          status,
          attempts: 0,
          nextAttemptAt: status === 'cancelling' ? now : null,
        });
      }
      await repository.updateChange(tx, orderId, { closedAt: now });
    },

    /** Moves every contract on by the calendar (a start date reached, an end date passed). */
    async advanceStatuses(): Promise<number> {
      const day = today();
      let moved = 0;
      for (const row of await repository.contractsDue(db, day)) {
        const status = contractStatusOn(row, day);
        if (status === row.status) continue;
        await repository.updateContract(db, row.id, { status, updatedAt: clock.now() });
        moved += 1;
      }
      return moved;
    },

    /**
     * The change under way on a contract, if any. A change is closed once it took effect, or once its order was
     * abandoned.
     */
    async pendingChange(contractId: string): Promise<PendingChange | null> {
      const open = await repository.openChange(db, contractId);
      if (!open) return null;
      // A change recorded without an order of ours (migrated in, like the demo's) counts as signed.
      const status = (await orderStatusOf(open.orderId)) ?? 'completed';
      const tookEffect = open.effectiveDate !== null && open.effectiveDate <= today();
      if (status === 'cancelled' || tookEffect) {
        await repository.updateChange(db, open.orderId, { closedAt: clock.now() });
        return null;
      }
      return {
        kind: open.kind,
        orderId: open.orderId,
        reference: open.reference,
        status,
        effectiveDate: open.effectiveDate,
        resumable: status === 'draft' || status === 'submitted' || status === 'signed',
      };
    },

    /** Opens the change of an order on a contract: a second open one on the same contract is refused by the index. */
    async beginChange(
      tx: DbExecutor,
      change: { contractId: string; orderId: string; kind: 'offerChange' | 'moving'; reference: string },
    ): Promise<void> {
      await repository.insertChange(tx, {
        ...change,
        effectiveDate: null,
        createdAt: clock.now(),
        closedAt: null,
      });
    },

    /** The contract and customer of a change's order (the thank-you pages). */
    async ofOrder(orderId: string) {
      const contract = await repository.contractOfOrder(db, orderId);
      if (!contract) return undefined;
      const previous = contract.replacesContractId
        ? await repository.contract(db, contract.replacesContractId)
        : undefined;
      const termination = await repository.terminationOfOrder(db, orderId);
      return { contract, previous, termination };
    },

    contractView: (row: ContractRow, customer: CustomerRow) => contractViewOf(row, customer, today()),
  };
  return service;
}

export type ContractsService = ReturnType<typeof createContractsService>;
