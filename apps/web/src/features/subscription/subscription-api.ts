import type {
  Address,
  AppointmentSlot,
  Energy,
  JourneyStep,
  OrderQuote,
  OrderView,
  PricingOption,
  StepInput,
  SupplyStart,
} from '@voltaire/domain';
import { type ApiEnvelope, type HttpClient, HttpError } from '../../app/http-client';

/** A delivery point of the registry, as `get-pdl-pce-infos`, `enedis/pdl/:id` and `grdf/pce/:id` give it. */
export interface DeliveryPointInfo {
  id: string;
  energy: Energy;
  gridOperator: string;
  address: { label: string; complement?: string | null; postcode: string; citycode: string; city: string };
  meter: { kind: string; communicating: boolean; label: string };
  status: 'active' | 'inactive';
  subscribedKva?: number | null;
  option?: PricingOption | null;
  annualKwh?: number | null;
  /** Share of the consumption in peak hours, from 0 to 1. */
  hpShare?: number | null;
}

export interface Meetings {
  needed: boolean;
  /** Why, in French. */
  reason: string;
  slots: AppointmentSlot[];
}

export const ORDER_PATHS = {
  draftId: '/api/v3/get-command-draft-id',
  create: '/api/v2/order',
  createWithOffer: '/api/v3/create-command-and-select',
  selectOffer: '/api/v3/update-existing-command',
  order: (id: string) => `/api/v3/command/${encodeURIComponent(id)}`,
  savePoint: '/api/v3/session/nextjs-save-point',
  stepDraft: (id: string, step: JourneyStep) =>
    `/api/node/v1/subscription/order/${encodeURIComponent(id)}/drafts/${step}`,
  cartFromOrder: '/api/v3/pricing-engine/cart-config-from-command',
  push: (id: string) => `/api/v3/command/push/${encodeURIComponent(id)}`,
  promo: '/api/v2/add-code-promo',
  pin: '/api/v2/add-code-pin',
  saveForLater: '/api/node/v1/subscription/save-for-later',
  stop: '/api/node/v1/subscription/stop-process',
  resume: '/api/node/v1/subscription/reprise',
  deliveryPoints: '/api/v3/get-pdl-pce-infos',
  validateDeliveryPoint: '/api/v3/validate-pdl-pce',
  deliveryPoint: (energy: Energy, id: string) =>
    energy === 'electricity'
      ? `/api/v3/enedis/pdl/${encodeURIComponent(id)}`
      : `/api/v3/grdf/pce/${encodeURIComponent(id)}`,
  meetings: '/api/node/v1/subscription/find-meetings',
  simulation: '/api/v3/get-simulation-results',
} as const;

/** The session's latest draft, or null. An API without the call (404) counts as no draft. */
export async function findDraftOrderId(http: HttpClient, signal?: AbortSignal): Promise<string | null> {
  try {
    const body = await http.get<ApiEnvelope<{ orderId: string | null }>>(ORDER_PATHS.draftId, {
      ...(signal ? { signal } : {}),
    });
    return body.data?.orderId ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A new draft; the server decides its channel from the caller's session (web for a customer). */
export async function createOrder(http: HttpClient): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.create, {})).data;
}

/** A new draft with an offer already chosen (on `/offres`). */
export async function createOrderWithOffer(
  http: HttpClient,
  offerId: string,
  energy?: Energy,
  /** An order of the other energy, whose housing, holder and payment steps the new one takes over. */
  fromOrderId?: string,
): Promise<OrderView> {
  return (
    await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.createWithOffer, {
      offerId,
      ...(energy ? { energy } : {}),
      ...(fromOrderId ? { fromOrderId } : {}),
    })
  ).data;
}

/** Another offer for a draft (same energy once its situation is saved). */
export async function selectOffer(http: HttpClient, orderId: string, offerId: string): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.selectOffer, { orderId, offerId })).data;
}

export async function getOrder(http: HttpClient, id: string, signal?: AbortSignal): Promise<OrderView> {
  return (await http.get<ApiEnvelope<OrderView>>(ORDER_PATHS.order(id), signal ? { signal } : {})).data;
}

/** A save-point: one step's data, as the domain's schema for that step receives it. */
/** The step in progress, kept on the order for any device that resumes it. */
export async function keepStepDraft(
  http: HttpClient,
  orderId: string,
  step: JourneyStep,
  values: Record<string, unknown>,
): Promise<void> {
  await http.put(ORDER_PATHS.stepDraft(orderId, step), { values });
}

export async function saveStep<S extends JourneyStep>(
  http: HttpClient,
  orderId: string,
  step: S,
  data: StepInput<S>,
): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.savePoint, { orderId, step, data })).data;
}

/** A move's new home (command/init-immo with the order): its meter decides the situation's supply start. */
export async function decideSupplyStart(http: HttpClient, orderId: string): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>('/api/v2/command/init-immo', { orderId })).data;
}

export async function priceOrder(
  http: HttpClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderQuote> {
  return (
    await http.post<ApiEnvelope<OrderQuote>>(ORDER_PATHS.cartFromOrder, { orderId }, signal ? { signal } : {})
  ).data;
}

export async function submitOrder(http: HttpClient, orderId: string): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.push(orderId))).data;
}

export async function applyPromoCode(http: HttpClient, orderId: string, code: string): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.promo, { orderId, code })).data;
}

export async function applyPinCode(http: HttpClient, orderId: string, pin: string): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.pin, { orderId, pin })).data;
}

export async function saveForLater(
  http: HttpClient,
  orderId: string,
  email: string,
  idempotencyKey: string,
): Promise<{ sent: true; expiresAt: string }> {
  return (
    await http.post<ApiEnvelope<{ sent: true; expiresAt: string }>>(
      ORDER_PATHS.saveForLater,
      { orderId, email },
      { idempotencyKey, retry: { attempts: 2, delayMs: 1_000 } },
    )
  ).data;
}

export async function stopJourney(http: HttpClient, orderId: string, reason: string): Promise<OrderView> {
  return (await http.post<ApiEnvelope<OrderView>>(ORDER_PATHS.stop, { orderId, reason })).data;
}

/** What a resume link restores: a subscription (at its next step), or a cart. */
export type ResumedJourney =
  | { kind: 'order'; order: OrderView; nextStep: JourneyStep | null }
  | { kind: 'cart'; cart: unknown };

export async function resumeJourney(
  http: HttpClient,
  token: string,
  signal?: AbortSignal,
): Promise<ResumedJourney> {
  return (
    await http.post<ApiEnvelope<ResumedJourney>>(ORDER_PATHS.resume, { token }, signal ? { signal } : {})
  ).data;
}

export async function findDeliveryPoints(
  http: HttpClient,
  energy: Energy,
  address: Address,
  signal?: AbortSignal,
): Promise<DeliveryPointInfo[]> {
  const query = new URLSearchParams({
    energy,
    postcode: address.zipCode,
    citycode: address.inseeCode,
    street: address.streetName ?? '',
    housenumber: address.streetNumber ?? '',
  });
  const body = await http.get<ApiEnvelope<{ points: DeliveryPointInfo[] }>>(
    `${ORDER_PATHS.deliveryPoints}?${query}`,
    signal ? { signal } : {},
  );
  return body.data.points;
}

export async function validateDeliveryPointId(
  http: HttpClient,
  energy: Energy,
  id: string,
): Promise<{ valid: boolean; normalizedId: string; message: string | null }> {
  return (
    await http.post<ApiEnvelope<{ valid: boolean; normalizedId: string; message: string | null }>>(
      ORDER_PATHS.validateDeliveryPoint,
      { energy, id },
    )
  ).data;
}

export async function getDeliveryPoint(
  http: HttpClient,
  energy: Energy,
  id: string,
  signal?: AbortSignal,
): Promise<DeliveryPointInfo> {
  const body = await http.get<ApiEnvelope<DeliveryPointInfo | { point: DeliveryPointInfo }>>(
    ORDER_PATHS.deliveryPoint(energy, id),
    signal ? { signal } : {},
  );
  return 'point' in body.data ? body.data.point : body.data;
}

export async function findMeetings(
  http: HttpClient,
  query: { energy: Energy; deliveryPointId: string; from: string; supplyStart: SupplyStart },
  signal?: AbortSignal,
): Promise<Meetings> {
  const params = new URLSearchParams(query);
  return (
    await http.get<ApiEnvelope<Meetings>>(`${ORDER_PATHS.meetings}?${params}`, signal ? { signal } : {})
  ).data;
}
