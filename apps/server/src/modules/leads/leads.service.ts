import {
  type LeadBasket,
  type LeadContact,
  MARKETING_CONSENT_TEXT,
  normaliseLeadContact,
  type SalesChannel,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { hasSqlState } from '../../db/sql-state.js';
import { BusinessError } from '../../http/envelope.js';
import type { CrmClient } from '../../integrations/crm/crm-client.js';
import { runEvery } from '../../jobs/run-every.js';
import { type CancelledBasketInput, recordCancelledBasket } from './cancelled-baskets.js';
import { anonymiseExpiredLeads } from './lead-anonymisation.js';
import { nextLeadStatus, upsertLeadContact } from './lead-contacts.js';
import { queueLeadSync } from './lead-outbox.js';
import { leadSyncJobsRepository } from './lead-sync-jobs.repository.js';
import { createLeadSyncWorker, type LeadSyncWorker } from './lead-sync-worker.js';
import { leadInfo, syncSummary } from './lead-view.js';
import { type LeadRef, type LeadRow, leadsRepository as repository } from './leads.repository.js';

export type { CancelledBasketInput } from './cancelled-baskets.js';
export type { LeadRef } from './leads.repository.js';

/** Prospects past their retention period are looked for this often, on every instance. */
export const LEAD_ANONYMISATION_INTERVAL_MS = 6 * 3_600_000;

export interface SaveLeadInput extends LeadContact {
  leadId?: string;
  orderId?: string;
  channel: SalesChannel;
  /** Absent: the consent stays as it was. */
  marketingOptIn?: boolean;
  /** The wording the prospect saw next to the opt-in; by default ours. */
  marketingConsentText?: string;
}

/** The holder step's contact details, with the opt-in as the journey sent it. */
export interface HolderContact extends LeadContact {
  marketingOptIn?: boolean;
  /** The wording shown next to the opt-in, as the journey sent it. */
  marketingOptInProof?: { wording: string };
}

export interface LeadsServiceDeps {
  db: Database;
  clock: Clock;
  crm?: CrmClient | undefined;
  /** Longer than the CRM's own timeout: how long one instance keeps a message it is sending. */
  syncLeaseMs?: number;
  logger?: Parameters<typeof createLeadSyncWorker>[0]['logger'];
}

interface LeadsParts extends LeadsServiceDeps {
  worker: LeadSyncWorker;
}

const LEAD_NOT_FOUND = () => new BusinessError('LEAD_NOT_FOUND', 'Lead introuvable.');
const ORDER_NOT_FOUND = () => new BusinessError('NOT_FOUND', 'Commande introuvable.');
const LEAD_ANONYMISED = () =>
  new BusinessError('LEAD_ANONYMISED', 'Ce lead a été anonymisé : il ne peut plus être modifié.');

const load = async (tx: DbExecutor, ref: LeadRef, lock = false): Promise<LeadRow> => {
  const row = await repository.find(tx, ref, { lock });
  if (!row) throw LEAD_NOT_FOUND();
  return row;
};

/** A change to a live lead, with its CRM message, in one transaction. */
const change = <T>(
  db: Database,
  ref: LeadRef,
  apply: (tx: DbExecutor, row: LeadRow) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const row = await load(tx, ref, true);
    if (row.anonymisedAt) throw LEAD_ANONYMISED();
    return apply(tx, row);
  });

/** Everything about a lead and its CRM sync, for our back office. */
const infoOf = async (tx: DbExecutor, row: LeadRow) =>
  leadInfo(row, await leadSyncJobsRepository.listOfLead(tx, row.id));

/**
 * Prospects (ADR 0009): each change of a lead writes its CRM message in the same transaction; a worker
 * sends them. Personal data is blanked 3 years after the last contact.
 */
export function createLeadsService(deps: LeadsServiceDeps) {
  const { db, clock, crm, syncLeaseMs = 60_000, logger } = deps;
  const parts: LeadsParts = {
    ...deps,
    worker: createLeadSyncWorker({ db, clock, crm, leaseMs: syncLeaseMs, logger }),
  };
  return { ...createLeadChanges(parts), ...createLeadSyncCalls(parts), ...createLeadJobs(parts) };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

/** Contact details, conversion, baskets: every change with its CRM message, in one transaction. */
function createLeadChanges({ db, clock }: LeadsParts) {
  const converted = async (tx: DbExecutor, row: LeadRow): Promise<LeadRow> => {
    const now = clock.now();
    const next = { ...row, status: nextLeadStatus(row, 'convert'), updatedAt: now };
    await repository.update(tx, next);
    await queueLeadSync(tx, next, 'conversion', now);
    return next;
  };

  return {
    async info(ref: LeadRef) {
      return infoOf(db, await load(db, ref));
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
          const existing = ref ? await repository.find(tx, ref, { lock: true }) : undefined;
          if (input.leadId && !existing) throw LEAD_NOT_FOUND();
          if (existing?.anonymisedAt) throw LEAD_ANONYMISED();
          if (existing && input.orderId && existing.orderId && existing.orderId !== input.orderId) {
            throw new BusinessError('LEAD_ORDER_MISMATCH', 'Ce lead est rattaché à une autre commande.');
          }
          const contact = {
            orderId: existing?.orderId ?? input.orderId ?? null,
            channel: existing?.channel ?? input.channel,
            contact: normaliseLeadContact(input),
            marketingOptIn: input.marketingOptIn,
            consentText: input.marketingConsentText ?? MARKETING_CONSENT_TEXT,
          };
          const row = await upsertLeadContact(tx, existing, contact, clock.now());
          if (sync) await queueLeadSync(tx, row, 'upsert', clock.now());
          return infoOf(tx, row);
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
      const existing = await repository.find(tx, { orderId }, { lock: true });
      const contact = {
        orderId,
        channel,
        contact: normaliseLeadContact(holder),
        marketingOptIn: holder.marketingOptIn ?? false,
        // The wording comes from the screen; the time is ours, a browser's clock proves nothing.
        consentText: holder.marketingOptInProof?.wording ?? MARKETING_CONSENT_TEXT,
      };
      const row = await upsertLeadContact(tx, existing, contact, clock.now());
      await queueLeadSync(tx, row, 'upsert', clock.now());
      return row.id;
    },

    /** Private `sync-lead`: queue the lead for the CRM. */
    queueSync(ref: LeadRef) {
      return change(db, ref, async (tx, row) => {
        await queueLeadSync(tx, row, 'upsert', clock.now());
        return infoOf(tx, row);
      });
    },

    /** Private `conversion`: the prospect became a customer. Converting twice changes nothing. */
    convertLead(ref: LeadRef) {
      return change(db, ref, async (tx, row) =>
        infoOf(tx, row.status === 'converted' ? row : await converted(tx, row)),
      );
    },

    /** For the signing module: the order's lead is converted in the signature's transaction; no lead, no-op. */
    async convert(tx: DbExecutor, orderId: string): Promise<void> {
      const row = await repository.find(tx, { orderId }, { lock: true });
      if (!row || row.anonymisedAt || row.status === 'converted') return;
      await converted(tx, row);
    },

    /** Private `save-basket`: the basket as it stands, kept on the lead and sent to the CRM. */
    saveBasket(ref: LeadRef, basket: LeadBasket) {
      return change(db, ref, async (tx, row) => {
        const now = clock.now();
        const updated = { ...row, basket, lastContactAt: now, updatedAt: now };
        await repository.update(tx, updated);
        await queueLeadSync(tx, updated, 'basket', now);
        return infoOf(tx, updated);
      });
    },

    /**
     * A stopped journey (stop-process, abandon-from-web, session stop): the cancelled basket with its
     * reason and any refused proposal, the lead abandoned, and a `basket` message for the CRM.
     */
    recordCancelledBasket: (tx: DbExecutor, input: CancelledBasketInput): Promise<string> =>
      recordCancelledBasket(tx, input, clock.now()),
  };
}

/** Where a lead stands with the CRM, and « send now ». */
function createLeadSyncCalls({ db, clock, worker }: LeadsParts) {
  return {
    /** Private `synchro`: send the lead's waiting messages now (one is queued if none waits). */
    async syncNow(ref: LeadRef) {
      const row = await change(db, ref, async (tx, lead) => {
        const waiting = (await leadSyncJobsRepository.listOfLead(tx, lead.id)).some(
          (job) => job.status === 'pending',
        );
        if (!waiting) await queueLeadSync(tx, lead, 'upsert', clock.now());
        return lead;
      });
      await worker.syncLeadNow(row.id);
      const notifications = worker.isEnabled
        ? []
        : ['Aucun CRM n’est configuré : la synchronisation reste en attente.'];
      return { info: await infoOf(db, await load(db, { leadId: row.id })), notifications };
    },

    /** `synchro-info` for the customer: where their order's lead stands with the CRM, nothing personal. */
    async syncInfoForOrder(orderId: string) {
      const row = await repository.find(db, { orderId });
      const summary = syncSummary(row ? await leadSyncJobsRepository.listOfLead(db, row.id) : []);
      return {
        orderId,
        leadId: row?.id ?? null,
        leadStatus: row?.status ?? null,
        state: summary.state,
        stateLabel: summary.stateLabel,
        lastSyncedAt: summary.lastSyncedAt,
      };
    },
  };
}

/** The background jobs: the CRM worker and the 3-year anonymisation. */
function createLeadJobs({ db, clock, logger, worker }: LeadsParts) {
  return {
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
