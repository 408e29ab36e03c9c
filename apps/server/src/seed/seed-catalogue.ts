import type { Database } from '../db/database.js';
import type { CatalogueOfferInput } from '../modules/catalogue/catalogue.repository.js';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import {
  DEMO_ADD_ONS,
  DEMO_BOILERS,
  DEMO_DELIVERY_OPTIONS,
  DEMO_OFFERS,
  DEMO_RELAY_POINTS,
} from './demo-catalogue.js';

/**
 * Seeds the demo catalogue at first start, in one transaction (validated by the domain's schemas
 * first). Once the catalogue has offers, it is left alone: running it again changes nothing, and
 * an entry an administrator removed does not come back.
 */
export async function seedCatalogue(
  db: Database,
  extraOffers: readonly CatalogueOfferInput[] = [],
): Promise<void> {
  await db.transaction(async (tx) => {
    const repository = createCatalogueRepository(tx as unknown as Database);
    if ((await repository.listOffers()).length > 0) return;
    await repository.insertMissingOffers([...DEMO_OFFERS, ...extraOffers]);
    await repository.insertMissingAddOns(DEMO_ADD_ONS);
    await repository.insertMissingDeliveryOptions(DEMO_DELIVERY_OPTIONS);
    await repository.insertMissingRelayPoints(DEMO_RELAY_POINTS);
    await repository.insertMissingBoilers(DEMO_BOILERS);
  });
}
