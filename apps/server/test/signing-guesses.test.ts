import { randomInt } from 'node:crypto';
import { compileRules } from '@voltaire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.js';
import { createCatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { createInterventionsRepository } from '../src/modules/delivery-points/interventions.repository.js';
import { createLeadsService } from '../src/modules/leads/leads.service.js';
import { createIbanCipher } from '../src/modules/orders/iban-cipher.js';
import { createOrderChecks } from '../src/modules/orders/order-checks.js';
import { ordersRepository } from '../src/modules/orders/orders.repository.js';
import { createOrdersService } from '../src/modules/orders/orders.service.js';
import { createOutboxService } from '../src/modules/outbox/outbox.service.js';
import { createPricingService } from '../src/modules/pricing/pricing.service.js';
import { createPromoService } from '../src/modules/promo/promo.service.js';
import { hashSessionToken } from '../src/modules/session/session.service.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { createSigningService, type SigningService } from '../src/modules/signing/signing.service.js';
import { signingCodes } from '../src/modules/signing/signing.tables.js';
import { supplierIdentity } from '../src/modules/signing/supplier.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { latestCode, PHONE, submittedOrder } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

/**
 * Brute force against one order, through the service itself (no HTTP, to stay fast). 10,000 random
 * guesses spread over 58 minutes; whenever a code is locked, the attacker asks for a new one as soon as
 * the 60-second cool-down allows. Only guesses that reach the comparison can succeed: at most 5 per
 * code and 100 per hour per order, so the chance of a success here is about 100 in a million.
 */
const compileEmptyRules = () => {
  const compiled = compileRules({ version: 1, predicates: [], compositions: [], attachments: [] });
  if (!compiled.ok) throw new Error('empty rules');
  return compiled.value;
};

describe('10,000 random code guesses against one order', () => {
  let t: TestApp;
  let signing: SigningService;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    const { db } = t.database;
    await seedCatalogue(db);
    const catalogue = createCatalogueService({ catalogueRepository: createCatalogueRepository(db), clock });
    signing = createSigningService({
      db,
      clock,
      orders: createOrdersService({
        db,
        clock,
        repository: ordersRepository,
        // Only the signing code is under test here: every offer is eligible, every meter live.
        checks: createOrderChecks({
          clock,
          marketOffers: () => catalogue.marketOffers(),
          compiledRules: async () => compileEmptyRules(),
          findDeliveryPoint: async () => ({ status: 'active' }),
          refuseUnknownPoints: false,
        }),
        promo: createPromoService({ db, clock }),
        leads: createLeadsService({ db, clock }),
        ibanCipher: createIbanCipher('voltaire-development-only-iban-key'),
        appointments: createInterventionsRepository(db),
      }),
      pricing: createPricingService({ catalogue }),
      catalogue,
      outbox: createOutboxService({ db, clock, logger: t.app.log }),
      supplier: supplierIdentity('Voltaire Énergie'),
    });
  });
  afterAll(() => t.close());

  it('none succeeds; each code is compared at most 5 times and the order at most 100 times an hour', async () => {
    const order = await submittedOrder(t.app);
    const ownerHash = hashSessionToken(order.cookies[SESSION_COOKIES.webApp] as string);
    const client = { ip: '198.51.100.66', userAgent: 'brute-force' };
    const tally = {
      guesses: 0,
      evaluated: 0,
      successes: 0,
      codesSent: 0,
      refusals: {} as Record<string, number>,
    };
    let needsCode = true;
    let nextSendAt = 0;
    for (let guess = 0; guess < 10_000; guess += 1) {
      if (needsCode && now.getTime() >= nextSendAt) {
        const sent = await signing.sendCode(order.id, ownerHash, 'sms', client);
        if (sent.ok) {
          tally.codesSent += 1;
          needsCode = false;
        }
        // The attacker waits for the cool-down (or a minute once blocked) rather than asking in vain.
        nextSendAt =
          sent.ok || !sent.resendAvailableAt ? now.getTime() + 60_000 : Date.parse(sent.resendAvailableAt);
      }
      const outcome = await signing.sign({
        orderId: order.id,
        ownerHash,
        code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        client,
      });
      tally.guesses += 1;
      if (outcome.ok) {
        tally.successes += 1;
        break;
      }
      if (outcome.evaluated) tally.evaluated += 1;
      else tally.refusals[outcome.code] = (tally.refusals[outcome.code] ?? 0) + 1;
      if (outcome.code === 'SIGNING_CODE_LOCKED' || outcome.code === 'SIGNING_CODE_EXPIRED') needsCode = true;
      advance(350);
    }
    console.info(`10,000 guesses: ${JSON.stringify(tally)}`);

    expect(tally.successes).toBe(0);
    expect(tally.guesses).toBe(10_000);
    expect(tally.evaluated).toBe(100);
    expect(tally.codesSent).toBe(20);
    const codes = await t.database.db.select().from(signingCodes).where(eq(signingCodes.orderId, order.id));
    expect(codes).toHaveLength(20);
    expect(codes.every((code) => code.wrongAttempts === 5 && code.usedAt === null)).toBe(true);
    expect(Object.keys(tally.refusals).sort()).toEqual(['SIGNING_CODE_LOCKED', 'SIGNING_TOO_MANY_FAILURES']);
    expect((tally.refusals.SIGNING_CODE_LOCKED ?? 0) + (tally.refusals.SIGNING_TOO_MANY_FAILURES ?? 0)).toBe(
      9_900,
    );

    // Blocked for the hour, not for ever: an hour after the first failures, the customer signs.
    advance(3_600_000);
    const sent = await signing.sendCode(order.id, ownerHash, 'sms', client);
    expect(sent.ok).toBe(true);
    const signed = await signing.sign({
      orderId: order.id,
      ownerHash,
      code: await latestCode(t.database.db, PHONE, order),
      client,
    });
    expect(signed.ok && signed.state.status).toBe('signed');
  }, 300_000);
});
