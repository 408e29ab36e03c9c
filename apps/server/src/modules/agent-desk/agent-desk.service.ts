import {
  AGENT_SALE_STATUSES,
  type AgentSale,
  type AgentSales,
  agentSaleStatus,
  type CallbackView,
  type CallContext,
  maskEmail,
  maskPhone,
  ORDER_STATUS_LABELS,
  type OrderView,
  type ProspectMatch,
  type SalesPeriod,
  type SigningChannel,
  startOfDayInTimeZone,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { CallbacksService } from '../callbacks/callbacks.service.js';
import type { AgentOrders, OrderSummary } from '../orders/agent-orders.js';
import type { OrderOwner } from '../orders/order-view.js';
import type { OrdersService } from '../orders/orders.service.js';
import { linkView, type SentLink, type SigningLinksService } from '../signing/signing-links.service.js';

/** The agent behind a request: their order-owner key, channel and id (their e-mail). */
export type Agent = OrderOwner & { agentId: string };

export interface AgentDeskDeps {
  clock: Clock;
  orders: Pick<OrdersService, 'create' | 'get' | 'submit'>;
  agentOrders: AgentOrders;
  links: SigningLinksService;
  callbacks: CallbacksService;
}

const CALLBACK_STATUS_LABELS = {
  pending: 'Demande de rappel à traiter',
  taken: 'Demande de rappel prise en charge',
};

/** The agent workspace: the agent's sales and their status, search, the call's context, the signing link. */
export function createAgentDesk({ clock, orders, agentOrders, links, callbacks }: AgentDeskDeps) {
  const periodStart = (period: SalesPeriod): Date => {
    const today = toIsoDateInTimeZone(clock.now());
    return startOfDayInTimeZone(period === 'today' ? today : `${today.slice(0, 8)}01`);
  };

  const saleOf = (
    summary: OrderSummary,
    link: SentLink | undefined,
    signedAt: Date | undefined,
    now: Date,
  ): AgentSale => ({
    orderId: summary.id,
    reference: summary.reference,
    status: agentSaleStatus({ status: summary.status, signedAt: signedAt ?? null }, link ?? null, now),
    orderStatus: summary.status,
    channel: summary.channel,
    customerName: summary.customerName,
    energy: summary.energy,
    offerId: summary.offerId,
    nextStep: summary.nextStep,
    signingLink: link ? linkView(link) : null,
    createdAt: summary.createdAt.toISOString(),
    updatedAt: summary.updatedAt.toISOString(),
  });

  const orderMatch = (summary: OrderSummary): ProspectMatch => ({
    kind: 'order',
    id: summary.id,
    reference: summary.reference,
    name: summary.customerName,
    phone: summary.customerPhone ? maskPhone(summary.customerPhone) : null,
    email: summary.customerEmail ? maskEmail(summary.customerEmail) : null,
    deliveryPointId: summary.deliveryPointId,
    status: ORDER_STATUS_LABELS[summary.status],
    updatedAt: summary.updatedAt.toISOString(),
  });

  const callbackMatch = (request: CallbackView): ProspectMatch => ({
    kind: 'callback',
    id: request.id,
    reference: null,
    name: `${request.firstName} ${request.lastName}`,
    phone: maskPhone(request.phone),
    email: null,
    deliveryPointId: null,
    status: CALLBACK_STATUS_LABELS[request.status],
    updatedAt: request.requestedAt,
  });

  return {
    async sales(agent: Agent, period: SalesPeriod): Promise<AgentSales> {
      const summaries = await agentOrders.salesSince(agent.key, periodStart(period));
      const ids = summaries.map(({ id }) => id);
      const [latestLinks, signedAt] = await Promise.all([links.latestOf(ids), links.signedAtOf(ids)]);
      const now = clock.now();
      const sales = summaries.map((summary) =>
        saleOf(summary, latestLinks.get(summary.id), signedAt.get(summary.id), now),
      );
      const counts = Object.fromEntries(
        AGENT_SALE_STATUSES.map((status) => [status, 0]),
      ) as AgentSales['counts'];
      for (const sale of sales) counts[sale.status] += 1;
      return { period, counts, sales };
    },

    /** The agent's own sales, and (telesales) their channel's call-back requests. */
    async search(agent: Agent, text: string): Promise<ProspectMatch[]> {
      const own = (await agentOrders.search(agent.key, text)).map(orderMatch);
      if (agent.channel !== 'telesales') return own;
      return [...own, ...(await callbacks.search(text)).map(callbackMatch)];
    },

    setCall: (agent: Agent, orderId: string, call: CallContext): Promise<OrderView> =>
      agentOrders.setCall(orderId, agent.key, call),

    /** Submits a draft (every rule of the order engine, the call's consent included), then sends the link. */
    async sendSigningLink(agent: Agent, orderId: string, channel: SigningChannel) {
      const order = await orders.get(orderId, agent.key);
      if (order.status === 'draft') await orders.submit(orderId, agent.key);
      return links.send(orderId, channel, `conseiller ${agent.agentId} (${agent.channel})`);
    },

    callbacks: (agent: Agent) => callbacks.queue(agent.agentId),

    /** Takes a call-back request: a telesales draft whose call context is the request itself. */
    takeCallback: (agent: Agent, id: string) =>
      callbacks.take(id, agent.agentId, async (request) => {
        const order = await orders.create(agent, {
          holder: { firstName: request.firstName, lastName: request.lastName, phone: request.phone },
        });
        return agentOrders.setCall(order.id, agent.key, {
          direction: 'outbound',
          consentSource: 'callbackRequest',
          consentDate: toIsoDateInTimeZone(new Date(request.requestedAt)),
        });
      }),
  };
}

export type AgentDesk = ReturnType<typeof createAgentDesk>;
