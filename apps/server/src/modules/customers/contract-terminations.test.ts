import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import type { DatabaseHandle } from '../../db/database.js';
import { gridOperatorUnavailable } from '../../integrations/grid-operators/grid-operator-http.js';
import {
  type TerminationRequest,
  unknownPointForTermination,
} from '../../integrations/grid-operators/grid-operator-provider.js';
import { createContractTerminations } from './contract-terminations.js';
import { customersRepository } from './customers.repository.js';
import { contractTerminations } from './customers.tables.js';

const T0 = new Date('2026-03-10T09:00:00Z');

describe('the terminations queue (a move’s old home at the grid operator)', () => {
  let database: DatabaseHandle;
  let now: Date;
  const clock = { now: () => now };
  const errors: object[] = [];
  const logger = { warn: () => undefined, error: (object: object) => errors.push(object) };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    now = T0;
  });

  const queued = async (fields: Partial<typeof contractTerminations.$inferSelect> = {}) => {
    const orderId = randomUUID();
    await customersRepository.insertTermination(database.db, {
      orderId,
      contractId: randomUUID(),
      energy: 'electricity',
      deliveryPointId: '16180021000887',
      date: '2026-04-15',
      finalReading: null,
      appointment: null,
      status: 'pending',
      operatorReference: null,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      sentAt: null,
      cancelledAt: null,
      ...fields,
    });
    return orderId;
  };
  const row = async (orderId: string) =>
    (
      await database.db.select().from(contractTerminations).where(eq(contractTerminations.orderId, orderId))
    )[0];
  const terminations = (
    requestTermination: (request: TerminationRequest) => Promise<{ reference: string }>,
    cancelTermination: () => Promise<void> = async () => undefined,
  ) =>
    createContractTerminations({
      db: database.db,
      clock,
      gridOperator: { requestTermination, cancelTermination },
      logger,
    });

  it('tries again after 1 min, then 2 min, while the operator is down, and sends once it answers', async () => {
    const orderId = await queued();
    let down = true;
    const calls: string[] = [];
    const queue = terminations(async ({ id }) => {
      calls.push(id);
      if (down) throw gridOperatorUnavailable('enedis');
      return { reference: 'A-RES-1' };
    });
    expect(await queue.sendDue()).toMatchObject({ retried: 1 });
    expect(await row(orderId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(T0.getTime() + 60_000),
    });
    expect(await queue.sendDue()).toMatchObject({ retried: 0, sent: 0 });
    now = new Date(T0.getTime() + 60_000);
    await queue.sendDue();
    expect(await row(orderId)).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(now.getTime() + 120_000),
    });
    down = false;
    now = new Date(now.getTime() + 120_000);
    expect(await queue.sendDue()).toMatchObject({ sent: 1 });
    expect(await row(orderId)).toMatchObject({
      status: 'sent',
      operatorReference: 'A-RES-1',
      attempts: 0,
      nextAttemptAt: null,
    });
    expect(calls).toHaveLength(3);
  });

  it('calls the operator once when two passes run at the same time (the row is leased)', async () => {
    const orderId = await queued();
    let calls = 0;
    let answer: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const operatorReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const queue = terminations(async () => {
      calls += 1;
      reached();
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { reference: 'A-RES-2' };
    });
    const first = queue.sendDue();
    await operatorReached;
    expect(await queue.sendDue()).toEqual({ sent: 0, cancelled: 0, retried: 0, failed: 0 });
    answer();
    expect(await first).toMatchObject({ sent: 1 });
    expect(calls).toBe(1);
    expect((await row(orderId))?.status).toBe('sent');
  });

  it('cancels a termination the operator took while the move was being withdrawn', async () => {
    const orderId = await queued();
    const cancelled: string[] = [];
    const queue = terminations(
      async () => {
        // The withdrawal commits while the operator is still answering.
        await database.db
          .update(contractTerminations)
          .set({ status: 'withdrawn', nextAttemptAt: null })
          .where(eq(contractTerminations.orderId, orderId));
        return { reference: 'A-RES-3' };
      },
      async () => {
        cancelled.push(orderId);
      },
    );
    expect(await queue.sendDue()).toMatchObject({ sent: 1 });
    expect(await row(orderId)).toMatchObject({ status: 'cancelling', operatorReference: 'A-RES-3' });
    expect(await queue.sendDue()).toMatchObject({ cancelled: 1 });
    expect(await row(orderId)).toMatchObject({ status: 'cancelled', nextAttemptAt: null });
    expect(cancelled).toEqual([orderId]);
  });

  it('stops on a refusal for good and tells the back office through the log', async () => {
    const orderId = await queued({ deliveryPointId: '99999999999999' });
    const queue = terminations(() => Promise.reject(unknownPointForTermination()));
    expect(await queue.sendDue()).toMatchObject({ failed: 1 });
    expect(await row(orderId)).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(errors).toContainEqual({ orderId, code: 'DELIVERY_POINT_NOT_FOUND' });
    now = new Date(T0.getTime() + 3_600_000);
    expect(await queue.sendDue()).toMatchObject({ failed: 0, sent: 0 });
  });
});
