import { randomUUID } from 'node:crypto';
import { type CancelledBasketInput, transitionLead } from '@voltaire/domain';
import type { DbExecutor } from '../../db/database.js';
import { type CancelledBasketMessage, queueLeadSync } from './lead-outbox.js';
import { leadsRepository as repository } from './leads.repository.js';

export type { CancelledBasketInput };

/**
 * A stopped journey (stop-process, abandon-from-web, session stop), in the caller's transaction: the
 * cancelled basket with its reason and any refused proposal, the order's lead abandoned, and a `basket`
 * message for the CRM. Returns the basket's id.
 */
export async function recordCancelledBasket(
  tx: DbExecutor,
  input: CancelledBasketInput,
  now: Date,
): Promise<string> {
  const lead = await repository.find(tx, { orderId: input.orderId }, { lock: true });
  const liveLead = lead && !lead.anonymisedAt ? lead : undefined;
  const basketId = randomUUID();
  await repository.insertCancelledBasket(tx, {
    id: basketId,
    leadId: lead?.id ?? null,
    orderId: input.orderId,
    bundleId: input.bundleId,
    reason: input.reason,
    parcoursType: input.parcoursType,
    agentId: input.agentId ?? null,
    anonymisedAt: null,
    createdAt: now,
  });
  const proposal = input.proposal
    ? { newBundle: input.proposal.newBundle, reasonForRefusal: input.proposal.reasonForRefusal ?? null }
    : null;
  if (proposal) {
    await repository.insertCancelledProposal(tx, {
      id: randomUUID(),
      cancelledBasketId: basketId,
      ...proposal,
      createdAt: now,
    });
  }
  if (!liveLead) return basketId;
  const next = transitionLead(liveLead.status, 'cancel');
  const updated = {
    ...liveLead,
    // A converted lead stays converted: its order is cancelled through the withdrawal instead.
    status: next.ok ? next.value : liveLead.status,
    lastContactAt: now,
    updatedAt: now,
  };
  await repository.update(tx, updated);
  const message: CancelledBasketMessage = {
    id: basketId,
    bundleId: input.bundleId,
    reason: input.reason,
    parcoursType: input.parcoursType,
    agentId: input.agentId ?? null,
    proposal,
  };
  await queueLeadSync(tx, updated, 'basket', now, message);
  return basketId;
}
