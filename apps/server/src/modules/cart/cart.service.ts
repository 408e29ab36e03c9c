import { randomUUID } from 'node:crypto';
import type { OrderView } from '@voltaire/domain';
import {
  type CartCatalogue,
  type CartFailure,
  type CartLine,
  CartLinesSchema,
  type CartRules,
  type Energy,
  type PricedCart,
  priceCart,
  type RelayPoint,
} from '@voltaire/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { type ApiError, BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import { carts, orderAddOns } from './cart.tables.js';

type CartRow = typeof carts.$inferSelect;

/** A cart as the customer sees it: its priced lines, its delivery and its totals (integer cents). */
export type CartView = PricedCart & {
  id: string | null;
  status: CartRow['status'] | null;
  version: number;
  savedAt: string | null;
  /** What changed since the cart was made (a product withdrawn from the catalogue…), in French. */
  notifications: string[];
};

export interface CartServiceDeps {
  db: Database;
  clock: Clock;
  catalogue: CatalogueService;
  /** Every UPS relay point of the catalogue. */
  listRelayPoints: () => Promise<readonly RelayPoint[]>;
  orders: OrdersService;
}

const CART_NOT_FOUND = () => new BusinessError('CART_NOT_FOUND', 'Panier introuvable.');
const CART_EMPTY = () => new BusinessError('CART_EMPTY', 'Votre panier est vide.');

/** The caller's order, locked, and still a draft: only a draft takes add-ons. */
const lockDraft = (orders: OrdersService, tx: DbExecutor, orderId: string, ownerHash: string) =>
  orders.lockOwnDraft(tx, orderId, ownerHash);

/** A refusal of the cart rules as a 400, pointing at the request field (`products.2.quantity`). */
function cartRefused(failure: CartFailure, field: (path: string) => string): BusinessError {
  const detail: ApiError = { code: failure.code, message: failure.message, field: field(failure.field) };
  return new BusinessError(failure.code, failure.message, [detail]);
}

/** The energies an order's add-ons must go with: its situation's, else its preset's, else its offer's. */
function orderEnergies(
  order: OrderView,
  offers: Awaited<ReturnType<CatalogueService['offers']>>,
): Energy[] | undefined {
  const { situation, preset } = order.journey;
  const energy = situation?.energy ?? preset?.situation?.energy;
  if (energy) return [energy];
  if (!order.offerId) return undefined;
  const offer = offers.find((entry) => entry.offer.id === order.offerId);
  return offer ? [offer.offer.energy] : undefined;
}

/**
 * The catalogue is read before any transaction opens: PGlite has one connection, so a read outside a
 * transaction while it is open would wait for it forever.
 */
export function createCartService({ db, clock, catalogue, listRelayPoints, orders }: CartServiceDeps) {
  const cartCatalogue = async (): Promise<CartCatalogue> => {
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
  };

  /** Checks and prices lines about to be written: a refusal is a 400 on the request's field. */
  const priceForWrite = (
    lines: readonly CartLine[],
    current: CartCatalogue,
    rules: CartRules,
    field: (path: string) => string = (path) => `products.${path}`,
  ): PricedCart => {
    const priced = priceCart(lines, current, rules);
    if (!priced.ok) throw cartRefused(priced, field);
    return priced.value;
  };

  /**
   * Prices stored lines for display. The catalogue may have changed since: a withdrawn product is left
   * out, and a delivery that no longer holds is asked again; both are told in `notifications`.
   */
  const priceForDisplay = (
    lines: readonly CartLine[],
    current: CartCatalogue,
  ): { priced: PricedCart; notifications: string[] } => {
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
  };

  const view = (row: CartRow | undefined, current: CartCatalogue): CartView => {
    const { priced, notifications } = priceForDisplay(row?.lines ?? [], current);
    return {
      id: row?.id ?? null,
      status: row?.status ?? null,
      version: row?.version ?? 0,
      savedAt: row?.savedAt?.toISOString() ?? null,
      ...priced,
      notifications,
    };
  };

  const findOwn = async (tx: DbExecutor, ownerHash: string, lock = false): Promise<CartRow | undefined> => {
    const query = tx.select().from(carts).where(eq(carts.ownerSessionHash, ownerHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };

  const writeOrderAddOns = async (tx: DbExecutor, orderId: string, lines: CartLine[]) => {
    const updatedAt = clock.now();
    await tx
      .insert(orderAddOns)
      .values({ orderId, lines, updatedAt })
      .onConflictDoUpdate({ target: orderAddOns.orderId, set: { lines, updatedAt } });
  };

  return {
    /** The session's cart, priced; an empty one when the visitor has none yet. */
    async sessionCart(ownerHash: string | undefined): Promise<CartView> {
      const current = await cartCatalogue();
      return view(ownerHash ? await findOwn(db, ownerHash) : undefined, current);
    },

    /** Creates or replaces the session's cart lines; a good's delivery may still be chosen later. */
    async replace(ownerHash: string, lines: CartLine[]): Promise<CartView> {
      const current = await cartCatalogue();
      priceForWrite(lines, current, { requireDelivery: false });
      const now = clock.now();
      const [row] = await db
        .insert(carts)
        .values({
          id: randomUUID(),
          ownerSessionHash: ownerHash,
          lines,
          status: 'open',
          version: 1,
          createdAt: now,
          updatedAt: now,
          savedAt: null,
        })
        .onConflictDoUpdate({
          target: carts.ownerSessionHash,
          set: { lines, status: 'open', version: sql`${carts.version} + 1`, updatedAt: now, savedAt: null },
        })
        .returning();
      return view(row, current);
    },

    /**
     * Saves the session's cart once whole (every good with its delivery). With an order of the
     * session (a draft), its products become the order's add-ons, checked against the order's energy.
     */
    async save(ownerHash: string, orderId?: string): Promise<CartView & { orderId: string | null }> {
      const [current, offers] = await Promise.all([cartCatalogue(), catalogue.offers()]);
      return db.transaction(async (tx) => {
        const row = await findOwn(tx, ownerHash, true);
        if (!row) throw CART_NOT_FOUND();
        if (row.lines.length === 0) throw CART_EMPTY();
        const order = orderId ? await lockDraft(orders, tx, orderId, ownerHash) : undefined;
        const energies = order ? orderEnergies(order, offers) : undefined;
        priceForWrite(row.lines, current, { requireDelivery: true, ...(energies ? { energies } : {}) });
        if (order) await writeOrderAddOns(tx, order.id, row.lines);
        const now = clock.now();
        const [saved] = await tx
          .update(carts)
          .set({ status: 'saved', savedAt: now, updatedAt: now, version: row.version + 1 })
          .where(eq(carts.id, row.id))
          .returning();
        return { ...view(saved, current), orderId: order?.id ?? null };
      });
    },

    /** Starts over: the session's cart is emptied (deleted, with its resume links). */
    async restart(ownerHash: string | undefined): Promise<CartView> {
      const current = await cartCatalogue();
      if (ownerHash) await db.delete(carts).where(eq(carts.ownerSessionHash, ownerHash));
      return view(undefined, current);
    },

    /**
     * Adds products to a draft of the session, or changes the quantity and delivery of those it has;
     * the whole selection is checked (same delivery for every good, the order's energy) and priced.
     */
    async addToOrder(
      ownerHash: string,
      orderId: string,
      products: CartLine[],
    ): Promise<{ orderId: string; addOns: PricedCart }> {
      const [current, offers] = await Promise.all([cartCatalogue(), catalogue.offers()]);
      return db.transaction(async (tx) => {
        const order = await lockDraft(orders, tx, orderId, ownerHash);
        const energies = orderEnergies(order, offers);
        const rules: CartRules = { requireDelivery: true, ...(energies ? { energies } : {}) };
        priceForWrite(products, current, rules);
        const [existing] = await tx
          .select()
          .from(orderAddOns)
          .where(eq(orderAddOns.orderId, order.id))
          .for('update');
        const chosen = new Set(products.map((line) => line.sku));
        const kept = (existing?.lines ?? []).filter((line) => !chosen.has(line.sku));
        const merged = CartLinesSchema.safeParse([...kept, ...products]);
        if (!merged.success) {
          const message = merged.error.issues[0]?.message ?? 'Panier invalide';
          throw new BusinessError('CART_TOO_LARGE', message, [
            { code: 'CART_TOO_LARGE', message, field: 'products' },
          ]);
        }
        // A line kept from before comes first: a conflict is reported on the new product.
        const addOns = priceForWrite(merged.data, current, rules, (path) => {
          const [index = '0', ...rest] = path.split('.');
          const position = Number(index) - kept.length;
          return position >= 0 ? ['products', position, ...rest].join('.') : 'products';
        });
        await writeOrderAddOns(tx, order.id, merged.data);
        return { orderId: order.id, addOns };
      });
    },

    /** The add-ons of an order the caller already holds (its ownership checked), priced; `null` without any. */
    async orderAddOns(orderId: string): Promise<(PricedCart & { notifications: string[] }) | null> {
      const [row] = await db.select().from(orderAddOns).where(eq(orderAddOns.orderId, orderId));
      if (!row || row.lines.length === 0) return null;
      const { priced, notifications } = priceForDisplay(row.lines, await cartCatalogue());
      return { ...priced, notifications };
    },

    /** For a resume link: the session's cart, locked in the caller's transaction, and not empty. */
    async lockSessionCart(tx: DbExecutor, ownerHash: string): Promise<{ id: string }> {
      const row = await findOwn(tx, ownerHash, true);
      if (!row) throw CART_NOT_FOUND();
      if (row.lines.length === 0) throw CART_EMPTY();
      return { id: row.id };
    },

    /**
     * A cart's resume link was opened: the cart moves to the session that opened it (replacing the
     * cart that session had), and the former session loses it.
     */
    async adoptCart(tx: DbExecutor, cartId: string, newOwnerHash: string): Promise<void> {
      const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
      if (!row) throw CART_NOT_FOUND();
      if (row.ownerSessionHash !== newOwnerHash) {
        await tx.delete(carts).where(eq(carts.ownerSessionHash, newOwnerHash));
      }
      await tx
        .update(carts)
        .set({ ownerSessionHash: newOwnerHash, version: row.version + 1, updatedAt: clock.now() })
        .where(eq(carts.id, cartId));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
