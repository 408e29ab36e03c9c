import { anonymisationCutoff } from '@voltaire/domain';
import type { Database, DbExecutor } from '../../db/database.js';
import { queueLeadSync } from './lead-outbox.js';
import { leadSyncJobsRepository } from './lead-sync-jobs.repository.js';
import { type LeadSelection, leadsRepository } from './leads.repository.js';

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
  return db.transaction((tx) => anonymiseLeads(tx, { lastContactBefore: cutoff }, now, cutoff));
}

/**
 * Blanks the leads `which` selects (and their baskets and CRM messages), in the caller's transaction: the
 * 3-year rule above, or a person's erasure request (RGPD art. 17) from the back office. Baskets without a
 * lead made before `orphansMadeBefore` are blanked too.
 */
export async function anonymiseLeads(
  tx: DbExecutor,
  which: LeadSelection,
  now: Date,
  orphansMadeBefore?: Date,
): Promise<AnonymisationReport> {
  const expired = await leadsRepository.anonymise(tx, which, now);
  const leadIds = expired.map((lead) => lead.id);
  if (leadIds.length > 0) {
    // Messages not sent yet would carry the person's data to the CRM: they are given up.
    await leadSyncJobsRepository.giveUpPendingOf(tx, leadIds, 'Lead anonymisé avant l’envoi');
    await leadSyncJobsRepository.blankPayloadsOf(tx, leadIds);
    for (const lead of expired) await queueLeadSync(tx, lead, 'upsert', now);
  }
  const cancelledBaskets = await leadsRepository.anonymiseBaskets(tx, { leadIds, orphansMadeBefore }, now);
  return { leads: expired.length, cancelledBaskets };
}
