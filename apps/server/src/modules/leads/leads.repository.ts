import { ANONYMISED_LEAD_FIELDS } from '@voltaire/domain';
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { cancelledBaskets, cancelledProposals, leads } from './leads.tables.js';

export type LeadRow = typeof leads.$inferSelect;
export type CancelledBasketRow = typeof cancelledBaskets.$inferSelect;
export type CancelledProposalRow = typeof cancelledProposals.$inferSelect;

/** Which lead a call is about: its own id, or the order it came from. */
export type LeadRef = { leadId: string } | { orderId: string };

/** Leads to anonymise: these ones, or every one without contact since a date (the 3-year rule). */
export type LeadSelection = { ids: readonly string[] } | { lastContactBefore: Date };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const selected = (selection: LeadSelection) =>
  'ids' in selection
    ? inArray(leads.id, [...selection.ids])
    : lt(leads.lastContactAt, selection.lastContactBefore);

/** The leads module's queries on leads and cancelled baskets; the executor is passed in. */
export const leadsRepository = {
  /** The lead by its id or its order's; with `lock`, held (`FOR UPDATE`) until the transaction ends. */
  async find(executor: DbExecutor, ref: LeadRef, { lock = false } = {}): Promise<LeadRow | undefined> {
    const query = executor
      .select()
      .from(leads)
      .where('leadId' in ref ? eq(leads.id, ref.leadId) : eq(leads.orderId, ref.orderId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async exists(executor: DbExecutor, id: string): Promise<boolean> {
    const [row] = await executor.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
    return row !== undefined;
  },

  async listByIds(executor: DbExecutor, ids: readonly string[]): Promise<LeadRow[]> {
    return executor
      .select()
      .from(leads)
      .where(inArray(leads.id, [...ids]));
  },

  /** Ids of the leads with this e-mail, whatever its case. */
  async idsByEmail(executor: DbExecutor, email: string): Promise<string[]> {
    const rows = await executor
      .select({ id: leads.id })
      .from(leads)
      .where(sql`lower(${leads.email}) = ${email.toLowerCase()}`);
    return rows.map(({ id }) => id);
  },

  /** Leads whose e-mail, names or phone contain `text` (every lead without it), latest contact first. */
  async search(executor: DbExecutor, text: string, limit: number): Promise<LeadRow[]> {
    const like = `%${escapeLike(text)}%`;
    return executor
      .select()
      .from(leads)
      .where(
        text
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
  },

  async insert(executor: DbExecutor, row: LeadRow): Promise<void> {
    await executor.insert(leads).values(row);
  },

  async update(executor: DbExecutor, row: LeadRow): Promise<void> {
    await executor.update(leads).set(row).where(eq(leads.id, row.id));
  },

  async crmIdOf(executor: DbExecutor, leadId: string): Promise<string | null> {
    const [row] = await executor.select({ crmId: leads.crmId }).from(leads).where(eq(leads.id, leadId));
    return row?.crmId ?? null;
  },

  async setCrmId(executor: DbExecutor, leadId: string, crmId: string): Promise<void> {
    await executor.update(leads).set({ crmId }).where(eq(leads.id, leadId));
  },

  /** Blanks the personal data of the selected leads not anonymised yet; returns them as they now are. */
  async anonymise(tx: DbExecutor, selection: LeadSelection, now: Date): Promise<LeadRow[]> {
    return tx
      .update(leads)
      .set({ ...ANONYMISED_LEAD_FIELDS, anonymisedAt: now, updatedAt: now })
      .where(and(isNull(leads.anonymisedAt), selected(selection)))
      .returning();
  },

  async insertCancelledBasket(executor: DbExecutor, row: CancelledBasketRow): Promise<void> {
    await executor.insert(cancelledBaskets).values(row);
  },

  async insertCancelledProposal(executor: DbExecutor, row: CancelledProposalRow): Promise<void> {
    await executor.insert(cancelledProposals).values(row);
  },

  async basketsOfLeads(executor: DbExecutor, leadIds: readonly string[]): Promise<CancelledBasketRow[]> {
    return executor
      .select()
      .from(cancelledBaskets)
      .where(inArray(cancelledBaskets.leadId, [...leadIds]));
  },

  async proposalsOfBaskets(
    executor: DbExecutor,
    basketIds: readonly string[],
  ): Promise<CancelledProposalRow[]> {
    return executor
      .select()
      .from(cancelledProposals)
      .where(inArray(cancelledProposals.cancelledBasketId, [...basketIds]));
  },

  /**
   * Blanks the reason of the baskets of these leads, and of the baskets without a lead made before
   * `orphansMadeBefore` when given, with their refused proposals'; returns how many baskets.
   */
  async anonymiseBaskets(
    tx: DbExecutor,
    { leadIds, orphansMadeBefore }: { leadIds: readonly string[]; orphansMadeBefore?: Date | undefined },
    now: Date,
  ): Promise<number> {
    const which = or(
      leadIds.length > 0 ? inArray(cancelledBaskets.leadId, [...leadIds]) : undefined,
      orphansMadeBefore
        ? and(isNull(cancelledBaskets.leadId), lt(cancelledBaskets.createdAt, orphansMadeBefore))
        : undefined,
    );
    if (!which) return 0;
    const baskets = await tx
      .update(cancelledBaskets)
      .set({ reason: null, anonymisedAt: now })
      .where(and(isNull(cancelledBaskets.anonymisedAt), which))
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
    return baskets.length;
  },
};

export type LeadsRepository = typeof leadsRepository;
