import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { createPromoService } from '../modules/promo/promo.service.js';
import { pinCodes, promoCodes } from '../modules/promo/promo.tables.js';
import { DEMO_PROMO_CODES } from './demo-promo-codes.js';
import { seedPromoCodes } from './seed-promo-codes.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describe('seedPromoCodes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedPromoCodes(database.db, clock.now());
  });
  afterAll(() => database.close());

  it('seeds a welcome code, an expired one, one kept to gas offers and a partner pin code', async () => {
    const promo = createPromoService({ db: database.db, clock });
    const check = (code: string, offerId: string) =>
      promo.check(code, { channel: 'web', offerId, customerKey: 'session:test' });
    expect(await check('BIENVENUE', 'elec-fixe')).toMatchObject({ ok: true });
    expect(await check('ETE2025', 'elec-fixe')).toMatchObject({
      ok: false,
      code: 'PROMO_EXPIRED',
      message: 'Ce code promo a expiré.',
    });
    expect(await check('GAZ30', 'elec-fixe')).toMatchObject({ ok: false, code: 'PROMO_NOT_APPLICABLE' });
    expect(await promo.findPin('4821')).toMatchObject({ campaign: 'PARTENAIRES-2026' });
  });

  it('changes nothing on later starts', async () => {
    await seedPromoCodes(database.db, clock.now());
    const [promos] = await database.db.select({ n: count() }).from(promoCodes);
    const [pins] = await database.db.select({ n: count() }).from(pinCodes);
    expect([promos?.n, pins?.n]).toEqual([DEMO_PROMO_CODES.length, 1]);
  });
});
