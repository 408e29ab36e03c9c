import { randomUUID } from 'node:crypto';
import { CALLBACK_CONSENT_TEXT, type CallbackRequest, type CallbackView } from '@voltaire/domain';
import { asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { callbackRequests } from './callbacks.tables.js';

type CallbackRow = typeof callbackRequests.$inferSelect;

export interface CallbacksServiceDeps {
  db: Database;
  clock: Clock;
}

const QUEUE_LIMIT = 100;
const SEARCH_LIMIT = 20;

const viewOf = (row: CallbackRow): CallbackView => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  slot: row.slot,
  topic: row.topic,
  status: row.takenAt ? 'taken' : 'pending',
  requestedAt: row.requestedAt.toISOString(),
  takenBy: row.takenBy,
  orderId: row.orderId,
});

const NOT_FOUND = () => new BusinessError('NOT_FOUND', 'Demande de rappel introuvable.');
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** Call-back requests from the site, and the telesales queue that works them. */
export function createCallbacksService({ db, clock }: CallbacksServiceDeps) {
  return {
    async request(body: CallbackRequest): Promise<{ id: string }> {
      const id = randomUUID();
      await db.insert(callbackRequests).values({
        id,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        slot: body.slot,
        topic: body.topic || null,
        consentText: CALLBACK_CONSENT_TEXT,
        requestedAt: clock.now(),
      });
      return { id };
    },

    /** The pending requests, oldest first, then those this agent took. */
    async queue(agentId: string): Promise<CallbackView[]> {
      const rows = await db
        .select()
        .from(callbackRequests)
        .where(or(isNull(callbackRequests.takenAt), eq(callbackRequests.takenBy, agentId)))
        .orderBy(sql`${callbackRequests.takenAt} is not null`, asc(callbackRequests.requestedAt))
        .limit(QUEUE_LIMIT);
      return rows.map(viewOf);
    },

    async search(text: string): Promise<CallbackView[]> {
      const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const digits = text.replace(/\D/g, '').replace(/^(33|0)/, '');
      const rows = await db
        .select()
        .from(callbackRequests)
        .where(
          or(
            ilike(sql`${callbackRequests.firstName} || ' ' || ${callbackRequests.lastName}`, pattern),
            ilike(sql`${callbackRequests.lastName} || ' ' || ${callbackRequests.firstName}`, pattern),
            ...(digits.length >= 4
              ? [sql`regexp_replace(${callbackRequests.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`]
              : []),
          ),
        )
        .orderBy(desc(callbackRequests.requestedAt))
        .limit(SEARCH_LIMIT);
      return rows.map(viewOf);
    },

    /**
     * An agent takes a request: claimed first (two agents cannot both take it), then `startOrder` opens the
     * sale outside this module. The same agent taking it again gets the same sale, or a new one if opening
     * it had failed.
     */
    async take(
      id: string,
      agentId: string,
      startOrder: (request: CallbackView) => Promise<{ id: string }>,
    ): Promise<{ orderId: string }> {
      if (!isUuid(id)) throw NOT_FOUND();
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(callbackRequests)
          .where(eq(callbackRequests.id, id))
          .for('update');
        if (!row) throw NOT_FOUND();
        if (row.takenAt && row.takenBy !== agentId) {
          throw new BusinessError(
            'CALLBACK_TAKEN',
            'Cette demande de rappel est déjà prise en charge par un autre conseiller.',
          );
        }
        if (!row.takenAt) {
          await tx
            .update(callbackRequests)
            .set({ takenBy: agentId, takenAt: clock.now() })
            .where(eq(callbackRequests.id, id));
        }
        return row;
      });
      if (claimed.orderId) return { orderId: claimed.orderId };
      const order = await startOrder(viewOf(claimed));
      await db.update(callbackRequests).set({ orderId: order.id }).where(eq(callbackRequests.id, id));
      return { orderId: order.id };
    },
  };
}

export type CallbacksService = ReturnType<typeof createCallbacksService>;
