import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { VirusScanner } from '../integrations/virus-scan/virus-scanner.js';
import { runEvery } from '../jobs/run-every.js';
import { logJobFailure, runWhileOpen } from '../jobs/while-open.js';
import { createContractAccess } from '../modules/customers/contract-access.service.js';
import { createContractLinkCipher } from '../modules/customers/contract-link-cipher.js';
import { customersRoutes } from '../modules/customers/customers.routes.js';
import { createMeterPhotos } from '../modules/moving/meter-photo.service.js';
import { movingRoutes } from '../modules/moving/moving.routes.js';
import { createMovingService } from '../modules/moving/moving.service.js';
import { offerChangeRoutes } from '../modules/offer-change/offer-change.routes.js';
import { createOfferChangeService } from '../modules/offer-change/offer-change.service.js';
import { createOfferChangePricing } from '../modules/offer-change/offer-change-pricing.js';
import { createContractChangeOrders } from '../modules/orders/contract-change-orders.js';
import { ORDER_NOT_FOUND } from '../modules/orders/order-change.js';
import { ordersRepository } from '../modules/orders/orders.repository.js';
import {
  RATE_LIMIT_PURGE_INTERVAL_MS,
  type RateLimitService,
} from '../modules/rate-limit/rate-limit.service.js';
import type { WebSessionOwner } from '../modules/session/web-session-owner.js';
import type { Offers } from './offers.js';
import type { Orders } from './orders.js';
import type { Signing } from './signing.js';
import type { Site } from './site.js';
import type { Staff } from './staff.js';

export interface ExistingCustomersDeps {
  config: Config;
  db: Database;
  clock: Clock;
  rateLimits: RateLimitService;
  webSessionOwner: WebSessionOwner;
  scanner: VirusScanner;
  staff: Staff;
  offers: Offers;
  site: Site;
  orders: Orders;
  signing: Signing;
  /** The order documents (field-sales module), where a move's meter photo is kept. */
  documents: Parameters<typeof createMeterPhotos>[0]['documents'];
}

/**
 * Offer change and moving house (ADR 0020): orders of an existing customer, started from the contract that their
 * encrypted link and one-time code opened; the old home's termination goes to the grid operator.
 */
export async function wireExistingCustomers(app: FastifyInstance, deps: ExistingCustomersDeps) {
  const { config, db, clock, offers, signing } = deps;
  const { orders, caller } = deps.orders;
  const { contracts, completion, terminations } = signing;
  const access = createContractAccess({
    db,
    clock,
    // Outside production, a fixed development key keeps the links valid across restarts; production requires its own.
    cipher: createContractLinkCipher(
      config.CONTRACT_LINK_KEY ?? 'voltaire-development-only-contract-link-key',
    ),
    outbox: deps.site.outbox,
    rateLimits: deps.rateLimits,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
  });
  runWhileOpen(app, () => {
    const onError = logJobFailure(app, 'contract job');
    return [
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => contracts.advanceStatuses(), onError),
      runEvery(60_000, () => terminations.sendDue(), onError),
    ];
  });
  const changeOrders = createContractChangeOrders({ db, clock, repository: ordersRepository });
  const pointOf = (energy: 'electricity' | 'gas', id: string) => offers.deliveryPoints.point(energy, id);
  const confirmationOf = (orderId: string, ownerKey: string) => completion.confirmation(orderId, ownerKey);
  await app.register(customersRoutes, {
    access,
    contracts,
    webSession: deps.webSessionOwner,
    authorizeAdmin: deps.staff.authorizeAdmin,
  });
  await app.register(offerChangeRoutes, {
    offerChange: createOfferChangeService({
      clock,
      access,
      contracts,
      pricing: createOfferChangePricing({
        marketOffers: (energy) => offers.catalogue.marketOffers(energy),
        eligibleOffers: async (context, candidates) =>
          (
            await offers.eligibility.eligible(
              context,
              candidates.map((offer) => ({ ...offer, type: 'offer' as const })),
            )
          ).map(({ type: _type, ...offer }) => offer),
        quote: (body) => offers.pricing.quote(body),
      }),
      changeOrders,
      pointOf,
      submit: (orderId, ownerKey) => orders.submit(orderId, ownerKey),
      signUrl: (orderId, ownerKey) => signing.signing.signUrl(orderId, ownerKey),
      requestCallback: (request) => deps.site.callbacks.request(request),
      confirmationOf,
    }),
    caller,
    idempotency: signing.idempotency,
    complete: async (tx, orderId, ownerKey) => {
      const order = await orders.lockOwn(tx, orderId, ownerKey);
      if (order.kind !== 'offerChange') throw ORDER_NOT_FOUND();
      return completion.complete(tx, orderId, ownerKey);
    },
  });
  const moving = createMovingService({
    clock,
    access,
    contracts,
    terminations,
    changeOrders,
    pointOf,
    moveOutAppointments: (query) => offers.deliveryPoints.findMoveOutAppointments(query),
    confirmationOf,
  });
  await app.register(movingRoutes, {
    moving,
    meterPhotos: createMeterPhotos({ documents: deps.documents, changeOrders }),
    scanner: deps.scanner,
    caller,
  });
  return { moving };
}
