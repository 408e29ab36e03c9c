import type { SalesChannel } from '@voltaire/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { FileStore } from '../integrations/file-store/file-store.js';
import type { VirusScanner } from '../integrations/virus-scan/virus-scanner.js';
import { agentDeskRoutes } from '../modules/agent-desk/agent-desk.routes.js';
import { createAgentDesk } from '../modules/agent-desk/agent-desk.service.js';
import { createAgentAuthorizer } from '../modules/agent-desk/authorize-agent.js';
import { createDocumentViewerAuthorizer } from '../modules/field-sales/authorize-document-viewer.js';
import { createCarSimulationShare } from '../modules/field-sales/car-simulation-share.service.js';
import { fieldSalesRoutes } from '../modules/field-sales/field-sales.routes.js';
import { createOrderDocuments } from '../modules/field-sales/order-documents.service.js';
import { SESSION_COOKIES } from '../modules/session/session-cookies.js';
import type { WebSessionOwner } from '../modules/session/web-session-owner.js';
import { createOnSiteSigning } from '../modules/signing/on-site-signing.service.js';
import type { Offers } from './offers.js';
import type { Orders } from './orders.js';
import type { Signing } from './signing.js';
import type { Site } from './site.js';
import type { Staff } from './staff.js';

export interface ChannelsDeps {
  config: Config;
  db: Database;
  clock: Clock;
  webSessionOwner: WebSessionOwner;
  fileStore: FileStore;
  scanner: VirusScanner;
  staff: Staff;
  offers: Offers;
  site: Site;
  orders: Orders;
  signing: Signing;
}

/**
 * The sales channels' workspaces (ADR 0017, 0018): the agent desk of the five channels, door-to-door documents
 * and on-the-spot signature, the dealership's simulation sent to the buyer, the special channel's catalogue.
 */
export async function wireChannels(app: FastifyInstance, deps: ChannelsDeps) {
  const { config, db, clock, staff, offers, signing } = deps;
  const { orders, leads, resume } = deps.orders;
  const authorizeAgent = createAgentAuthorizer(staff.accounts);
  await app.register(agentDeskRoutes, {
    desk: createAgentDesk({
      clock,
      orders,
      agentOrders: signing.agentOrders,
      links: signing.links,
      callbacks: deps.site.callbacks,
    }),
    authorizeAgent,
  });
  // An order's documents: the door-to-door seller's, a move's meter photo (ADR 0018, 0026).
  const documents = createOrderDocuments({ db, clock, files: deps.fileStore, orders });
  await app.register(fieldSalesRoutes, {
    documents,
    scanner: deps.scanner,
    onSiteSigning: createOnSiteSigning({ db, clock, orders, grantSigner: signing.agentOrders.grantSigner }),
    simulationShare: createCarSimulationShare({
      carSimulation: offers.carSimulation,
      orders,
      leads,
      resume,
      brandName: config.BRAND_NAME,
    }),
    authorizeAgent,
    authorizeDocumentViewer: createDocumentViewerAuthorizer(staff.accounts, authorizeAgent),
    channelCatalogue: (channel) => channelCatalogue(offers, channel),
    sellerOf: async (agent, request) => {
      const seller = await staff.accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip);
      const organisation = seller
        ? (await staff.organisations.list()).find(({ id }) => id === seller.organisationId)
        : undefined;
      return {
        agentId: agent.agentId,
        displayName: seller?.displayName ?? agent.agentId,
        channel: agent.channel,
        organisation: organisation?.name ?? null,
      };
    },
    webSession: deps.webSessionOwner,
  });
  return { documents };
}

/** The market offers a channel may sell, those reserved to it (not on the web) flagged. */
async function channelCatalogue({ catalogue, eligibility }: Offers, channel: SalesChannel) {
  const [summaries, isOpen, isOnWeb, market] = await Promise.all([
    catalogue.offerSummaries(),
    eligibility.openTo(channel),
    eligibility.openTo('web'),
    catalogue.marketOffers(),
  ]);
  const marketIds = new Set(market.map(({ id }) => id));
  return summaries
    .filter(({ id }) => marketIds.has(id) && isOpen({ type: 'offer', id }))
    .map(({ id, name, energy, shortDescription }) => ({
      id,
      name,
      energy,
      shortDescription,
      reserved: !isOnWeb({ type: 'offer', id }),
    }));
}
