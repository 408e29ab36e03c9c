import type {
  AgentSales,
  CallbackView,
  CallContext,
  OrderView,
  ProspectMatch,
  SalesPeriod,
  SigningLink,
} from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../app/http-client';

/** Where the signing link of an agent's sale is sent. */
export type LinkChannel = SigningLink['channel'];

export interface SentLink {
  orderId: string;
  reference: string;
  link: SigningLink;
}

const segment = encodeURIComponent;

export const AGENT_PATHS = {
  /** The order engine's draft creation: for a staff session the server sets the channel and the agent. */
  newOrder: '/api/v2/order',
  sales: (period: SalesPeriod) => `/api/node/v1/agent/sales?period=${period}`,
  search: (query: string) => `/api/node/v1/agent/search?${new URLSearchParams({ q: query })}`,
  call: (orderId: string) => `/api/node/v1/agent/orders/${segment(orderId)}/call`,
  signingLink: (orderId: string) => `/api/node/v1/agent/orders/${segment(orderId)}/signing-link`,
  callbacks: '/api/node/v1/agent/callbacks',
  takeCallback: (id: string) => `/api/node/v1/agent/callbacks/${segment(id)}/take`,
} as const;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A new sale: a draft of the agent's channel. */
export async function createSale(http: HttpClient) {
  return (await http.post<ApiEnvelope<OrderView>>(AGENT_PATHS.newOrder, {})).data;
}

/** The agent's own sales of the period, newest first, with their counts per status. */
export async function fetchSales(http: HttpClient, period: SalesPeriod, signal?: AbortSignal) {
  return (await http.get<ApiEnvelope<AgentSales>>(AGENT_PATHS.sales(period), withSignal(signal))).data;
}

/** The agent's own orders and their channel's call-back requests matching a name, phone, e-mail or PDL/PCE. */
export async function searchProspects(http: HttpClient, query: string, signal?: AbortSignal) {
  const body = await http.get<ApiEnvelope<{ matches: ProspectMatch[] }>>(
    AGENT_PATHS.search(query),
    withSignal(signal),
  );
  return body.data.matches;
}

/** How the call began (telesales), saved on a draft. */
export async function saveCallContext(http: HttpClient, orderId: string, call: CallContext) {
  return (await http.put<ApiEnvelope<OrderView>>(AGENT_PATHS.call(orderId), call)).data;
}

/** Submits a draft (all the order engine's checks), then sends the customer a signing link; again: resends. */
export async function sendSigningLink(http: HttpClient, orderId: string, channel: LinkChannel) {
  return (await http.post<ApiEnvelope<SentLink>>(AGENT_PATHS.signingLink(orderId), { channel })).data;
}

/** The channel's call-back requests, pending ones first (telesales). */
export async function fetchCallbacks(http: HttpClient, signal?: AbortSignal) {
  const body = await http.get<ApiEnvelope<{ callbacks: CallbackView[] }>>(
    AGENT_PATHS.callbacks,
    withSignal(signal),
  );
  return body.data.callbacks;
}

/** Takes a call-back request: a new telesales draft, its call context and holder already filled in. */
export async function takeCallback(http: HttpClient, id: string) {
  return (await http.post<ApiEnvelope<{ orderId: string }>>(AGENT_PATHS.takeCallback(id))).data;
}
