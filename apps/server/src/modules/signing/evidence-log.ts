import { createHash } from 'node:crypto';
import {
  type ChainedEvidenceEvent,
  chainEvidenceEvent,
  EVIDENCE_GENESIS_HASH,
  type EvidenceEventType,
  type JsonValue,
} from '@voltaire/domain';
import type { DbExecutor } from '../../db/database.js';
import { signingRepository as repository, type SigningEventRow } from './signing.repository.js';

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256')
    .update(typeof data === 'string' ? Buffer.from(data, 'utf8') : data)
    .digest('hex');

export const eventOf = (row: SigningEventRow): ChainedEvidenceEvent => ({
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
    const row = await repository.lastEvent(tx, orderId);
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
    await repository.insertEvent(tx, { orderId, ...event, at: new Date(event.at) });
    return event;
  },

  async list(executor: DbExecutor, orderId: string): Promise<ChainedEvidenceEvent[]> {
    return (await repository.eventsOf(executor, orderId)).map(eventOf);
  },

  async latestOfType(
    executor: DbExecutor,
    orderId: string,
    type: EvidenceEventType,
  ): Promise<ChainedEvidenceEvent | undefined> {
    const row = await repository.lastEventOfType(executor, orderId, type);
    return row && eventOf(row);
  },

  /** Wrong codes typed for the order since `since`: the hourly limit counts them. */
  failuresSince: (tx: DbExecutor, orderId: string, since: Date): Promise<number> =>
    repository.countEventsSince(tx, orderId, 'code-rejected', since),
};
