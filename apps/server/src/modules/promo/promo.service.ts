import { randomUUID } from 'node:crypto';
import {
  decidePromoRedemption,
  type PromoCode,
  type PromoEffect,
  type PromoRequest,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { and, count, eq, gte, lte, ne } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { codeAttempts, pinCodes, promoCodes, promoRedemptions } from './promo.tables.js';

const ATTEMPT_WINDOW_MS = 10 * 60_000;
const MAX_INVALID_ATTEMPTS = 10;

export interface RedemptionContext extends Omit<PromoRequest, 'today'> {
  orderId: string;
  /** The customer's e-mail once known, else their session: the per-customer limit counts on it. */
  customerKey: string;
}

export function createPromoService({ db, clock }: { db: Database; clock: Clock }) {
  const today = () => toIsoDateInTimeZone(clock.now());

  /** Live uses of the code, leaving out the given order's own (re-applying a code is not a second use). */
  const usage = async (tx: DbExecutor, code: string, customerKey: string, orderId?: string) => {
    const live = and(
      eq(promoRedemptions.code, code),
      ne(promoRedemptions.status, 'released'),
      orderId ? ne(promoRedemptions.orderId, orderId) : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(promoRedemptions).where(live);
    const [customer] = await tx
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(live, eq(promoRedemptions.customerKey, customerKey)));
    return { totalUses: total?.n ?? 0, customerUses: customer?.n ?? 0 };
  };

  return {
    /** Brute force: 429 once a session or an address has typed 10 invalid codes in 10 minutes. */
    async assertNotBlocked(subjects: string[]): Promise<void> {
      const since = new Date(clock.now().getTime() - ATTEMPT_WINDOW_MS);
      for (const subject of subjects) {
        const [row] = await db
          .select({ n: count() })
          .from(codeAttempts)
          .where(and(eq(codeAttempts.subject, subject), gte(codeAttempts.at, since)));
        if ((row?.n ?? 0) >= MAX_INVALID_ATTEMPTS) {
          throw new BusinessError(
            'TOO_MANY_ATTEMPTS',
            'Trop de codes invalides. Réessayez dans quelques minutes.',
          );
        }
      }
    },

    async recordInvalidAttempt(subjects: string[]): Promise<void> {
      const at = clock.now();
      await db.insert(codeAttempts).values(subjects.map((subject) => ({ id: randomUUID(), subject, at })));
    },

    /** The price effect of a code, labelled with the code, for the quote of an order that holds it. */
    async effectOf(code: string): Promise<PromoEffect | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row ? { ...row.definition.effect, label: code } : undefined;
    },

    /** Whether a code could be used now (is-code-promo-valid): nothing is reserved. */
    async check(code: string, context: Omit<RedemptionContext, 'orderId'> & { orderId?: string }) {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return decidePromoRedemption(
        row?.definition,
        {
          today: today(),
          channel: context.channel,
          ...(context.offerId ? { offerId: context.offerId } : {}),
        },
        await usage(db, code, context.customerKey, context.orderId),
      );
    },

    /**
     * Reserves one use of the code for the order, inside the caller's transaction. The code's row is
     * locked while usage is counted and the reservation written, so the limits hold exactly across
     * concurrent requests and app instances.
     */
    async reserve(tx: DbExecutor, code: string, context: RedemptionContext) {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
      const decision = decidePromoRedemption(
        row?.definition,
        {
          today: today(),
          channel: context.channel,
          ...(context.offerId ? { offerId: context.offerId } : {}),
        },
        await usage(tx, code, context.customerKey, context.orderId),
      );
      if (!decision.ok) return decision;
      // One live use per order: checking again (another holder, another offer) updates it in place.
      const [held] = await tx
        .update(promoRedemptions)
        .set({ code, customerKey: context.customerKey, status: 'reserved' })
        .where(and(eq(promoRedemptions.orderId, context.orderId), ne(promoRedemptions.status, 'released')))
        .returning({ id: promoRedemptions.id });
      if (held) return decision;
      await tx.insert(promoRedemptions).values({
        id: randomUUID(),
        code,
        orderId: context.orderId,
        customerKey: context.customerKey,
        status: 'reserved',
        createdAt: clock.now(),
      });
      return decision;
    },

    /** When an order is cancelled or withdrawn, its code can be used again. */
    async release(tx: DbExecutor, orderId: string): Promise<void> {
      await tx
        .update(promoRedemptions)
        .set({ status: 'released' })
        .where(eq(promoRedemptions.orderId, orderId));
    },

    async confirm(tx: DbExecutor, orderId: string): Promise<void> {
      await tx
        .update(promoRedemptions)
        .set({ status: 'confirmed' })
        .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, 'reserved')));
    },

    async uses(code: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.code, code), ne(promoRedemptions.status, 'released')));
      return row?.n ?? 0;
    },

    async findPin(pin: string) {
      const [row] = await db.select().from(pinCodes).where(eq(pinCodes.code, pin));
      const now = today();
      return row && row.validFrom <= now && now <= row.validTo ? row : undefined;
    },

    /** Whether a campaign exists and is running today (one of the pin codes' campaigns). */
    async isActiveCampaign(executor: DbExecutor, campaign: string): Promise<boolean> {
      const [known] = await executor
        .select({ campaign: pinCodes.campaign })
        .from(pinCodes)
        .where(
          and(
            eq(pinCodes.campaign, campaign),
            lte(pinCodes.validFrom, today()),
            gte(pinCodes.validTo, today()),
          ),
        )
        .limit(1);
      return known !== undefined;
    },

    async savePromo(promo: PromoCode): Promise<void> {
      await db
        .insert(promoCodes)
        .values({ code: promo.code, definition: promo, createdAt: clock.now() })
        .onConflictDoUpdate({ target: promoCodes.code, set: { definition: promo } });
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
