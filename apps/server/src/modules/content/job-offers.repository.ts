import type { ContractType, JobCategoryId, JobOffer, JobOfferInput, JobOfferStatus } from '@voltaire/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jobOffers } from './content.tables.js';

type JobOfferRow = typeof jobOffers.$inferSelect;

const toOffer = (row: JobOfferRow): JobOffer => ({
  id: row.id,
  title: row.title,
  category: row.category as JobCategoryId,
  place: row.place,
  postalCode: row.postalCode,
  contractType: row.contractType as ContractType,
  summary: row.summary,
  missions: row.missions,
  profile: row.profile,
  salaryMinEuros: row.salaryMinEuros,
  salaryMaxEuros: row.salaryMaxEuros,
  status: row.status as JobOfferStatus,
  publishedAt: row.publishedAt,
  closedAt: row.closedAt,
});

const open = eq(jobOffers.status, 'open');

export function createJobOffersRepository(db: Database) {
  return {
    /** Open offers, newest first, of a category and a place (any case) when given. */
    async listOpen(filter: { category?: string; place?: string; limit: number }): Promise<JobOffer[]> {
      const rows = await db
        .select()
        .from(jobOffers)
        .where(
          and(
            open,
            filter.category ? eq(jobOffers.category, filter.category) : undefined,
            filter.place ? sql`lower(${jobOffers.place}) = lower(${filter.place})` : undefined,
          ),
        )
        .orderBy(desc(jobOffers.publishedAt), jobOffers.title)
        .limit(filter.limit);
      return rows.map(toOffer);
    },

    async listAll(): Promise<JobOffer[]> {
      const rows = await db.select().from(jobOffers).orderBy(desc(jobOffers.publishedAt), jobOffers.title);
      return rows.map(toOffer);
    },

    async openCountsByCategory(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: jobOffers.category, count: count() })
        .from(jobOffers)
        .where(open)
        .groupBy(jobOffers.category);
      return new Map(rows.map((row) => [row.category, Number(row.count)]));
    },

    /** The places of open offers, for the list's filter. */
    async openPlaces(): Promise<string[]> {
      const rows = await db.selectDistinct({ place: jobOffers.place }).from(jobOffers).where(open);
      return rows.map((row) => row.place).sort((a, b) => a.localeCompare(b, 'fr'));
    },

    async find(id: string): Promise<JobOffer | undefined> {
      const [row] = await db.select().from(jobOffers).where(eq(jobOffers.id, id));
      return row ? toOffer(row) : undefined;
    },

    async insert(input: JobOfferInput, publishedAt: string, now: Date): Promise<JobOffer> {
      const [row] = await db
        .insert(jobOffers)
        .values({ ...input, publishedAt, status: 'open', updatedAt: now })
        .returning();
      if (!row) throw new Error('job offer not inserted');
      return toOffer(row);
    },

    async update(
      id: string,
      changes: Partial<JobOfferInput> & { status?: JobOfferStatus; closedAt?: string | null },
      now: Date,
    ): Promise<JobOffer | undefined> {
      const [row] = await db
        .update(jobOffers)
        .set({ ...changes, updatedAt: now })
        .where(eq(jobOffers.id, id))
        .returning();
      return row ? toOffer(row) : undefined;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(jobOffers);
      return Number(row?.count ?? 0);
    },
  };
}
export type JobOffersRepository = ReturnType<typeof createJobOffersRepository>;
