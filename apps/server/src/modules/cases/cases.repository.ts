import { type CaseListQuery, type CaseStatus, findContactTheme } from '@voltaire/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/database.js';
import { caseAttachments, caseCrmJobs, caseNotes, caseReplies, cases } from './cases.tables.js';

export type CaseRow = typeof cases.$inferSelect;

const iso = (date: Date) => date.toISOString();
const themeLabel = (themeId: string) => findContactTheme(themeId)?.label ?? themeId;

export function summaryOf(row: CaseRow, attachmentCount: number) {
  return {
    id: row.id,
    number: row.number,
    themeId: row.themeId,
    themeLabel: themeLabel(row.themeId),
    channel: row.channel,
    status: row.status,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    assignee: row.assignee,
    attachmentCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Queries of the cases module, named after what they return; the executor (db or transaction) passed in. */
export const casesRepository = {
  async nextSequence(tx: DbExecutor): Promise<number> {
    const [row] = rowsOf<{ value: string }>(
      await tx.execute(sql`select nextval('case_number_seq') as value`),
    );
    return Number(row?.value);
  },

  async insert(tx: DbExecutor, row: CaseRow): Promise<void> {
    await tx.insert(cases).values(row);
  },

  async find(tx: DbExecutor, id: string, lock = false): Promise<CaseRow | undefined> {
    const query = tx.select().from(cases).where(eq(cases.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async update(tx: DbExecutor, id: string, patch: Partial<CaseRow>): Promise<void> {
    await tx.update(cases).set(patch).where(eq(cases.id, id));
  },

  async summaries(tx: DbExecutor, query: CaseListQuery, limit = 200) {
    const filters: SQL[] = [];
    if (query.status) filters.push(eq(cases.status, query.status));
    if (query.assignee) filters.push(eq(cases.assignee, query.assignee));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      const match = or(
        ilike(cases.number, like),
        ilike(cases.email, like),
        ilike(cases.lastName, like),
        ilike(cases.firstName, like),
      );
      if (match) filters.push(match);
    }
    const rows = await tx
      .select({ row: cases, attachments: count(caseAttachments.id) })
      .from(cases)
      .leftJoin(caseAttachments, eq(caseAttachments.caseId, cases.id))
      .where(filters.length > 0 ? and(...filters) : undefined)
      .groupBy(cases.id)
      .orderBy(desc(cases.createdAt))
      .limit(limit);
    return rows.map(({ row, attachments }) => summaryOf(row, attachments));
  },

  attachmentsOf: (tx: DbExecutor, caseId: string) =>
    tx
      .select()
      .from(caseAttachments)
      .where(eq(caseAttachments.caseId, caseId))
      .orderBy(asc(caseAttachments.uploadedAt)),
  notesOf: (tx: DbExecutor, caseId: string) =>
    tx.select().from(caseNotes).where(eq(caseNotes.caseId, caseId)).orderBy(asc(caseNotes.createdAt)),
  repliesOf: (tx: DbExecutor, caseId: string) =>
    tx.select().from(caseReplies).where(eq(caseReplies.caseId, caseId)).orderBy(asc(caseReplies.sentAt)),
  async crmJobOf(tx: DbExecutor, caseId: string) {
    const [job] = await tx.select().from(caseCrmJobs).where(eq(caseCrmJobs.caseId, caseId));
    return job;
  },

  byEmail: (tx: DbExecutor, email: string) =>
    tx.select().from(cases).where(sql`lower(${cases.email}) = ${email.toLowerCase()}`),

  async statusCounts(tx: DbExecutor): Promise<Record<CaseStatus, number>> {
    const rows = await tx.select({ status: cases.status, n: count() }).from(cases).groupBy(cases.status);
    const counts: Record<CaseStatus, number> = { new: 0, inProgress: 0, answered: 0, closed: 0 };
    for (const { status, n } of rows) counts[status] = n;
    return counts;
  },
};

export { themeLabel };
