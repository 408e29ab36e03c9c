import type { EvidenceEventType } from '@voltaire/domain';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { signingCodes, signingDocuments, signingEvents, signingEvidence } from './signing.tables.js';

export type SigningDocumentRow = typeof signingDocuments.$inferSelect;
export type SigningDocumentKind = SigningDocumentRow['kind'];
export type SigningCodeRow = typeof signingCodes.$inferSelect;
export type SigningEventRow = typeof signingEvents.$inferSelect;
export type SigningEvidenceRow = typeof signingEvidence.$inferSelect;

/** A stored document without its bytes: what the signing page states about it. */
export type SigningDocumentSummary = Pick<
  SigningDocumentRow,
  'kind' | 'sha256' | 'templateId' | 'templateVersion' | 'createdAt'
>;

/**
 * The signing module's queries on what a signature keeps: the documents' bytes, the one-time codes, the
 * evidence events and the sealed evidence file. The executor is passed in; callers hold the order's lock.
 */
export const signingRepository = {
  async findDocument(
    executor: DbExecutor,
    orderId: string,
    kind: SigningDocumentKind,
  ): Promise<SigningDocumentRow | undefined> {
    const [row] = await executor
      .select()
      .from(signingDocuments)
      .where(and(eq(signingDocuments.orderId, orderId), eq(signingDocuments.kind, kind)));
    return row;
  },

  async hasDocument(executor: DbExecutor, orderId: string, kind: SigningDocumentKind): Promise<boolean> {
    const [row] = await executor
      .select({ id: signingDocuments.id })
      .from(signingDocuments)
      .where(and(eq(signingDocuments.orderId, orderId), eq(signingDocuments.kind, kind)));
    return row !== undefined;
  },

  async documentSummariesOf(executor: DbExecutor, orderId: string): Promise<SigningDocumentSummary[]> {
    return executor
      .select({
        kind: signingDocuments.kind,
        sha256: signingDocuments.sha256,
        templateId: signingDocuments.templateId,
        templateVersion: signingDocuments.templateVersion,
        createdAt: signingDocuments.createdAt,
      })
      .from(signingDocuments)
      .where(eq(signingDocuments.orderId, orderId));
  },

  async insertDocument(executor: DbExecutor, row: SigningDocumentRow): Promise<void> {
    await executor.insert(signingDocuments).values(row);
  },

  /** Stores the document unless the order has one of that kind already (`ON CONFLICT DO NOTHING`); true if stored. */
  async insertDocumentIfNone(executor: DbExecutor, row: SigningDocumentRow): Promise<boolean> {
    const inserted = await executor
      .insert(signingDocuments)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: signingDocuments.id });
    return inserted.length > 0;
  },

  /** The order's latest code (the one that counts); with `lock`, held (`FOR UPDATE`) until the transaction ends. */
  async latestCode(
    executor: DbExecutor,
    orderId: string,
    { lock = false } = {},
  ): Promise<SigningCodeRow | undefined> {
    const query = executor
      .select()
      .from(signingCodes)
      .where(eq(signingCodes.orderId, orderId))
      .orderBy(desc(signingCodes.createdAt))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insertCode(executor: DbExecutor, row: SigningCodeRow): Promise<void> {
    await executor.insert(signingCodes).values(row);
  },

  async updateCode(
    executor: DbExecutor,
    id: string,
    changes: Partial<Pick<SigningCodeRow, 'wrongAttempts' | 'usedAt'>>,
  ): Promise<void> {
    await executor.update(signingCodes).set(changes).where(eq(signingCodes.id, id));
  },

  /** The order's last evidence event. */
  async lastEvent(executor: DbExecutor, orderId: string): Promise<SigningEventRow | undefined> {
    const [row] = await executor
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.orderId, orderId))
      .orderBy(desc(signingEvents.seq))
      .limit(1);
    return row;
  },

  async lastEventOfType(
    executor: DbExecutor,
    orderId: string,
    type: EvidenceEventType,
  ): Promise<SigningEventRow | undefined> {
    const [row] = await executor
      .select()
      .from(signingEvents)
      .where(and(eq(signingEvents.orderId, orderId), eq(signingEvents.type, type)))
      .orderBy(desc(signingEvents.seq))
      .limit(1);
    return row;
  },

  /** The order's evidence events, in sequence. */
  async eventsOf(executor: DbExecutor, orderId: string): Promise<SigningEventRow[]> {
    return executor
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.orderId, orderId))
      .orderBy(signingEvents.seq);
  },

  async insertEvent(executor: DbExecutor, row: SigningEventRow): Promise<void> {
    await executor.insert(signingEvents).values(row);
  },

  async countEventsSince(
    executor: DbExecutor,
    orderId: string,
    type: EvidenceEventType,
    since: Date,
  ): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(signingEvents)
      .where(
        and(eq(signingEvents.orderId, orderId), eq(signingEvents.type, type), gte(signingEvents.at, since)),
      );
    return row?.n ?? 0;
  },

  async findEvidence(executor: DbExecutor, orderId: string): Promise<SigningEvidenceRow | undefined> {
    const [row] = await executor.select().from(signingEvidence).where(eq(signingEvidence.orderId, orderId));
    return row;
  },

  async insertEvidence(executor: DbExecutor, row: SigningEvidenceRow): Promise<void> {
    await executor.insert(signingEvidence).values(row);
  },

  /** When each of these orders was signed (its evidence sealed), for those that were. */
  async signedAtOf(executor: DbExecutor, orderIds: readonly string[]): Promise<Map<string, Date>> {
    if (orderIds.length === 0) return new Map();
    const rows = await executor
      .select({ orderId: signingEvidence.orderId, signedAt: signingEvidence.createdAt })
      .from(signingEvidence)
      .where(inArray(signingEvidence.orderId, [...orderIds]));
    return new Map(rows.map((row) => [row.orderId, row.signedAt]));
  },
};

export type SigningRepository = typeof signingRepository;
