import type { ApiEnvelope, HttpClient } from '../../app/http-client';

export type Energy = 'electricity' | 'gas';

/** An energy offer as `GET /api/v2/products` lists it. */
export interface OfferSummary {
  type: 'offer';
  id: string;
  energy: Energy;
  energyLabel: string;
  kind: string;
  kindLabel: string;
  name: string;
  shortDescription: string;
}

/** An add-on product (service or equipment) as `GET /api/v2/products` lists it. */
export interface AddOnSummary {
  type: 'product';
  id: string;
  name: string;
  description: string;
  kindLabel: string;
  priceLabel: string;
}

export type CatalogueItem = OfferSummary | AddOnSummary;

interface ElectricityPrices {
  energy: 'electricity';
  options: {
    option: string;
    label: string;
    kwhPrices: { band: string; label: string; millicentsPerKwh: number; formatted: string }[];
    subscriptions: { kva: number; monthlyCents: number; formatted: string }[];
  }[];
}

interface GasPrices {
  energy: 'gas';
  classes: {
    usageClass: string;
    label: string;
    subscriptionCentsPerYear: number;
    formatted: string;
    kwhPricesByZone: { zone: number; millicentsPerKwh: number; formatted: string }[];
  }[];
}

/** An offer with the price grid in force today (`null` when it has none today). */
export interface OfferDetail extends OfferSummary {
  prices: ElectricityPrices | GasPrices | null;
}

/** The lowest amounts of an offer's grid, for « à partir de » prices. */
export interface FromPrices {
  /** Lowest subscription, per month, in cents (a gas subscription is yearly: divided by 12). */
  monthlySubscriptionCents: number;
  /** Lowest kWh price, in hundred-thousandths of a euro (0,1952 € = 19520). */
  millicentsPerKwh: number;
}

export const PRODUCTS_PATH = '/api/v2/products';

export async function listCatalogue(
  http: HttpClient,
  query: { type?: 'offer' | 'product'; energy?: Energy } = {},
  signal?: AbortSignal,
): Promise<CatalogueItem[]> {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.energy) params.set('energy', query.energy);
  const search = params.size > 0 ? `?${params}` : '';
  const body = await http.get<ApiEnvelope<CatalogueItem[]>>(`${PRODUCTS_PATH}${search}`, {
    retry: { attempts: 2, delayMs: 500 },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export async function listOffers(
  http: HttpClient,
  energy?: Energy,
  signal?: AbortSignal,
): Promise<OfferSummary[]> {
  const items = await listCatalogue(http, { type: 'offer', ...(energy ? { energy } : {}) }, signal);
  return items.filter((item): item is OfferSummary => item.type === 'offer');
}

export async function offerDetail(http: HttpClient, id: string, signal?: AbortSignal): Promise<OfferDetail> {
  const body = await http.get<ApiEnvelope<OfferDetail>>(`${PRODUCTS_PATH}/detail/${encodeURIComponent(id)}`, {
    retry: { attempts: 2, delayMs: 500 },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

const lowest = (values: number[]) => (values.length > 0 ? Math.min(...values) : undefined);

/** The « à partir de » amounts of an offer's grid, or undefined when it has no price today. */
export function fromPrices(prices: OfferDetail['prices']): FromPrices | undefined {
  if (!prices) return undefined;
  let subscription: number | undefined;
  let kwh: number | undefined;
  if (prices.energy === 'electricity') {
    subscription = lowest(
      prices.options.flatMap((option) => option.subscriptions.map((entry) => entry.monthlyCents)),
    );
    kwh = lowest(prices.options.flatMap((option) => option.kwhPrices.map((entry) => entry.millicentsPerKwh)));
  } else {
    const yearly = lowest(prices.classes.map((entry) => entry.subscriptionCentsPerYear));
    subscription = yearly === undefined ? undefined : Math.round(yearly / 12);
    kwh = lowest(
      prices.classes.flatMap((entry) => entry.kwhPricesByZone.map((zone) => zone.millicentsPerKwh)),
    );
  }
  return subscription === undefined || kwh === undefined
    ? undefined
    : { monthlySubscriptionCents: subscription, millicentsPerKwh: kwh };
}
