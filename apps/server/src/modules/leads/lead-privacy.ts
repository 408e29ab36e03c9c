import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { anonymiseLeads } from './lead-anonymisation.js';
import { leadSyncJobsRepository } from './lead-sync-jobs.repository.js';
import { leadsRepository as repository } from './leads.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Leads in the back office: search, and a person's RGPD rights (DECISIONS §2): a copy of everything held
 * about the prospect, or its erasure now, as the 3-year rule would do it.
 */
export function createLeadPrivacy({ db, clock }: { db: Database; clock: Clock }) {
  const exportOf = async (ids: string[]) => {
    if (ids.length === 0) return [];
    const rows = await repository.listByIds(db, ids);
    const baskets = await repository.basketsOfLeads(db, ids);
    const proposals = baskets.length
      ? await repository.proposalsOfBaskets(
          db,
          baskets.map((basket) => basket.id),
        )
      : [];
    const jobs = await leadSyncJobsRepository.listOfLeads(db, ids);
    return rows.map((row) => ({
      lead: {
        ...row,
        lastContactAt: iso(row.lastContactAt),
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      },
      cancelledBaskets: baskets
        .filter((basket) => basket.leadId === row.id)
        .map((basket) => ({
          ...basket,
          proposals: proposals.filter((p) => p.cancelledBasketId === basket.id),
        })),
      crmMessages: jobs
        .filter((job) => job.leadId === row.id)
        .map((job) => ({
          id: job.id,
          kind: job.kind,
          status: job.status,
          createdAt: iso(job.createdAt),
          sentAt: iso(job.sentAt),
        })),
    }));
  };

  return {
    async search(q: string, limit = 50) {
      const rows = await repository.search(db, q, limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        status: row.status,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        marketingOptIn: row.marketingOptIn,
        lastContactAt: row.lastContactAt.toISOString(),
        anonymisedAt: iso(row.anonymisedAt),
      }));
    },

    async exportLead(id: string) {
      const [found] = await exportOf([id]);
      if (!found) throw new BusinessError('LEAD_NOT_FOUND', 'Lead introuvable.');
      return found;
    },

    async eraseLead(id: string) {
      if (!(await repository.exists(db, id))) throw new BusinessError('LEAD_NOT_FOUND', 'Lead introuvable.');
      return db.transaction((tx) => anonymiseLeads(tx, { ids: [id] }, clock.now()));
    },

    exportFor: async (email: string) => exportOf(await repository.idsByEmail(db, email)),

    async eraseFor(email: string): Promise<number> {
      const ids = await repository.idsByEmail(db, email);
      if (ids.length === 0) return 0;
      const report = await db.transaction((tx) => anonymiseLeads(tx, { ids }, clock.now()));
      return report.leads;
    },
  };
}

export type LeadPrivacy = ReturnType<typeof createLeadPrivacy>;
