import { z } from 'zod';
import { AGENT_SALE_STATUSES, type AgentSaleStatus } from '../agent/agent-sale.js';
import { addDays, daysBetween } from '../calendar/add-days.js';
import { type IsoDate, IsoDateSchema } from '../calendar/iso-date.js';
import { SALES_CHANNELS } from '../eligibility/eligibility-fields.js';
import { EnergySchema } from '../pricing/offer.js';

/** The longest period a sales report covers: a year, leap day included. */
export const MAX_SALES_PERIOD_DAYS = 366;

/** Filters of the partner's sales: period (dates in Paris, bounds included), agent, channel, status. */
export const SalesQuerySchema = z
  .object({
    from: IsoDateSchema.optional().describe('Premier jour (AAAA-MM-JJ) ; par défaut le 1er du mois'),
    to: IsoDateSchema.optional().describe('Dernier jour (AAAA-MM-JJ) ; par défaut aujourd’hui'),
    agent: z.string().trim().max(254, { error: '254 caractères au plus' }).optional(),
    channel: z.enum(SALES_CHANNELS, { error: 'Canal inconnu' }).optional(),
    status: z.enum(AGENT_SALE_STATUSES, { error: 'Statut inconnu' }).optional(),
    organisationId: z
      .uuid({ error: 'Identifiant d’organisation invalide' })
      .optional()
      .describe('Administrateurs seulement : l’organisation visée (par défaut, la leur)'),
  })
  .superRefine(({ from, to }, context) => {
    if (!from || !to || !IsoDateSchema.safeParse(from).success || !IsoDateSchema.safeParse(to).success)
      return;
    if (daysBetween(from, to) < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: 'La fin de la période précède son début.' });
    else if (daysBetween(from, to) >= MAX_SALES_PERIOD_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: 'La période ne peut pas dépasser un an.' });
  });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

/** One sale as the partner sees it: personal data masked. */
export const PartnerSaleSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  agentId: z.string().describe('L’e-mail du conseiller'),
  agentName: z.string(),
  channel: z.enum(SALES_CHANNELS),
  status: z.enum(AGENT_SALE_STATUSES),
  customer: z.string().nullable().describe('Initiales du titulaire'),
  customerEmail: z.string().nullable().describe('Masqué'),
  customerPhone: z.string().nullable().describe('Masqué'),
  energy: EnergySchema.nullable(),
  createdOn: IsoDateSchema.describe('Jour de création (Paris)'),
  signedOn: IsoDateSchema.nullable().describe('Jour de signature (Paris)'),
});
export type PartnerSale = z.infer<typeof PartnerSaleSchema>;

export const AgentSalesLineSchema = z.object({
  agentId: z.string(),
  agentName: z.string(),
  created: z.number().int(),
  signed: z.number().int(),
  withdrawn: z.number().int(),
});
export type AgentSalesLine = z.infer<typeof AgentSalesLineSchema>;

export const SalesReportSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  sales: z.array(PartnerSaleSchema),
  counts: z.record(z.enum(AGENT_SALE_STATUSES), z.number().int()),
  conversion: z.object({
    created: z.number().int().describe('Ventes commencées pendant la période'),
    signed: z.number().int().describe('Parmi elles, celles que le client a signées'),
    rate: z.number().describe('signed / created, entre 0 et 1 (0 sans vente)'),
  }),
  withdrawals: z.number().int().describe('Ventes signées puis rétractées'),
  signedPerDay: z.array(z.object({ date: IsoDateSchema, signed: z.number().int() })),
  byAgent: z.array(AgentSalesLineSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

const inPeriod = (date: IsoDate | null, from: IsoDate, to: IsoDate): date is IsoDate =>
  date !== null && date >= from && date <= to;

/** The sales matching the filters beyond the period (agent, channel, status). */
export function filterSales(
  sales: readonly PartnerSale[],
  { agent, channel, status }: Pick<SalesQuery, 'agent' | 'channel' | 'status'>,
): PartnerSale[] {
  return sales.filter(
    (sale) =>
      (!agent || sale.agentId === agent) &&
      (!channel || sale.channel === channel) &&
      (!status || sale.status === status),
  );
}

const isSigned = (status: AgentSaleStatus) => status === 'signed' || status === 'withdrawn';

/**
 * The partner's report over a period: sales started or signed in it, conversion of the sales started (draft →
 * signed), withdrawals, a count of signatures for every day (zero days included, for the line chart) and per agent.
 */
export function summarizeSales(sales: readonly PartnerSale[], from: IsoDate, to: IsoDate): SalesReport {
  const shown = sales.filter(
    (sale) => inPeriod(sale.createdOn, from, to) || inPeriod(sale.signedOn, from, to),
  );
  const counts = Object.fromEntries(AGENT_SALE_STATUSES.map((status) => [status, 0])) as Record<
    AgentSaleStatus,
    number
  >;
  for (const sale of shown) counts[sale.status] += 1;
  const started = shown.filter((sale) => inPeriod(sale.createdOn, from, to));
  const converted = started.filter((sale) => isSigned(sale.status)).length;

  const perDay = new Map<IsoDate, number>();
  for (let day = from; day <= to; day = addDays(day, 1)) perDay.set(day, 0);
  const agents = new Map<string, AgentSalesLine>();
  for (const sale of shown) {
    const line = agents.get(sale.agentId) ?? {
      agentId: sale.agentId,
      agentName: sale.agentName,
      created: 0,
      signed: 0,
      withdrawn: 0,
    };
    if (inPeriod(sale.createdOn, from, to)) line.created += 1;
    if (inPeriod(sale.signedOn, from, to)) {
      line.signed += 1;
      perDay.set(sale.signedOn, (perDay.get(sale.signedOn) ?? 0) + 1);
    }
    if (sale.status === 'withdrawn') line.withdrawn += 1;
    agents.set(sale.agentId, line);
  }
  return {
    from,
    to,
    sales: shown,
    counts,
    conversion: {
      created: started.length,
      signed: converted,
      rate: started.length === 0 ? 0 : converted / started.length,
    },
    withdrawals: counts.withdrawn,
    signedPerDay: [...perDay].map(([date, signed]) => ({ date, signed })),
    byAgent: [...agents.values()].sort(
      (a, b) => b.signed - a.signed || a.agentName.localeCompare(b.agentName),
    ),
  };
}

/** 'Jeanne Dupont' → 'J. D.': enough to tell two sales apart, not to identify anyone. */
export function initialsOf(fullName: string | null): string | null {
  if (!fullName?.trim()) return null;
  return fullName
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => `${[...part][0]?.toUpperCase()}.`)
    .join(' ');
}
