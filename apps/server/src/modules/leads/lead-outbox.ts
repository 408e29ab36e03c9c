import { randomUUID } from 'node:crypto';
import { type LeadRecord, type LeadSyncKind, toCrmLead } from '@voltaire/domain';
import type { DbExecutor } from '../../db/database.js';
import { leadSyncJobsRepository } from './lead-sync-jobs.repository.js';
import type { LeadRow } from './leads.repository.js';

/** What a stop told about the abandoned basket, sent to the CRM with the lead. */
export interface CancelledBasketMessage {
  id: string;
  bundleId: string | null;
  reason: string | null;
  parcoursType: string;
  agentId: string | null;
  proposal: { newBundle: string; reasonForRefusal: string | null } | null;
}

export interface LeadSyncPayload extends Record<string, unknown> {
  lead: ReturnType<typeof toCrmLead>;
  cancelledBasket?: CancelledBasketMessage;
}

export function leadRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    orderId: row.orderId,
    channel: row.channel,
    civility: row.civility,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    status: row.status,
    marketingOptIn: row.marketingOptIn,
    marketingOptInProofText: row.marketingOptInProofText,
    marketingOptInAt: row.marketingOptInAt,
    basket: row.basket,
    lastContactAt: row.lastContactAt,
    crmId: row.crmId,
  };
}

/**
 * Writes a CRM message in the caller's transaction, so it exists exactly when the lead change
 * committed. It carries the whole lead as it is now: any message alone brings the CRM up to date.
 */
export async function queueLeadSync(
  tx: DbExecutor,
  lead: LeadRow,
  kind: LeadSyncKind,
  now: Date,
  cancelledBasket?: CancelledBasketMessage,
): Promise<string> {
  const id = randomUUID();
  const payload: LeadSyncPayload = {
    lead: toCrmLead(leadRecord(lead)),
    ...(cancelledBasket ? { cancelledBasket } : {}),
  };
  await leadSyncJobsRepository.insert(tx, {
    id,
    leadId: lead.id,
    kind,
    payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    claimedUntil: null,
    lastError: null,
    createdAt: now,
    sentAt: null,
  });
  return id;
}
