import {
  addDays,
  agentSaleStatus,
  filterSales,
  initialsOf,
  maskEmail,
  maskPhone,
  type PartnerSale,
  type SalesQuery,
  type SalesReport,
  startOfDayInTimeZone,
  summarizeSales,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { AgentOrders } from '../orders/agent-orders.js';
import type { SigningLinksService } from '../signing/signing-links.service.js';

export interface PartnerSalesDeps {
  clock: Clock;
  /** The organisation's people (accounts): their sales are the partner's. */
  sellersOf: (organisationId: string) => Promise<{ email: string; displayName: string }[]>;
  agentOrders: Pick<AgentOrders, 'salesOfAgents'>;
  links: Pick<SigningLinksService, 'latestOf' | 'signedAtOf'>;
}

/** A partner's sales: only the orders whose agent is one of its people, personal data masked. */
export function createPartnerSales({ clock, sellersOf, agentOrders, links }: PartnerSalesDeps) {
  return {
    async report(organisationId: string, query: SalesQuery): Promise<SalesReport> {
      const today = toIsoDateInTimeZone(clock.now());
      const from = query.from ?? `${today.slice(0, 8)}01`;
      const to = query.to ?? today;
      const sellers = await sellersOf(organisationId);
      const names = new Map(sellers.map(({ email, displayName }) => [email, displayName]));
      const summaries = await agentOrders.salesOfAgents(
        [...names.keys()],
        startOfDayInTimeZone(from),
        startOfDayInTimeZone(addDays(to, 1)),
      );
      const ids = summaries.map(({ id }) => id);
      const [latestLinks, signedAt] = await Promise.all([links.latestOf(ids), links.signedAtOf(ids)]);
      const now = clock.now();
      const sales: PartnerSale[] = summaries.map((summary) => {
        const signed = signedAt.get(summary.id) ?? null;
        const agentId = summary.agentId ?? '';
        return {
          orderId: summary.id,
          reference: summary.reference,
          agentId,
          agentName: names.get(agentId) ?? agentId,
          channel: summary.channel,
          status: agentSaleStatus(
            { status: summary.status, signedAt: signed },
            latestLinks.get(summary.id) ?? null,
            now,
          ),
          customer: initialsOf(summary.customerName),
          customerEmail: summary.customerEmail ? maskEmail(summary.customerEmail) : null,
          customerPhone: summary.customerPhone ? maskPhone(summary.customerPhone) : null,
          energy: summary.energy,
          createdOn: toIsoDateInTimeZone(summary.createdAt),
          signedOn: signed ? toIsoDateInTimeZone(signed) : null,
        };
      });
      return summarizeSales(filterSales(sales, query), from, to);
    },
  };
}

export type PartnerSales = ReturnType<typeof createPartnerSales>;
