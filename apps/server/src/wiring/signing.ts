import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { runEvery } from '../jobs/run-every.js';
import { logJobFailure, runWhileOpen } from '../jobs/while-open.js';
import { createAdminOrInternalAuthorizer } from '../modules/accounts/authorize-admin.js';
import { createContractTerminations } from '../modules/customers/contract-terminations.js';
import { createContractsService } from '../modules/customers/contracts.service.js';
import { createIdempotencyService } from '../modules/idempotency/idempotency.service.js';
import { createAgentOrders } from '../modules/orders/agent-orders.js';
import { ordersRepository } from '../modules/orders/orders.repository.js';
import type { WebSessionOwner } from '../modules/session/web-session-owner.js';
import { createSigningRequestAuthorizer } from '../modules/signing/authorize-signing-request.js';
import { completionRoutes } from '../modules/signing/completion.routes.js';
import { createCompletionService } from '../modules/signing/completion.service.js';
import { signingRoutes } from '../modules/signing/signing.routes.js';
import { createSigningService } from '../modules/signing/signing.service.js';
import { signingAdminRoutes } from '../modules/signing/signing-admin.routes.js';
import { createSigningLinksService } from '../modules/signing/signing-links.service.js';
import { supplierIdentity } from '../modules/signing/supplier.js';
import type { Offers } from './offers.js';
import type { Orders } from './orders.js';
import type { Site } from './site.js';
import type { Staff } from './staff.js';

export interface SigningDeps {
  config: Config;
  db: Database;
  clock: Clock;
  webSessionOwner: WebSessionOwner;
  staff: Staff;
  offers: Offers;
  site: Site;
  orders: Orders;
}

/**
 * Signing and completion (ADR 0010, 0017): contract PDF, one-time code, evidence file, signing links sent by
 * agents, idempotent completion that makes the order a contract, withdrawal.
 */
export async function wireSigning(app: FastifyInstance, deps: SigningDeps) {
  const { config, db, clock, staff, site } = deps;
  const { orders, caller } = deps.orders;
  const supplier = supplierIdentity(config.BRAND_NAME);
  const idempotency = createIdempotencyService({ db, clock });
  // Idempotency keys are kept at least 24 h, then purged hourly (every instance may: it is a plain delete).
  runWhileOpen(app, () => [
    runEvery(3_600_000, () => idempotency.purgeExpired(), logJobFailure(app, 'idempotency purge')),
  ]);
  const signing = createSigningService({
    db,
    clock,
    orders,
    pricing: deps.offers.pricing,
    catalogue: deps.offers.catalogue,
    outbox: site.outbox,
    supplier,
  });
  const agentOrders = createAgentOrders({ db, clock, repository: ordersRepository, orders });
  const links = createSigningLinksService({
    db,
    clock,
    orders,
    grantSigner: agentOrders.grantSigner,
    outbox: site.outbox,
    supplier,
    publicUrl: config.PUBLIC_URL,
    ttlDays: config.SIGNING_LINK_TTL_DAYS,
  });
  await app.register(signingRoutes, { signing, links, webSession: deps.webSessionOwner, idempotency });
  // Existing customers (issue 16): contracts fed by completion, reached by an encrypted link and a one-time code.
  const contracts = createContractsService({ db, clock, orderStatusOf: (id) => orders.statusOf(id) });
  // A move's termination at the grid operator, and its cancellation when the move is withdrawn after it was sent.
  const terminations = createContractTerminations({
    db,
    clock,
    gridOperator: deps.offers.deliveryPoints.terminations,
    logger: app.log,
  });
  const completion = createCompletionService({
    db,
    clock,
    orders,
    signing,
    outbox: site.outbox,
    leads: deps.orders.leads,
    contracts,
    supplier,
    publicUrl: config.PUBLIC_URL,
    afterWithdrawal: () => terminations.sendDueAfterCommit(),
  });
  await app.register(completionRoutes, { completion, idempotency });
  await app.register(signingAdminRoutes, {
    signing,
    links,
    assertAgentOwns: async (request, orderId) => {
      await orders.get(orderId, (await caller.current(request)).key);
    },
    authorizeAdmin: staff.authorizeAdmin,
    authorizeAdminOrInternal: createAdminOrInternalAuthorizer(staff.authorizeAdmin, config.INTERNAL_API_KEY),
    authorizeSigningRequest: createSigningRequestAuthorizer(staff.accounts, config.INTERNAL_API_KEY),
  });
  return { signing, idempotency, agentOrders, links, contracts, terminations, completion };
}

export type Signing = Awaited<ReturnType<typeof wireSigning>>;
