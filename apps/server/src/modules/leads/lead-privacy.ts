import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { anonymiseLeads } from './lead-anonymisation.js';
import { cancelledBaskets, cancelledProposals, leadSyncJobs, leads } from './leads.tables.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Leads in the back office: search, and a person's RGPD rights (DECISIONS §2): a copy of everything held
 * about the prospect, or its erasure now, as the 3-year rule would do it.
 */
export function createLeadPrivacy({ db, clock }: { db: Database; clock: Clock }) {
  const exportOf = async (ids: string[]) => {
    if (ids.length === 0) return [];
    const rows = await db.select().from(leads).where(inArray(leads.id, ids));
    const baskets = await db.select().from(cancelledBaskets).where(inArray(cancelledBaskets.leadId, ids));
    const proposals = baskets.length
      ? await db
          .select()
          .from(cancelledProposals)
          .where(
            inArray(
              cancelledProposals.cancelledBasketId,
              baskets.map((basket) => basket.id),
            ),
          )
      : [];
    const jobs = await db.select().from(leadSyncJobs).where(inArray(leadSyncJobs.leadId, ids));
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

  const idsByEmail = async (email: string) =>
    (
      await db.select({ id: leads.id }).from(leads).where(sql`lower(${leads.email}) = ${email.toLowerCase()}`)
    ).map(({ id }) => id);

  return {
    async search(q: string, limit = 50) {
      const like = `%${escapeLike(q)}%`;
      const rows = await db
        .select()
        .from(leads)
        .where(
          q
            ? or(
                ilike(leads.email, like),
                ilike(leads.lastName, like),
                ilike(leads.firstName, like),
                ilike(leads.phone, like),
              )
            : undefined,
        )
        .orderBy(desc(leads.lastContactAt))
        .limit(limit);
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
      const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
      if (!row) throw new BusinessError('LEAD_NOT_FOUND', 'Lead introuvable.');
      return db.transaction((tx) => anonymiseLeads(tx, eq(leads.id, id), clock.now()));
    },

    exportFor: async (email: string) => exportOf(await idsByEmail(email)),

    async eraseFor(email: string): Promise<number> {
      const ids = await idsByEmail(email);
      if (ids.length === 0) return 0;
      const report = await db.transaction((tx) => anonymiseLeads(tx, inArray(leads.id, ids), clock.now()));
      return report.leads;
    },
  };
}

export type LeadPrivacy = ReturnType<typeof createLeadPrivacy>;
