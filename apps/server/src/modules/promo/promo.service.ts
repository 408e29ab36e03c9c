import { randomUUID } from 'node:crypto';
import {
  decidePromoRedemption,
  type PromoCode,
  type PromoEffect,
  type PromoRequest,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { promoRepository as repository } from './promo.repository.js';

const ATTEMPT_WINDOW_MS = 10 * 60_000;
const MAX_INVALID_ATTEMPTS = 10;

export interface RedemptionContext extends Omit<PromoRequest, 'today'> {
  orderId: string;
  /** The customer's e-mail once known, else their session: the per-customer limit counts on it. */
  customerKey: string;
}

export function createPromoService({ db, clock }: { db: Database; clock: Clock }) {
  const today = () => toIsoDateInTimeZone(clock.now());
  const requestOf = ({ channel, offerId }: Omit<PromoRequest, 'today'>): PromoRequest => ({
    today: today(),
    channel,
    ...(offerId ? { offerId } : {}),
  });

  return {
    /** Brute force: 429 once a session or an address has typed 10 invalid codes in 10 minutes. */
    async assertNotBlocked(subjects: string[]): Promise<void> {
      const since = new Date(clock.now().getTime() - ATTEMPT_WINDOW_MS);
      for (const subject of subjects) {
        if ((await repository.countAttemptsSince(db, subject, since)) >= MAX_INVALID_ATTEMPTS) {
          throw new BusinessError(
            'TOO_MANY_ATTEMPTS',
            'Trop de codes invalides. Réessayez dans quelques minutes.',
          );
        }
      }
    },

    async recordInvalidAttempt(subjects: string[]): Promise<void> {
      const at = clock.now();
      await repository.insertAttempts(
        db,
        subjects.map((subject) => ({ id: randomUUID(), subject, at })),
      );
    },

    /** The price effect of a code, labelled with the code, for the quote of an order that holds it. */
    async effectOf(code: string): Promise<PromoEffect | undefined> {
      const row = await repository.findPromo(db, code);
      return row ? { ...row.definition.effect, label: code } : undefined;
    },

    /** Whether a code could be used now (is-code-promo-valid): nothing is reserved. */
    async check(code: string, context: Omit<RedemptionContext, 'orderId'> & { orderId?: string }) {
      const row = await repository.findPromo(db, code);
      return decidePromoRedemption(
        row?.definition,
        requestOf(context),
        await repository.countLiveUsesBy(db, code, context.customerKey, context.orderId),
      );
    },

    /**
     * Reserves one use of the code for the order, inside the caller's transaction. The code's row is
     * locked while usage is counted and the reservation written, so the limits hold exactly across
     * concurrent requests and app instances.
     */
    async reserve(tx: DbExecutor, code: string, context: RedemptionContext) {
      const row = await repository.lockPromo(tx, code);
      const decision = decidePromoRedemption(
        row?.definition,
        requestOf(context),
        // Re-applying a code to its order is not a second use.
        await repository.countLiveUsesBy(tx, code, context.customerKey, context.orderId),
      );
      if (!decision.ok) return decision;
      // One live use per order: checking again (another holder, another offer) updates it in place.
      const held = await repository.renewOrderRedemption(tx, context.orderId, {
        code,
        customerKey: context.customerKey,
      });
      if (held) return decision;
      await repository.insertRedemption(tx, {
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
    release: (tx: DbExecutor, orderId: string): Promise<void> => repository.releaseRedemptionsOf(tx, orderId),

    confirm: (tx: DbExecutor, orderId: string): Promise<void> => repository.confirmRedemptionsOf(tx, orderId),

    uses: (code: string): Promise<number> => repository.countLiveUses(db, code),

    async findPin(pin: string) {
      const row = await repository.findPin(db, pin);
      const now = today();
      return row && row.validFrom <= now && now <= row.validTo ? row : undefined;
    },

    /** Whether a campaign exists and is running today (one of the pin codes' campaigns). */
    isActiveCampaign: (executor: DbExecutor, campaign: string): Promise<boolean> =>
      repository.hasPinValidOn(executor, campaign, today()),

    savePromo: (promo: PromoCode): Promise<void> => repository.upsertPromo(db, promo, clock.now()),
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
