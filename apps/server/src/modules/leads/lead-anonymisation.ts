import { ANONYMISED_LEAD_FIELDS, anonymisationCutoff } from '@voltaire/domain';
import { and, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { queueLeadSync } from './lead-outbox.js';
import { cancelledBaskets, cancelledProposals, leadSyncJobs, leads } from './leads.tables.js';

export interface AnonymisationReport {
  leads: number;
  cancelledBaskets: number;
}

/**
 * RGPD (DECISIONS §2): 3 years after the last contact, a prospect's personal data is blanked, in the
 * lead, its abandoned baskets and its CRM messages; the status and dates stay for the figures. The CRM
 * is sent the blanked lead so that it forgets the person too.
 */
export async function anonymiseExpiredLeads(db: Database, now: Date): Promise<AnonymisationReport> {
  const cutoff = anonymisationCutoff(now);
  return db.transaction((tx) =>
    anonymiseLeads(
      tx,
      lt(leads.lastContactAt, cutoff),
      now,
      and(isNull(cancelledBaskets.leadId), lt(cancelledBaskets.createdAt, cutoff)),
    ),
  );
}

/**
 * Blanks the leads `which` selects (and their baskets and CRM messages), in the caller's transaction: the
 * 3-year rule above, or a person's erasure request (RGPD art. 17) from the back office.
 */
export async function anonymiseLeads(
  tx: DbExecutor,
  which: SQL | undefined,
  now: Date,
  orphanBaskets?: SQL,
): Promise<AnonymisationReport> {
  const expired = await tx
    .update(leads)
    .set({ ...ANONYMISED_LEAD_FIELDS, anonymisedAt: now, updatedAt: now })
    .where(and(isNull(leads.anonymisedAt), which))
    .returning();
  const leadIds = expired.map((lead) => lead.id);
  if (leadIds.length > 0) {
    // Messages not sent yet would carry the person's data to the CRM: they are given up.
    await tx
      .update(leadSyncJobs)
      .set({ status: 'failed', claimedUntil: null, lastError: 'Lead anonymisé avant l’envoi' })
      .where(and(inArray(leadSyncJobs.leadId, leadIds), eq(leadSyncJobs.status, 'pending')));
    await tx.update(leadSyncJobs).set({ payload: {} }).where(inArray(leadSyncJobs.leadId, leadIds));
    for (const lead of expired) await queueLeadSync(tx, lead, 'upsert', now);
  }
  const baskets = await tx
    .update(cancelledBaskets)
    .set({ reason: null, anonymisedAt: now })
    .where(
      and(
        isNull(cancelledBaskets.anonymisedAt),
        or(leadIds.length > 0 ? inArray(cancelledBaskets.leadId, leadIds) : undefined, orphanBaskets),
      ),
    )
    .returning({ id: cancelledBaskets.id });
  if (baskets.length > 0) {
    await tx
      .update(cancelledProposals)
      .set({ reasonForRefusal: null })
      .where(
        inArray(
          cancelledProposals.cancelledBasketId,
          baskets.map((basket) => basket.id),
        ),
      );
  }
  return { leads: expired.length, cancelledBaskets: baskets.length };
}
