import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OrderView } from '@voltaire/domain';
import {
  isResumeLinkExpired,
  RESUME_MESSAGES,
  RESUME_SENDS_PER_REQUESTER_PER_HOUR,
  RESUME_SENDS_PER_TARGET_PER_HOUR,
  RESUME_TOKEN_PATTERN,
  resumeEmail,
  resumeLinkExpiry,
  resumeRefusal,
} from '@voltaire/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, Transaction } from '../../db/database.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import type { CartService, CartView } from '../cart/cart.service.js';
import type { IdempotencyService, StoredResponse } from '../idempotency/idempotency.service.js';
import { JOURNEY_STEPS, type JourneyStep } from '../orders/journey-steps.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { resumeLinks } from './resume.tables.js';

export interface ResumeServiceDeps {
  db: Database;
  clock: Clock;
  idempotency: IdempotencyService;
  outbox: OutboxService;
  orders: OrdersService;
  cart: CartService;
  /** The web app's address: links are `${publicUrl}/reprise/<token>`. */
  publicUrl: string;
  brandName: string;
}

export interface SaveForLaterRequest {
  ownerHash: string;
  email: string;
  /** The caller's IP address: sendings are limited per address (only its hash is kept). */
  requesterIp: string;
  idempotencyKey: string;
  /** The request body, to tell a retry (same body) from a reused key (another body). */
  body: unknown;
  /** A draft someone prepared for the customer: the e-mail says what it holds (see `resumeEmail`). */
  preparedFor?: { subject: string; lines: string[] };
}

export type Restored =
  | { kind: 'order'; order: OrderView; nextStep: JourneyStep | null }
  | { kind: 'cart'; cart: Omit<CartView, 'notifications'>; notifications: string[] };

const HOUR_MS = 3_600_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const LINK_NOT_FOUND = () => new BusinessError('RESUME_LINK_NOT_FOUND', RESUME_MESSAGES.notFound);

/** Too many sendings: the attempt is rolled back and, unlike a refusal, not kept for its idempotency key. */
class SendingsExhausted extends Error {}

export function createResumeService({
  db,
  clock,
  idempotency,
  outbox,
  orders,
  cart,
  publicUrl,
  brandName,
}: ResumeServiceDeps) {
  const sendingsSince = async (tx: Transaction, condition: ReturnType<typeof eq>) => {
    const since = new Date(clock.now().getTime() - HOUR_MS);
    const [row] = await tx
      .select({ n: count() })
      .from(resumeLinks)
      .where(and(condition, gte(resumeLinks.createdAt, since)));
    return row?.n ?? 0;
  };

  /** Creates the link and queues its e-mail, in the transaction of the request. */
  const send = async (
    tx: Transaction,
    target: { orderId: string } | { cartId: string },
    { email, requesterIp, preparedFor }: Pick<SaveForLaterRequest, 'email' | 'requesterIp' | 'preparedFor'>,
  ): Promise<StoredResponse> => {
    const requesterHash = sha256(`ip:${requesterIp}`);
    const targetCondition =
      'orderId' in target ? eq(resumeLinks.orderId, target.orderId) : eq(resumeLinks.cartId, target.cartId);
    if (
      (await sendingsSince(tx, targetCondition)) >= RESUME_SENDS_PER_TARGET_PER_HOUR ||
      (await sendingsSince(tx, eq(resumeLinks.requesterHash, requesterHash))) >=
        RESUME_SENDS_PER_REQUESTER_PER_HOUR
    ) {
      throw new SendingsExhausted();
    }
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = resumeLinkExpiry(now);
    const to = email.toLowerCase();
    await tx.insert(resumeLinks).values({
      id: randomUUID(),
      tokenHash: sha256(token),
      orderId: 'orderId' in target ? target.orderId : null,
      cartId: 'cartId' in target ? target.cartId : null,
      email: to,
      requesterHash,
      createdAt: now,
      expiresAt,
      lastUsedAt: null,
    });
    const message = resumeEmail({
      kind: 'orderId' in target ? 'order' : 'cart',
      url: `${publicUrl.replace(/\/+$/, '')}/reprise/${token}`,
      expiresAt,
      brandName,
      ...(preparedFor ? { preparedFor } : {}),
    });
    await outbox.enqueueEmail(tx, { purpose: 'resume-link', to, ...message });
    return { status: 200, body: envelope({ sent: true, expiresAt: expiresAt.toISOString() }) };
  };

  /** The caller's order, locked, and still a draft: only a draft is saved for later. */
  const lockResumable = async (tx: Transaction, orderId: string, ownerHash: string) => {
    const order = await orders.lockOwn(tx, orderId, ownerHash);
    const refusal = resumeRefusal(order.status);
    if (refusal) throw new BusinessError(refusal.code, refusal.message);
    return order;
  };

  const runOnce = async (
    scope: string,
    request: SaveForLaterRequest,
    handler: (tx: Transaction) => Promise<StoredResponse>,
  ) => {
    try {
      return await idempotency.run(
        { scope: `${scope}:${request.ownerHash}`, key: request.idempotencyKey, body: request.body },
        handler,
      );
    } catch (error) {
      if (!(error instanceof SendingsExhausted)) throw error;
      throw new BusinessError('TOO_MANY_RESUME_LINKS', RESUME_MESSAGES.tooManySendings);
    }
  };

  return {
    /** Save for later: e-mails a link that resumes this draft on any device, for 30 days. */
    async saveOrderForLater(request: SaveForLaterRequest & { orderId: string }) {
      return runOnce('resume-link:order', request, async (tx) => {
        const order = await lockResumable(tx, request.orderId, request.ownerHash);
        return send(tx, { orderId: order.id }, request);
      });
    },

    /** Sync and save: the step's data is saved first (checked by its rules), then the link is sent. */
    async syncAndSaveOrder(
      request: SaveForLaterRequest & { orderId: string; step: JourneyStep; data: unknown },
    ) {
      const facts = await orders.factsFor(request.orderId, request.ownerHash, request.data);
      return runOnce('resume-link:sync', request, async (tx) => {
        await orders.saveStep(request.orderId, request.ownerHash, request.step, request.data, {
          executor: tx,
          facts,
        });
        const order = await lockResumable(tx, request.orderId, request.ownerHash);
        return send(tx, { orderId: order.id }, request);
      });
    },

    /** The same for the session's cart, before any order. */
    async saveCartForLater(request: SaveForLaterRequest) {
      return runOnce('resume-link:cart', request, async (tx) => {
        const { id } = await cart.lockSessionCart(tx, request.ownerHash);
        return send(tx, { cartId: id }, request);
      });
    },

    /**
     * Opens a link: its draft (or cart) moves to the caller's session, whatever the device, and the
     * session that had it loses it. Unknown or malformed: 404; expired: 410; no longer a draft: 409.
     */
    async restore(token: string, ownerHash: string): Promise<Restored> {
      if (!RESUME_TOKEN_PATTERN.test(token)) throw LINK_NOT_FOUND();
      const restored = await db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(resumeLinks)
          .where(eq(resumeLinks.tokenHash, sha256(token)))
          .for('update');
        if (!link) throw LINK_NOT_FOUND();
        const now = clock.now();
        if (isResumeLinkExpired(link.expiresAt, now)) {
          throw new BusinessError('RESUME_LINK_EXPIRED', RESUME_MESSAGES.expired);
        }
        await tx.update(resumeLinks).set({ lastUsedAt: now }).where(eq(resumeLinks.id, link.id));
        if (link.orderId) {
          return { kind: 'order' as const, order: await orders.adoptDraft(tx, link.orderId, ownerHash) };
        }
        if (!link.cartId) throw LINK_NOT_FOUND();
        await cart.adoptCart(tx, link.cartId, ownerHash);
        return { kind: 'cart' as const };
      });
      if (restored.kind === 'order') {
        const { order } = restored;
        const nextStep = JOURNEY_STEPS.find((step) => !order.completedSteps.includes(step)) ?? null;
        return { kind: 'order', order, nextStep };
      }
      const { notifications, ...view } = await cart.sessionCart(ownerHash);
      return { kind: 'cart', cart: view, notifications };
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
