import { randomBytes, randomUUID } from 'node:crypto';
import {
  completedSteps,
  type OrderJourney,
  type OrderJourneyView,
  type OrderView,
  type SalesChannel,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { OrderRow } from './orders.repository.js';

/** Who an order belongs to and who sells it: decided by the server from the caller, never by the body. */
export interface OrderOwner {
  /** The customer's web session (hashed) or the agent's key: only they can read or change the order. */
  key: string;
  channel: SalesChannel;
  /** The staff member who sells it, for the agent channels. */
  agentId: string | null;
}

/** The journey as its owner may see it: the IBAN only masked, never its ciphertext. */
export function journeyView(journey: OrderJourney): OrderJourneyView {
  if (!journey.payment) return journey;
  const { ibanSealed: _sealed, ...payment } = journey.payment;
  return { ...journey, payment };
}

export function orderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    channel: row.channel,
    agentId: row.agentId,
    offerId: row.offerId,
    promoCode: row.promoCode,
    campaign: row.campaign,
    version: row.version,
    journey: journeyView(row.journey),
    completedSteps: completedSteps(row.journey),
  };
}

/** A new draft's row, with some fields given. */
export function draftRow(now: Date, owner: OrderOwner, fields: Partial<OrderRow> = {}): OrderRow {
  return {
    id: randomUUID(),
    reference: `VOL-${toIsoDateInTimeZone(now).slice(0, 4)}-${randomBytes(5).toString('hex').toUpperCase()}`,
    kind: 'subscription',
    ownerSessionHash: owner.key,
    signerSessionHash: null,
    status: 'draft',
    channel: owner.channel,
    agentId: owner.agentId,
    journey: {},
    changeHistory: [],
    offerId: null,
    deliveryPointId: null,
    customerEmail: null,
    campaign: null,
    promoCode: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

/** The row after a change: its version bumped and its time updated. */
export function changed(row: OrderRow, now: Date, fields: Partial<OrderRow>): OrderRow {
  return { ...row, ...fields, version: row.version + 1, updatedAt: now };
}
