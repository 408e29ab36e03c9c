import {
  type CallContext,
  checkCallConsent,
  completedSteps,
  firstUnfinishedStep,
  type JourneyStep,
  type OrderView,
  type SalesChannel,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { changed } from './order-view.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';
import type { OrdersService } from './orders.service.js';

/** An order as a list of sales shows it: no journey details beyond the customer's name. */
export interface OrderSummary {
  id: string;
  /** The e-mail of the staff member who sells it (null on the web). */
  agentId: string | null;
  reference: string;
  status: OrderRow['status'];
  channel: SalesChannel;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  deliveryPointId: string | null;
  energy: 'electricity' | 'gas' | null;
  offerId: string | null;
  nextStep: JourneyStep | null;
  createdAt: Date;
  updatedAt: Date;
}

const SALES_LIMIT = 500;
const SEARCH_LIMIT = 20;
/** The most sales a partner's report reads at once. */
export const PARTNER_SALES_LIMIT = 5_000;

function summaryOf(row: OrderRow): OrderSummary {
  const { holder, situation, deliveryPoint } = row.journey;
  return {
    id: row.id,
    agentId: row.agentId,
    reference: row.reference,
    status: row.status,
    channel: row.channel,
    customerName: holder ? `${holder.firstName} ${holder.lastName}` : null,
    customerEmail: row.customerEmail,
    customerPhone: holder?.phone ?? null,
    deliveryPointId: row.deliveryPointId,
    energy:
      situation?.energy ?? (deliveryPoint?.mode === 'confirmed' ? deliveryPoint.point.energy : null) ?? null,
    offerId: row.offerId,
    nextStep: row.status === 'draft' ? (firstUnfinishedStep(completedSteps(row.journey)) ?? 'summary') : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export interface AgentOrdersDeps {
  db: Database;
  clock: Clock;
  repository: OrdersRepository;
  orders: Pick<OrdersService, 'changeDraft'>;
}

/** What the agent workspace asks of orders: an agent's own sales, a search among them, the call's context. */
export function createAgentOrders({ db, clock, repository, orders }: AgentOrdersDeps) {
  return {
    async salesSince(agentKey: string, since: Date): Promise<OrderSummary[]> {
      return (await repository.listOwnedSince(db, agentKey, since, SALES_LIMIT)).map(summaryOf);
    },

    /** The sales of a set of agents (their e-mails) started before `until` and worked on since `since`. */
    async salesOfAgents(agentIds: readonly string[], since: Date, until: Date): Promise<OrderSummary[]> {
      return (await repository.listOfAgentsBetween(db, agentIds, since, until, PARTNER_SALES_LIMIT)).map(
        summaryOf,
      );
    },

    async search(agentKey: string, text: string): Promise<OrderSummary[]> {
      return (await repository.searchOwned(db, agentKey, text, SEARCH_LIMIT)).map(summaryOf);
    },

    /** How the sale began (an inbound call, or the prospect's dated consent to be called); drafts only. */
    setCall(id: string, agentKey: string, call: CallContext): Promise<OrderView> {
      return orders.changeDraft(
        id,
        agentKey,
        async (_tx, row) => {
          const checked = checkCallConsent(row.channel, call, toIsoDateInTimeZone(clock.now()));
          if (!checked.ok)
            throw new BusinessError(checked.code, checked.message, [
              { code: checked.code, message: checked.message, field: 'consentDate' },
            ]);
          return changed(row, clock.now(), { journey: { ...row.journey, call } });
        },
        { facts: 'none', writesElsewhere: () => false },
      );
    },

    /** The customer's session that opened the signing link may read and sign the order (signing module). */
    grantSigner: (tx: DbExecutor, id: string, signerKey: string) => repository.setSigner(tx, id, signerKey),
  };
}

export type AgentOrders = ReturnType<typeof createAgentOrders>;
