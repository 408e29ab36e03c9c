import type { LeadSyncJobStatus } from '@voltaire/domain';
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { leadSyncJobs } from './leads.tables.js';

export type LeadSyncJobRow = typeof leadSyncJobs.$inferSelect;

const candidate = alias(leadSyncJobs, 'candidate');
const earlier = alias(leadSyncJobs, 'earlier');

/** The job is still pending and still claimed by this lease: another instance has not taken it over. */
const ownClaim = (job: Pick<LeadSyncJobRow, 'id'>, lease: Date) =>
  and(eq(leadSyncJobs.id, job.id), eq(leadSyncJobs.status, 'pending'), eq(leadSyncJobs.claimedUntil, lease));

/** The CRM outbox's queries (`lead_sync_jobs`); the executor is passed in. */
export const leadSyncJobsRepository = {
  /** A new message; its `sequence` is numbered by the database. */
  async insert(tx: DbExecutor, row: Omit<LeadSyncJobRow, 'sequence'>): Promise<void> {
    await tx.insert(leadSyncJobs).values(row);
  },

  /** The lead's messages, in the order they were written. */
  async listOfLead(executor: DbExecutor, leadId: string): Promise<LeadSyncJobRow[]> {
    return executor
      .select()
      .from(leadSyncJobs)
      .where(eq(leadSyncJobs.leadId, leadId))
      .orderBy(asc(leadSyncJobs.sequence));
  },

  async listOfLeads(executor: DbExecutor, leadIds: readonly string[]): Promise<LeadSyncJobRow[]> {
    return executor
      .select()
      .from(leadSyncJobs)
      .where(inArray(leadSyncJobs.leadId, [...leadIds]));
  },

  /**
   * Claims up to `limit` pending messages not leased to anyone (due ones, or every waiting one of `leadId`),
   * each lead's oldest first: `FOR UPDATE SKIP LOCKED`, so concurrent instances claim different rows, and a
   * lease until `lease`. Their attempts are counted now. Returns them in sequence order.
   */
  async claim(
    executor: DbExecutor,
    { now, lease, limit, leadId }: { now: Date; lease: Date; limit: number; leadId?: string | undefined },
  ): Promise<LeadSyncJobRow[]> {
    const claimable = executor
      .select({ id: candidate.id })
      .from(candidate)
      .where(
        and(
          eq(candidate.status, 'pending'),
          or(isNull(candidate.claimedUntil), lte(candidate.claimedUntil, now)),
          leadId ? eq(candidate.leadId, leadId) : lte(candidate.nextAttemptAt, now),
          // A lead's later message waits until the earlier ones are delivered or given up.
          notExists(
            executor
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.leadId, candidate.leadId),
                  eq(earlier.status, 'pending'),
                  lt(earlier.sequence, candidate.sequence),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(candidate.sequence))
      .limit(limit)
      .for('update', { skipLocked: true });
    const jobs = await executor
      .update(leadSyncJobs)
      .set({ attempts: sql`${leadSyncJobs.attempts} + 1`, claimedUntil: lease })
      .where(inArray(leadSyncJobs.id, claimable))
      .returning();
    return jobs.sort((a, b) => a.sequence - b.sequence);
  },

  /** Delivered: only if this lease still holds the message. */
  async markSent(executor: DbExecutor, job: LeadSyncJobRow, lease: Date, sentAt: Date): Promise<void> {
    await executor
      .update(leadSyncJobs)
      .set({ status: 'sent', sentAt, claimedUntil: null, nextAttemptAt: null, lastError: null })
      .where(ownClaim(job, lease));
  },

  /** Not delivered: retried later or given up, only if this lease still holds the message. */
  async markFailedAttempt(
    executor: DbExecutor,
    job: LeadSyncJobRow,
    lease: Date,
    outcome: { status: LeadSyncJobStatus; nextAttemptAt: Date | null; lastError: string },
  ): Promise<void> {
    await executor
      .update(leadSyncJobs)
      .set({ ...outcome, claimedUntil: null })
      .where(ownClaim(job, lease));
  },

  /** The leads' messages not sent yet are given up, with the reason. */
  async giveUpPendingOf(tx: DbExecutor, leadIds: readonly string[], reason: string): Promise<void> {
    await tx
      .update(leadSyncJobs)
      .set({ status: 'failed', claimedUntil: null, lastError: reason })
      .where(and(inArray(leadSyncJobs.leadId, [...leadIds]), eq(leadSyncJobs.status, 'pending')));
  },

  /** Empties the payload of every message of the leads (they held the person's data). */
  async blankPayloadsOf(tx: DbExecutor, leadIds: readonly string[]): Promise<void> {
    await tx
      .update(leadSyncJobs)
      .set({ payload: {} })
      .where(inArray(leadSyncJobs.leadId, [...leadIds]));
  },
};

export type LeadSyncJobsRepository = typeof leadSyncJobsRepository;
