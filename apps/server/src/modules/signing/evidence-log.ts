import { createHash } from 'node:crypto';
import {
  type ChainedEvidenceEvent,
  chainEvidenceEvent,
  EVIDENCE_GENESIS_HASH,
  type EvidenceEventType,
  type JsonValue,
} from '@voltaire/domain';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { signingEvents } from './signing.tables.js';

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256')
    .update(typeof data === 'string' ? Buffer.from(data, 'utf8') : data)
    .digest('hex');

type EventRow = typeof signingEvents.$inferSelect;

export const eventOf = (row: EventRow): ChainedEvidenceEvent => ({
  seq: row.seq,
  type: row.type,
  at: row.at.toISOString(),
  data: row.data,
  previousHash: row.previousHash,
  hash: row.hash,
});

/**
 * The audit trail of a signature, appended one hash-chained event at a time. Callers hold the
 * order's row lock, so events of one order are numbered and chained one after the other.
 */
export const evidenceLog = {
  async last(tx: DbExecutor, orderId: string): Promise<ChainedEvidenceEvent | undefined> {
    const [row] = await tx
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.orderId, orderId))
      .orderBy(desc(signingEvents.seq))
      .limit(1);
    return row && eventOf(row);
  },

  async append(
    tx: DbExecutor,
    orderId: string,
    type: EvidenceEventType,
    at: Date,
    data: { [key: string]: JsonValue },
  ): Promise<ChainedEvidenceEvent> {
    const previous = await evidenceLog.last(tx, orderId);
    const event = chainEvidenceEvent(
      previous?.hash ?? EVIDENCE_GENESIS_HASH,
      { seq: (previous?.seq ?? 0) + 1, type, at: at.toISOString(), data },
      sha256Hex,
    );
    await tx.insert(signingEvents).values({ orderId, ...event, at: new Date(event.at) });
    return event;
  },

  async list(executor: DbExecutor, orderId: string): Promise<ChainedEvidenceEvent[]> {
    const rows = await executor
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.orderId, orderId))
      .orderBy(signingEvents.seq);
    return rows.map(eventOf);
  },

  async latestOfType(
    executor: DbExecutor,
    orderId: string,
    type: EvidenceEventType,
  ): Promise<ChainedEvidenceEvent | undefined> {
    const [row] = await executor
      .select()
      .from(signingEvents)
      .where(and(eq(signingEvents.orderId, orderId), eq(signingEvents.type, type)))
      .orderBy(desc(signingEvents.seq))
      .limit(1);
    return row && eventOf(row);
  },

  /** Wrong codes typed for the order since `since`: the hourly limit counts them. */
  async failuresSince(tx: DbExecutor, orderId: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(signingEvents)
      .where(
        and(
          eq(signingEvents.orderId, orderId),
          eq(signingEvents.type, 'code-rejected'),
          gte(signingEvents.at, since),
        ),
      );
    return row?.n ?? 0;
  },
};
