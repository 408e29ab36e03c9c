import { describePriceChange, OFFER_KINDS, type OfferKind } from '@voltaire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { taggedTextOf } from './pdf-inspection.js';
import { submittedOrder } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const now = new Date('2026-11-22T10:00:00Z');

/**
 * An electricity offer of the demo catalogue for each kind it sells; the regulated tariff is only the reference
 * the offers are compared with, no order can choose it.
 */
const OFFER_OF_KIND = {
  fixed: 'elec-fixe',
  indexed: 'elec-indexe',
  green: 'elec-vert',
} as const satisfies Record<SoldKind, string>;
type SoldKind = Exclude<OfferKind, 'regulated'>;
const SOLD_KINDS = OFFER_KINDS.filter((kind): kind is SoldKind => kind !== 'regulated');

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the contract says how the price may change as the pre-contract information did', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it.each(SOLD_KINDS)('an offer of kind %s: « Évolution des prix » in the domain’s words', async (kind) => {
    const order = await submittedOrder(t.app, {
      steps: { ...VALID_STEPS, situation: { ...VALID_STEPS.situation, offerId: OFFER_OF_KIND[kind] } },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/signing/${order.id}/document.pdf`,
      cookies: order.cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { elements } = await taggedTextOf(response.rawPayload);
    const text = oneLine(elements.map((element) => element.text).join(' '));
    expect(text).toContain(oneLine(`Évolution des prix ${describePriceChange(kind)}`));
  });
});
