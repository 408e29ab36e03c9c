import type {
  AgentSales,
  CallbackView,
  CallContext,
  CarCharging,
  CarSimulationInput,
  CarSimulationShare,
  ChannelOffer,
  ConsumptionEstimate,
  OfferYearlyCost,
  OrderDocumentKind,
  OrderDocumentView,
  OrderView,
  PlaceOfSale,
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
  newOrderWithOffer: '/api/v3/create-command-and-select',
  sales: (period: SalesPeriod) => `/api/node/v1/agent/sales?period=${period}`,
  search: (query: string) => `/api/node/v1/agent/search?${new URLSearchParams({ q: query })}`,
  call: (orderId: string) => `/api/node/v1/agent/orders/${segment(orderId)}/call`,
  signingLink: (orderId: string) => `/api/node/v1/agent/orders/${segment(orderId)}/signing-link`,
  callbacks: '/api/node/v1/agent/callbacks',
  takeCallback: (id: string) => `/api/node/v1/agent/callbacks/${segment(id)}/take`,
  uploadDocument: '/api/vad/file-upload',
  documents: (orderId: string) => `/api/vad/orders/${segment(orderId)}/documents`,
  onSiteSigning: (orderId: string) => `/api/node/v1/agent/orders/${segment(orderId)}/on-site-signing`,
  catalogue: '/api/node/v1/agent/catalogue',
  carSimulation: '/api/node/v1/static/reevaluate-elec-car-profil',
  shareSimulation: '/api/node/v1/agent/car-simulation/share',
} as const;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A new sale: a draft of the agent's channel. */
export async function createSale(http: HttpClient) {
  return (await http.post<ApiEnvelope<OrderView>>(AGENT_PATHS.newOrder, {})).data;
}

/** A new sale of one offer of the channel's catalogue. */
export async function createSaleWithOffer(http: HttpClient, offerId: string) {
  return (await http.post<ApiEnvelope<OrderView>>(AGENT_PATHS.newOrderWithOffer, { offerId })).data;
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

/** Door-to-door: a document the seller collects, tied to the order (checked by its content on the server). */
export async function uploadDocument(http: HttpClient, orderId: string, kind: OrderDocumentKind, file: File) {
  const form = new FormData();
  form.append('orderId', orderId);
  form.append('kind', kind);
  form.append('file', file);
  return (await http.post<ApiEnvelope<OrderDocumentView>>(AGENT_PATHS.uploadDocument, form)).data;
}

export async function fetchDocuments(http: HttpClient, orderId: string, signal?: AbortSignal) {
  const body = await http.get<ApiEnvelope<{ documents: OrderDocumentView[] }>>(
    AGENT_PATHS.documents(orderId),
    withSignal(signal),
  );
  return body.data.documents;
}

/** Door-to-door: « Signer maintenant » on the tablet; the signing page then opens in its session. */
export async function startOnSiteSigning(http: HttpClient, orderId: string, place: PlaceOfSale) {
  const body = await http.post<ApiEnvelope<{ orderId: string; reference: string; signingPath: string }>>(
    AGENT_PATHS.onSiteSigning(orderId),
    place,
  );
  return body.data;
}

/** The offers the agent's channel may sell, those reserved to it marked. */
export async function fetchChannelCatalogue(http: HttpClient, signal?: AbortSignal) {
  const body = await http.get<ApiEnvelope<{ offers: ChannelOffer[] }>>(
    AGENT_PATHS.catalogue,
    withSignal(signal),
  );
  return body.data.offers;
}

export interface CarSimulationResult {
  before: ConsumptionEstimate;
  estimate: ConsumptionEstimate;
  charging: CarCharging | null;
  offers: OfferYearlyCost[];
}

/** The dealership's electric-car simulation (`reevaluate-elec-car-profil`). */
export async function simulateCar(http: HttpClient, input: CarSimulationInput) {
  return (await http.post<ApiEnvelope<CarSimulationResult>>(AGENT_PATHS.carSimulation, input)).data;
}

/** The dealer sends the simulation to the buyer, with their consent. */
export async function shareSimulation(http: HttpClient, share: CarSimulationShare) {
  const body = await http.post<
    ApiEnvelope<{ orderId: string; reference: string; sentTo: string; expiresAt: string }>
  >(AGENT_PATHS.shareSimulation, share);
  return body.data;
}
