import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedContent } from './seed-content.js';
import { seedDeliveryPoints } from './seed-delivery-points.js';
import { type DemoLogin, seedDemoAccounts } from './seed-demo-accounts.js';
import { seedDemoEligibilityRules } from './seed-demo-eligibility-rules.js';
import { seedGateways } from './seed-gateways.js';
import { seedPromoCodes } from './seed-promo-codes.js';

/** Seeds the demo data on first start; later starts find it in place and change nothing. */
export async function seedDemoData(db: Database, clock: Clock): Promise<DemoLogin[]> {
  await seedCatalogue(db);
  await seedDemoEligibilityRules(db);
  await seedDeliveryPoints(db, clock);
  await seedPromoCodes(db, clock.now());
  await seedGateways(db, clock.now());
  await seedContent(db, clock);
  return seedDemoAccounts(db, clock);
}
