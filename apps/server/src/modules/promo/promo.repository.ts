import type { PromoCode } from '@voltaire/domain';
import { and, count, eq, gte, lte, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { codeAttempts, pinCodes, promoCodes, promoRedemptions } from './promo.tables.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoRedemptionRow = typeof promoRedemptions.$inferSelect;
export type PinCodeRow = typeof pinCodes.$inferSelect;

/** Uses that still count: reserved or confirmed, not released. */
const liveUsesOf = (code: string, exceptOrderId?: string) =>
  and(
    eq(promoRedemptions.code, code),
    ne(promoRedemptions.status, 'released'),
    exceptOrderId ? ne(promoRedemptions.orderId, exceptOrderId) : undefined,
  );

/** The promo module's queries (promo and PIN codes, redemptions, invalid attempts); the executor is passed in. */
export const promoRepository = {
  async findPromo(executor: DbExecutor, code: string): Promise<PromoCodeRow | undefined> {
    const [row] = await executor.select().from(promoCodes).where(eq(promoCodes.code, code));
    return row;
  },

  /** The code's row, locked (`FOR UPDATE`) until the transaction ends: uses are counted and reserved under it. */
  async lockPromo(tx: DbExecutor, code: string): Promise<PromoCodeRow | undefined> {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
    return row;
  },

  async listPromos(executor: DbExecutor): Promise<PromoCodeRow[]> {
    return executor.select().from(promoCodes).orderBy(promoCodes.code);
  },

  /** Writes the code, or replaces the definition of the one with that code. */
  async upsertPromo(executor: DbExecutor, promo: PromoCode, createdAt: Date): Promise<void> {
    await executor
      .insert(promoCodes)
      .values({ code: promo.code, definition: promo, createdAt })
      .onConflictDoUpdate({ target: promoCodes.code, set: { definition: promo } });
  },

  /** Writes a new code; false when one with that code exists already (nothing is changed then). */
  async insertPromoIfNew(executor: DbExecutor, promo: PromoCode, createdAt: Date): Promise<boolean> {
    const inserted = await executor
      .insert(promoCodes)
      .values({ code: promo.code, definition: promo, createdAt })
      .onConflictDoNothing()
      .returning({ code: promoCodes.code });
    return inserted.length > 0;
  },

  async updatePromoDefinition(executor: DbExecutor, promo: PromoCode): Promise<void> {
    await executor.update(promoCodes).set({ definition: promo }).where(eq(promoCodes.code, promo.code));
  },

  /** Live uses of the code. */
  async countLiveUses(executor: DbExecutor, code: string): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(promoRedemptions).where(liveUsesOf(code));
    return row?.n ?? 0;
  },

  /** Live uses of the code in all and by one customer, leaving out the given order's own. */
  async countLiveUsesBy(
    executor: DbExecutor,
    code: string,
    customerKey: string,
    exceptOrderId?: string,
  ): Promise<{ totalUses: number; customerUses: number }> {
    const live = liveUsesOf(code, exceptOrderId);
    const [total] = await executor.select({ n: count() }).from(promoRedemptions).where(live);
    const [customer] = await executor
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(live, eq(promoRedemptions.customerKey, customerKey)));
    return { totalUses: total?.n ?? 0, customerUses: customer?.n ?? 0 };
  },

  /** Moves the order's live use to this code and customer, reserved again; false when the order has none. */
  async renewOrderRedemption(
    tx: DbExecutor,
    orderId: string,
    use: { code: string; customerKey: string },
  ): Promise<boolean> {
    const [held] = await tx
      .update(promoRedemptions)
      .set({ code: use.code, customerKey: use.customerKey, status: 'reserved' })
      .where(and(eq(promoRedemptions.orderId, orderId), ne(promoRedemptions.status, 'released')))
      .returning({ id: promoRedemptions.id });
    return held !== undefined;
  },

  async insertRedemption(tx: DbExecutor, row: PromoRedemptionRow): Promise<void> {
    await tx.insert(promoRedemptions).values(row);
  },

  async releaseRedemptionsOf(tx: DbExecutor, orderId: string): Promise<void> {
    await tx
      .update(promoRedemptions)
      .set({ status: 'released' })
      .where(eq(promoRedemptions.orderId, orderId));
  },

  async confirmRedemptionsOf(tx: DbExecutor, orderId: string): Promise<void> {
    await tx
      .update(promoRedemptions)
      .set({ status: 'confirmed' })
      .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, 'reserved')));
  },

  async countAttemptsSince(executor: DbExecutor, subject: string, since: Date): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(codeAttempts)
      .where(and(eq(codeAttempts.subject, subject), gte(codeAttempts.at, since)));
    return row?.n ?? 0;
  },

  async insertAttempts(
    executor: DbExecutor,
    attempts: ReadonlyArray<typeof codeAttempts.$inferInsert>,
  ): Promise<void> {
    await executor.insert(codeAttempts).values([...attempts]);
  },

  async findPin(executor: DbExecutor, pin: string): Promise<PinCodeRow | undefined> {
    const [row] = await executor.select().from(pinCodes).where(eq(pinCodes.code, pin));
    return row;
  },

  async listPins(executor: DbExecutor): Promise<PinCodeRow[]> {
    return executor.select().from(pinCodes).orderBy(pinCodes.campaign, pinCodes.code);
  },

  async upsertPin(executor: DbExecutor, pin: PinCodeRow): Promise<void> {
    await executor.insert(pinCodes).values(pin).onConflictDoUpdate({ target: pinCodes.code, set: pin });
  },

  /** Whether one of the campaign's PIN codes is valid on `day` (an ISO date). */
  async hasPinValidOn(executor: DbExecutor, campaign: string, day: string): Promise<boolean> {
    const [known] = await executor
      .select({ campaign: pinCodes.campaign })
      .from(pinCodes)
      .where(and(eq(pinCodes.campaign, campaign), lte(pinCodes.validFrom, day), gte(pinCodes.validTo, day)))
      .limit(1);
    return known !== undefined;
  },
};

export type PromoRepository = typeof promoRepository;
