import { randomUUID } from 'node:crypto';
import type { OrganisationIpRange } from '@voltaire/domain';
import { asc, desc, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { accessRefusals, organisationIpRanges, organisations } from './organisations.tables.js';

export type OrganisationRow = typeof organisations.$inferSelect;
export type AccessRefusalRow = typeof accessRefusals.$inferSelect;
export type OrganisationWithRanges = OrganisationRow & { ipRanges: OrganisationIpRange[] };

const rangeColumns = {
  organisationId: organisationIpRanges.organisationId,
  rangeStart: organisationIpRanges.rangeStart,
  rangeEnd: organisationIpRanges.rangeEnd,
  label: organisationIpRanges.label,
};

export function createOrganisationsRepository(db: DbExecutor) {
  return {
    /** Every organisation with its ranges, by name. */
    async listWithRanges(): Promise<OrganisationWithRanges[]> {
      const [rows, ranges] = await Promise.all([
        db.select().from(organisations).orderBy(asc(organisations.name)),
        db.select(rangeColumns).from(organisationIpRanges).orderBy(asc(organisationIpRanges.position)),
      ]);
      return rows.map((row) => ({
        ...row,
        ipRanges: ranges
          .filter((range) => range.organisationId === row.id)
          .map(({ rangeStart, rangeEnd, label }) => ({ rangeStart, rangeEnd, label })),
      }));
    },

    /** One organisation and its ranges, read in one query (on every staff request). */
    async findWithRanges(id: string): Promise<OrganisationWithRanges | undefined> {
      const rows = await db
        .select({ organisation: organisations, range: rangeColumns })
        .from(organisations)
        .leftJoin(organisationIpRanges, eq(organisationIpRanges.organisationId, organisations.id))
        .where(eq(organisations.id, id))
        .orderBy(asc(organisationIpRanges.position));
      const first = rows[0];
      if (!first) return undefined;
      return {
        ...first.organisation,
        ipRanges: rows.flatMap(({ range }) =>
          range ? [{ rangeStart: range.rangeStart, rangeEnd: range.rangeEnd, label: range.label }] : [],
        ),
      };
    },

    async findByName(name: string): Promise<OrganisationRow | undefined> {
      const [row] = await db.select().from(organisations).where(eq(organisations.name, name));
      return row;
    },

    /** False when an organisation with this id or name already exists (nothing is written). */
    async insert(row: typeof organisations.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(organisations)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: organisations.id });
      return inserted.length > 0;
    },

    /** False when no such organisation exists. */
    async update(
      id: string,
      changes: Partial<Pick<OrganisationRow, 'name' | 'channels' | 'status'>> & { updatedAt: Date },
    ): Promise<boolean> {
      const updated = await db
        .update(organisations)
        .set(changes)
        .where(eq(organisations.id, id))
        .returning({ id: organisations.id });
      return updated.length > 0;
    },

    /** Replaces the ranges of an organisation, keeping their order; run it inside a transaction. */
    async replaceRanges(organisationId: string, ranges: readonly OrganisationIpRange[]): Promise<void> {
      await db.delete(organisationIpRanges).where(eq(organisationIpRanges.organisationId, organisationId));
      if (ranges.length === 0) return;
      await db
        .insert(organisationIpRanges)
        .values(ranges.map((range, position) => ({ id: randomUUID(), organisationId, position, ...range })));
    },

    async insertRefusal(row: typeof accessRefusals.$inferInsert): Promise<void> {
      await db.insert(accessRefusals).values(row);
    },

    /** The latest refusals, newest first, with the organisation's current name. */
    async latestRefusals(limit: number): Promise<(AccessRefusalRow & { organisationName: string | null })[]> {
      const rows = await db
        .select({ refusal: accessRefusals, organisationName: organisations.name })
        .from(accessRefusals)
        .leftJoin(organisations, eq(organisations.id, accessRefusals.organisationId))
        .orderBy(desc(accessRefusals.occurredAt))
        .limit(limit);
      return rows.map(({ refusal, organisationName }) => ({ ...refusal, organisationName }));
    },

    async deleteRefusalsBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(accessRefusals)
        .where(lt(accessRefusals.occurredAt, before))
        .returning({ id: accessRefusals.id });
      return deleted.length;
    },
  };
}

export type OrganisationsRepository = ReturnType<typeof createOrganisationsRepository>;
