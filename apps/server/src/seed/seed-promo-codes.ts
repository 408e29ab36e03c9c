import { PromoCodeSchema } from '@voltaire/domain';
import type { Database } from '../db/database.js';
import { pinCodes, promoCodes } from '../modules/promo/promo.tables.js';
import { DEMO_PIN_CODES, DEMO_PROMO_CODES } from './demo-promo-codes.js';

/**
 * Seeds the demo promo and pin codes, checked by the domain's schema first. A code already there is left as
 * it is (an administrator may have changed it): running it again changes nothing.
 */
export async function seedPromoCodes(db: Database, now: Date): Promise<void> {
  const promos = DEMO_PROMO_CODES.map((promo) => PromoCodeSchema.parse(promo));
  await db.transaction(async (tx) => {
    await tx
      .insert(promoCodes)
      .values(promos.map((promo) => ({ code: promo.code, definition: promo, createdAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(pinCodes)
      .values([...DEMO_PIN_CODES])
      .onConflictDoNothing();
  });
}
