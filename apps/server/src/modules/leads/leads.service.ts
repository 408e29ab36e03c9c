import { randomUUID } from 'node:crypto';
import {
  decideMarketingConsent,
  LEAD_SYNC_STATE_LABELS,
  type LeadBasket,
  type LeadContact,
  type LeadEvent,
  leadSyncState,
  MARKETING_CONSENT_TEXT,
  type MarketingConsent,
  NO_MARKETING_CONSENT,
  normaliseLeadContact,
  type ParcoursType,
  type SalesChannel,
  transitionLead,
} from '@voltaire/domain';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { CrmClient } from '../../integrations/crm/crm-client.js';
import { runEvery } from '../../jobs/run-every.js';
import { anonymiseExpiredLeads } from './lead-anonymisation.js';
import { type CancelledBasketMessage, type LeadRow, queueLeadSync } from './lead-outbox.js';
import { createLeadSyncWorker } from './lead-sync-worker.js';
import { cancelledBaskets, cancelledProposals, leadSyncJobs, leads } from './leads.tables.js';

/** Prospects past their retention period are looked for this often, on every instance. */
export const LEAD_ANONYMISATION_INTERVAL_MS = 6 * 3_600_000;

/** Which lead a private call is about: its own id, or the order it came from. */
export type LeadRef = { leadId: string } | { orderId: string };

export interface SaveLeadInput extends LeadContact {
  leadId?: string;
  orderId?: string;
  channel: SalesChannel;
  /** Absent: the consent stays as it was. */
  marketingOptIn?: boolean;
  /** The wording the prospect saw next to the opt-in; by default ours. */
  marketingConsentText?: string;
}

export interface HolderContact {
  civility?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  marketingOptIn?: boolean;
  /** The wording shown next to the opt-in, as the journey sent it. */
  marketingOptInProof?: { wording: string };
}

export interface CancelledBasketInput {
  orderId: string;
  bundleId: string | null;
  parcoursType: ParcoursType;
  reason: string | null;
  agentId?: string | undefined;
  proposal?: { newBundle: string; reasonForRefusal?: string | undefined } | undefined;
}

export interface LeadsServiceDeps {
  db: Database;
  clock: Clock;
  crm?: CrmClient | undefined;
  /** Longer than the CRM's own timeout: how long one instance keeps a message it is sending. */
  syncLeaseMs?: number;
  logger?: Parameters<typeof createLeadSyncWorker>[0]['logger'];
}

const LEAD_NOT_FOUND = () => new BusinessError('LEAD_NOT_FOUND', 'Lead introuvable.');
const ORDER_NOT_FOUND = () => new BusinessError('NOT_FOUND', 'Commande introuvable.');
const LEAD_ANONYMISED = () =>
  new BusinessError('LEAD_ANONYMISED', 'Ce lead a été anonymisé : il ne peut plus être modifié.');

function hasSqlState(error: unknown, code: string): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === code || candidate?.cause?.code === code;
}

const consentOf = (row: LeadRow): MarketingConsent => ({
  optIn: row.marketingOptIn,
  proofText: row.marketingOptInProofText,
  proofAt: row.marketingOptInAt,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createLeadsService({ db, clock, crm, syncLeaseMs = 60_000, logger }: LeadsServiceDeps) {
  const worker = createLeadSyncWorker({ db, clock, crm, leaseMs: syncLeaseMs, logger });

  const find = async (tx: DbExecutor, ref: LeadRef, lock = false): Promise<LeadRow | undefined> => {
    const query = tx
      .select()
      .from(leads)
      .where('leadId' in ref ? eq(leads.id, ref.leadId) : eq(leads.orderId, ref.orderId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };
  const load = async (tx: DbExecutor, ref: LeadRef, lock = false): Promise<LeadRow> => {
    const row = await find(tx, ref, lock);
    if (!row) throw LEAD_NOT_FOUND();
    return row;
  };
  const nextStatus = (row: LeadRow, event: LeadEvent) => {
    const next = transitionLead(row.status, event);
    if (!next.ok) throw new BusinessError(next.code, next.message);
    return next.value;
  };
  const save = async (tx: DbExecutor, row: LeadRow): Promise<LeadRow> => {
    await tx.update(leads).set(row).where(eq(leads.id, row.id));
    return row;
  };

  /** New contact details for a lead: created if need be, the consent proven, the last contact now. */
  const upsertContact = async (
    tx: DbExecutor,
    existing: LeadRow | undefined,
    input: {
      orderId: string | null;
      channel: string;
      contact: ReturnType<typeof normaliseLeadContact>;
      marketingOptIn: boolean | undefined;
      consentText: string;
    },
  ): Promise<LeadRow> => {
    const now = clock.now();
    const previousConsent = existing ? consentOf(existing) : NO_MARKETING_CONSENT;
    const consent =
      input.marketingOptIn === undefined
        ? previousConsent
        : decideMarketingConsent(previousConsent, {
            optIn: input.marketingOptIn,
            text: input.consentText,
            at: now,
          });
    const consentColumns = {
      marketingOptIn: consent.optIn,
      marketingOptInProofText: consent.proofText,
      marketingOptInAt: consent.proofAt,
    };
    if (!existing) {
      const row: LeadRow = {
        id: randomUUID(),
        orderId: input.orderId,
        channel: input.channel,
        ...input.contact,
        status: 'open',
        ...consentColumns,
        basket: null,
        lastContactAt: now,
        anonymisedAt: null,
        crmId: null,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(leads).values(row);
      return row;
    }
    const keep = <T>(value: T | null, previous: T | null) => value ?? previous;
    return save(tx, {
      ...existing,
      civility: keep(input.contact.civility, existing.civility),
      firstName: keep(input.contact.firstName, existing.firstName),
      lastName: keep(input.contact.lastName, existing.lastName),
      email: keep(input.contact.email, existing.email),
      phone: keep(input.contact.phone, existing.phone),
      ...consentColumns,
      status: nextStatus(existing, 'recontact'),
      lastContactAt: now,
      // Details given again (a journey resumed after the retention period) make a live lead again.
      anonymisedAt: null,
      updatedAt: now,
    });
  };

  const jobsOf = (tx: DbExecutor, leadId: string) =>
    tx.select().from(leadSyncJobs).where(eq(leadSyncJobs.leadId, leadId)).orderBy(asc(leadSyncJobs.sequence));

  const syncSummary = (jobs: Awaited<ReturnType<typeof jobsOf>>) => {
    const state = leadSyncState(jobs);
    const lastSent = jobs.filter((job) => job.sentAt).at(-1);
    const waiting = jobs.filter((job) => job.status === 'pending');
    return {
      state,
      stateLabel: LEAD_SYNC_STATE_LABELS[state],
      pendingJobs: waiting.length,
      failedJobs: jobs.filter((job) => job.status === 'failed').length,
      lastSyncedAt: iso(lastSent?.sentAt ?? null),
      nextAttemptAt: iso(waiting[0]?.nextAttemptAt ?? null),
      lastError: jobs.findLast((job) => job.lastError)?.lastError ?? null,
    };
  };

  /** Everything about a lead and its CRM sync, for our back office. */
  const info = async (tx: DbExecutor, row: LeadRow) => {
    const jobs = await jobsOf(tx, row.id);
    return {
      lead: {
        id: row.id,
        orderId: row.orderId,
        channel: row.channel,
        status: row.status,
        civility: row.civility,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        marketingOptIn: row.marketingOptIn,
        marketingConsent:
          row.marketingOptInProofText && row.marketingOptInAt
            ? { text: row.marketingOptInProofText, at: row.marketingOptInAt.toISOString() }
            : null,
        basket: (row.basket as LeadBasket | null) ?? null,
        crmId: row.crmId,
        lastContactAt: row.lastContactAt.toISOString(),
        anonymisedAt: iso(row.anonymisedAt),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
      sync: {
        ...syncSummary(jobs),
        jobs: jobs.map((job) => ({
          id: job.id,
          kind: job.kind,
          status: job.status,
          attempts: job.attempts,
          nextAttemptAt: iso(job.nextAttemptAt),
          lastError: job.lastError,
          createdAt: job.createdAt.toISOString(),
          sentAt: iso(job.sentAt),
        })),
      },
    };
  };

  /** A change to a lead, with its CRM message, in one transaction. */
  const change = <T>(ref: LeadRef, apply: (tx: DbExecutor, row: LeadRow) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const row = await load(tx, ref, true);
      if (row.anonymisedAt) throw LEAD_ANONYMISED();
      return apply(tx, row);
    });

  return {
    async info(ref: LeadRef) {
      return info(db, await load(db, ref));
    },

    /** Private `save-lead` and `save-lead-and-sync`: create or update a lead from contact details. */
    async saveLead(input: SaveLeadInput, { sync }: { sync: boolean }) {
      try {
        return await db.transaction(async (tx) => {
          const ref: LeadRef | undefined = input.leadId
            ? { leadId: input.leadId }
            : input.orderId
              ? { orderId: input.orderId }
              : undefined;
          const existing = ref ? await find(tx, ref, true) : undefined;
          if (input.leadId && !existing) throw LEAD_NOT_FOUND();
          if (existing?.anonymisedAt) throw LEAD_ANONYMISED();
          if (existing && input.orderId && existing.orderId && existing.orderId !== input.orderId) {
            throw new BusinessError('LEAD_ORDER_MISMATCH', 'Ce lead est rattaché à une autre commande.');
          }
          const row = await upsertContact(tx, existing, {
            orderId: existing?.orderId ?? input.orderId ?? null,
            channel: existing?.channel ?? input.channel,
            contact: normaliseLeadContact(input),
            marketingOptIn: input.marketingOptIn,
            consentText: input.marketingConsentText ?? MARKETING_CONSENT_TEXT,
          });
          if (sync) await queueLeadSync(tx, row, 'upsert', clock.now());
          return info(tx, row);
        });
      } catch (error) {
        if (hasSqlState(error, '23503')) throw ORDER_NOT_FOUND();
        // Two first saves of one order's lead at once: the second one is told to try again.
        if (hasSqlState(error, '23505')) {
          throw new BusinessError('LEAD_CONFLICT', 'Ce lead vient d’être enregistré : réessayez.');
        }
        throw error;
      }
    },

    /**
     * The journey's holder step (save-point): the order's lead is created or updated in the step's
     * transaction, with the opt-in's proof, and its CRM message queued.
     */
    async recordFromHolder(
      tx: DbExecutor,
      { orderId, channel, holder }: { orderId: string; channel: string; holder: HolderContact },
    ): Promise<string> {
      const existing = await find(tx, { orderId }, true);
      const row = await upsertContact(tx, existing, {
        orderId,
        channel,
        contact: normaliseLeadContact(holder as LeadContact),
        marketingOptIn: holder.marketingOptIn ?? false,
        // The wording comes from the screen; the time is ours, a browser's clock proves nothing.
        consentText: holder.marketingOptInProof?.wording ?? MARKETING_CONSENT_TEXT,
      });
      await queueLeadSync(tx, row, 'upsert', clock.now());
      return row.id;
    },

    /** Private `sync-lead`: queue the lead for the CRM. */
    queueSync(ref: LeadRef) {
      return change(ref, async (tx, row) => {
        await queueLeadSync(tx, row, 'upsert', clock.now());
        return info(tx, row);
      });
    },

    /** Private `synchro`: send the lead's waiting messages now (one is queued if none waits). */
    async syncNow(ref: LeadRef) {
      const row = await change(ref, async (tx, lead) => {
        const waiting = (await jobsOf(tx, lead.id)).some((job) => job.status === 'pending');
        if (!waiting) await queueLeadSync(tx, lead, 'upsert', clock.now());
        return lead;
      });
      await worker.syncLeadNow(row.id);
      const notifications = worker.isEnabled
        ? []
        : ['Aucun CRM n’est configuré : la synchronisation reste en attente.'];
      return { info: await info(db, await load(db, { leadId: row.id })), notifications };
    },

    /** Private `conversion`: the prospect became a customer. Converting twice changes nothing. */
    convertLead(ref: LeadRef) {
      return change(ref, async (tx, row) => {
        if (row.status === 'converted') return info(tx, row);
        const now = clock.now();
        const converted = await save(tx, { ...row, status: nextStatus(row, 'convert'), updatedAt: now });
        await queueLeadSync(tx, converted, 'conversion', now);
        return info(tx, converted);
      });
    },

    /** For the signing module: the order's lead is converted in the signature's transaction; no lead, no-op. */
    async convert(tx: DbExecutor, orderId: string): Promise<void> {
      const row = await find(tx, { orderId }, true);
      if (!row || row.anonymisedAt || row.status === 'converted') return;
      const now = clock.now();
      const converted = await save(tx, { ...row, status: nextStatus(row, 'convert'), updatedAt: now });
      await queueLeadSync(tx, converted, 'conversion', now);
    },

    /** Private `save-basket`: the basket as it stands, kept on the lead and sent to the CRM. */
    saveBasket(ref: LeadRef, basket: LeadBasket) {
      return change(ref, async (tx, row) => {
        const now = clock.now();
        const updated = await save(tx, { ...row, basket, lastContactAt: now, updatedAt: now });
        await queueLeadSync(tx, updated, 'basket', now);
        return info(tx, updated);
      });
    },

    /**
     * A stopped journey (stop-process, abandon-from-web, session stop): the cancelled basket with its
     * reason and any refused proposal, the lead abandoned, and a `basket` message for the CRM.
     */
    async recordCancelledBasket(tx: DbExecutor, input: CancelledBasketInput): Promise<string> {
      const now = clock.now();
      const lead = await find(tx, { orderId: input.orderId }, true);
      const liveLead = lead && !lead.anonymisedAt ? lead : undefined;
      const basketId = randomUUID();
      await tx.insert(cancelledBaskets).values({
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
      if (input.proposal) {
        await tx.insert(cancelledProposals).values({
          id: randomUUID(),
          cancelledBasketId: basketId,
          newBundle: input.proposal.newBundle,
          reasonForRefusal: input.proposal.reasonForRefusal ?? null,
          createdAt: now,
        });
      }
      if (liveLead) {
        const next = transitionLead(liveLead.status, 'cancel');
        const updated = await save(tx, {
          ...liveLead,
          // A converted lead stays converted: its order is cancelled through the withdrawal instead.
          status: next.ok ? next.value : liveLead.status,
          lastContactAt: now,
          updatedAt: now,
        });
        const message: CancelledBasketMessage = {
          id: basketId,
          bundleId: input.bundleId,
          reason: input.reason,
          parcoursType: input.parcoursType,
          agentId: input.agentId ?? null,
          proposal: input.proposal
            ? {
                newBundle: input.proposal.newBundle,
                reasonForRefusal: input.proposal.reasonForRefusal ?? null,
              }
            : null,
        };
        await queueLeadSync(tx, updated, 'basket', now, message);
      }
      return basketId;
    },

    /** `synchro-info` for the customer: where their order's lead stands with the CRM, nothing personal. */
    async syncInfoForOrder(orderId: string) {
      const row = await find(db, { orderId });
      const summary = syncSummary(row ? await jobsOf(db, row.id) : []);
      return {
        orderId,
        leadId: row?.id ?? null,
        leadStatus: row?.status ?? null,
        state: summary.state,
        stateLabel: summary.stateLabel,
        lastSyncedAt: summary.lastSyncedAt,
      };
    },

    /** One pass of the CRM worker (also what the interval runs). */
    syncDue: (limit?: number) => worker.syncDue(limit),

    /** Starts the CRM worker when a CRM is configured and an interval set; returns its stop function. */
    startSyncWorker(intervalMs: number): (() => Promise<void>) | undefined {
      return worker.isEnabled && intervalMs > 0 ? worker.start(intervalMs) : undefined;
    },

    isSyncEnabled: worker.isEnabled,

    /** Blanks the personal data of prospects without contact for 3 years (DECISIONS §2). */
    anonymiseExpired: (now: Date = clock.now()) => anonymiseExpiredLeads(db, now),

    /** Runs the anonymisation every `intervalMs` (every instance may: it is idempotent); returns its stop. */
    startAnonymisation(intervalMs: number): () => Promise<void> {
      return runEvery(
        intervalMs,
        () => anonymiseExpiredLeads(db, clock.now()),
        (error) =>
          logger?.error(
            { errorName: error instanceof Error ? error.name : 'unknown' },
            'lead anonymisation failed',
          ),
      );
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
