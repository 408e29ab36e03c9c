import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { createIbanCipher, type IbanCipher } from '../modules/orders/iban-cipher.js';
import { SPECIAL_CHANNEL_OFFERS } from './demo-catalogue.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedContent } from './seed-content.js';
import { seedDeliveryPoints } from './seed-delivery-points.js';
import { type DemoLogin, seedDemoAccounts } from './seed-demo-accounts.js';
import { seedDemoCustomers } from './seed-demo-customers.js';
import { seedDemoEligibilityRules } from './seed-demo-eligibility-rules.js';
import { seedGateways } from './seed-gateways.js';
import { seedPromoCodes } from './seed-promo-codes.js';

/** Seeds the demo data on first start; later starts find it in place and change nothing. */
export async function seedDemoData(
  db: Database,
  clock: Clock,
  // The app's development key when none is configured (app.ts), so that the demo IBANs open.
  ibanCipher: IbanCipher = createIbanCipher('voltaire-development-only-iban-key'),
): Promise<DemoLogin[]> {
  // The special channel's offers come with the rules that reserve them to it.
  await seedCatalogue(db, SPECIAL_CHANNEL_OFFERS);
  await seedDemoEligibilityRules(db);
  await seedDeliveryPoints(db, clock);
  await seedPromoCodes(db, clock.now());
  await seedGateways(db, clock.now());
  await seedContent(db, clock);
  await seedDemoCustomers(db, clock, ibanCipher);
  return seedDemoAccounts(db, clock);
}
