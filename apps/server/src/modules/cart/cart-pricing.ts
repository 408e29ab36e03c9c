import {
  type CartCatalogue,
  type CartFailure,
  type CartLine,
  type CartRules,
  type Energy,
  type OrderView,
  type PricedCart,
  priceCart,
  type RelayPoint,
} from '@voltaire/domain';
import { type ApiError, BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { CartRow } from './cart.repository.js';

/** A cart as the customer sees it: its priced lines, its delivery and its totals (integer cents). */
export type CartView = PricedCart & {
  id: string | null;
  status: CartRow['status'] | null;
  version: number;
  savedAt: string | null;
  /** What changed since the cart was made (a product withdrawn from the catalogue…), in French. */
  notifications: string[];
};

type CatalogueOffers = Awaited<ReturnType<CatalogueService['offers']>>;

/**
 * What the cart rules price against: the catalogue's products, delivery options and relay points. It is
 * read before any transaction opens: PGlite has one connection, so a read outside a transaction while
 * it is open would wait for it forever.
 */
export async function loadCartCatalogue(
  catalogue: CatalogueService,
  listRelayPoints: () => Promise<readonly RelayPoint[]>,
): Promise<CartCatalogue> {
  const [items, deliveryOptions, relayPoints] = await Promise.all([
    catalogue.listItems({ type: 'product' }),
    catalogue.deliveryOptions(),
    listRelayPoints(),
  ]);
  return {
    products: items.flatMap((item) => (item.type === 'product' ? [item] : [])),
    deliveryOptions,
    relayPoints,
  };
}

/** A refusal of the cart rules as a 400, pointing at the request field (`products.2.quantity`). */
function cartRefused(failure: CartFailure, field: (path: string) => string): BusinessError {
  const detail: ApiError = { code: failure.code, message: failure.message, field: field(failure.field) };
  return new BusinessError(failure.code, failure.message, [detail]);
}

/** Checks and prices lines about to be written: a refusal is a 400 on the request's field. */
export function priceForWrite(
  lines: readonly CartLine[],
  current: CartCatalogue,
  rules: CartRules,
  field: (path: string) => string = (path) => `products.${path}`,
): PricedCart {
  const priced = priceCart(lines, current, rules);
  if (!priced.ok) throw cartRefused(priced, field);
  return priced.value;
}

/**
 * Prices stored lines for display. The catalogue may have changed since: a withdrawn product is left
 * out, and a delivery that no longer holds is asked again; both are told in `notifications`.
 */
export function priceForDisplay(
  lines: readonly CartLine[],
  current: CartCatalogue,
): { priced: PricedCart; notifications: string[] } {
  const notifications: string[] = [];
  const known = lines.filter((line) => {
    const sold = current.products.some((product) => product.sku === line.sku);
    if (!sold)
      notifications.push(`Le produit « ${line.sku} » n’est plus proposé : il a été retiré du panier.`);
    return sold;
  });
  const priced = priceCart(known, current, { requireDelivery: false });
  if (priced.ok) return { priced: priced.value, notifications };
  notifications.push(priced.message);
  const undelivered = known.map(({ sku, quantity }) => ({ sku, quantity }));
  const again = priceCart(undelivered, current, { requireDelivery: false });
  if (!again.ok) throw new Error(`stored cart cannot be priced: ${again.code}`);
  return { priced: again.value, notifications };
}

export function cartView(row: CartRow | undefined, current: CartCatalogue): CartView {
  const { priced, notifications } = priceForDisplay(row?.lines ?? [], current);
  return {
    id: row?.id ?? null,
    status: row?.status ?? null,
    version: row?.version ?? 0,
    savedAt: row?.savedAt?.toISOString() ?? null,
    ...priced,
    notifications,
  };
}

/** The energies an order's add-ons must go with: its situation's, else its preset's, else its offer's. */
export function orderEnergies(order: OrderView, offers: CatalogueOffers): Energy[] | undefined {
  const { situation, preset } = order.journey;
  const energy = situation?.energy ?? preset?.situation?.energy;
  if (energy) return [energy];
  if (!order.offerId) return undefined;
  const offer = offers.find((entry) => entry.offer.id === order.offerId);
  return offer ? [offer.offer.energy] : undefined;
}

/** The rules an order's add-ons are checked against: every good delivered, and the order's energy. */
export function addOnRules(order: OrderView, offers: CatalogueOffers): CartRules {
  const energies = orderEnergies(order, offers);
  return { requireDelivery: true, ...(energies ? { energies } : {}) };
}
