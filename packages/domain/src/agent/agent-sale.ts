import { z } from 'zod';
import { SALES_CHANNELS } from '../eligibility/eligibility-fields.js';
import { JOURNEY_STEPS } from '../journey/steps.js';
import { ORDER_STATUSES, type OrderStatus } from '../order/order-status.js';
import { EnergySchema } from '../pricing/offer.js';

/** The signing link sent to the customer of an agent's sale: where, when, and whether it was opened. */
export const SigningLinkSchema = z.object({
  channel: z.enum(['sms', 'email']),
  sentTo: z.string().describe('Destination masquée'),
  sentAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
});
export type SigningLink = z.infer<typeof SigningLinkSchema>;

/** A sale as the agent follows it: the order's status, told with its signing link. */
export const AGENT_SALE_STATUSES = [
  'draft',
  'sent',
  'opened',
  'expired',
  'signed',
  'withdrawn',
  'cancelled',
] as const;
export type AgentSaleStatus = (typeof AGENT_SALE_STATUSES)[number];

export const AGENT_SALE_STATUS_LABELS = {
  draft: 'Brouillon',
  sent: 'Lien de signature envoyé',
  opened: 'Lien ouvert par le client',
  expired: 'Lien expiré',
  signed: 'Signée',
  withdrawn: 'Rétractée',
  cancelled: 'Annulée',
} as const satisfies Record<AgentSaleStatus, string>;

/**
 * What the agent sees of a sale. A submitted order without a link yet counts as a draft (nothing has
 * reached the customer); a cancelled order that had been signed is a withdrawal.
 */
export function agentSaleStatus(
  order: { status: OrderStatus; signedAt: Date | null },
  link: { openedAt: Date | null; expiresAt: Date } | null,
  now: Date,
): AgentSaleStatus {
  switch (order.status) {
    case 'signed':
    case 'completed':
      return 'signed';
    case 'cancelled':
      return order.signedAt ? 'withdrawn' : 'cancelled';
    case 'draft':
      return 'draft';
    case 'submitted':
      if (!link) return 'draft';
      if (link.expiresAt <= now) return 'expired';
      return link.openedAt ? 'opened' : 'sent';
  }
}

export const AgentSaleSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  status: z.enum(AGENT_SALE_STATUSES),
  orderStatus: z.enum(ORDER_STATUSES),
  channel: z.enum(SALES_CHANNELS),
  customerName: z.string().nullable().describe('Prénom et nom du titulaire, une fois saisis'),
  energy: EnergySchema.nullable(),
  offerId: z.string().nullable(),
  nextStep: z.enum(JOURNEY_STEPS).nullable().describe('Pour un brouillon : la première étape à compléter'),
  signingLink: SigningLinkSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AgentSale = z.infer<typeof AgentSaleSchema>;

export const SALES_PERIODS = ['today', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
export const SALES_PERIOD_LABELS = {
  today: 'Aujourd’hui',
  month: 'Ce mois-ci',
} as const satisfies Record<SalesPeriod, string>;

export const AgentSalesSchema = z.object({
  period: z.enum(SALES_PERIODS),
  counts: z.record(z.enum(AGENT_SALE_STATUSES), z.number().int().nonnegative()),
  sales: z.array(AgentSaleSchema),
});
export type AgentSales = z.infer<typeof AgentSalesSchema>;

/** Search of the agent's own sales and their channel's call-back requests. */
export const ProspectSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Saisissez au moins 2 caractères')
    .max(100, 'Recherche trop longue (100 caractères au plus)'),
});

export const ProspectMatchSchema = z.object({
  kind: z.enum(['order', 'callback']),
  id: z.uuid().describe('La commande, ou la demande de rappel'),
  reference: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable().describe('Masqué'),
  email: z.string().nullable().describe('Masqué'),
  deliveryPointId: z.string().nullable(),
  status: z.string().describe('Statut lisible, en français'),
  updatedAt: z.iso.datetime(),
});
export type ProspectMatch = z.infer<typeof ProspectMatchSchema>;
