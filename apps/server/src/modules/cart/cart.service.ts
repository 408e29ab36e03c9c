import { randomUUID } from 'node:crypto';
import {
  type CartCatalogue,
  type CartLine,
  CartLinesSchema,
  type PricedCart,
  type RelayPoint,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import { cartRepository as repository } from './cart.repository.js';
import {
  addOnRules,
  type CartView,
  cartView,
  loadCartCatalogue,
  priceForDisplay,
  priceForWrite,
} from './cart-pricing.js';

export type { CartView } from './cart-pricing.js';

export interface CartServiceDeps {
  db: Database;
  clock: Clock;
  catalogue: CatalogueService;
  /** Every UPS relay point of the catalogue. */
  listRelayPoints: () => Promise<readonly RelayPoint[]>;
  orders: OrdersService;
}

interface CartParts extends CartServiceDeps {
  cartCatalogue: () => Promise<CartCatalogue>;
}

const CART_NOT_FOUND = () => new BusinessError('CART_NOT_FOUND', 'Panier introuvable.');
const CART_EMPTY = () => new BusinessError('CART_EMPTY', 'Votre panier est vide.');

/**
 * The catalogue is read before any transaction opens: PGlite has one connection, so a read outside a
 * transaction while it is open would wait for it forever.
 */
export function createCartService(deps: CartServiceDeps) {
  const parts: CartParts = {
    ...deps,
    cartCatalogue: () => loadCartCatalogue(deps.catalogue, deps.listRelayPoints),
  };
  return { ...createSessionCarts(parts), ...createOrderAddOns(parts) };
}

export type CartService = ReturnType<typeof createCartService>;

/** The web session's cart: read, replaced, saved whole, emptied, and handed over by a resume link. */
function createSessionCarts({ db, clock, catalogue, orders, cartCatalogue }: CartParts) {
  return {
    /** The session's cart, priced; an empty one when the visitor has none yet. */
    async sessionCart(ownerHash: string | undefined): Promise<CartView> {
      const current = await cartCatalogue();
      return cartView(ownerHash ? await repository.findOwned(db, ownerHash) : undefined, current);
    },

    /** Creates or replaces the session's cart lines; a good's delivery may still be chosen later. */
    async replace(ownerHash: string, lines: CartLine[]): Promise<CartView> {
      const current = await cartCatalogue();
      priceForWrite(lines, current, { requireDelivery: false });
      const now = clock.now();
      const row = await repository.upsertLines(db, {
        id: randomUUID(),
        ownerSessionHash: ownerHash,
        lines,
        status: 'open',
        version: 1,
        createdAt: now,
        updatedAt: now,
        savedAt: null,
      });
      return cartView(row, current);
    },

    /**
     * Saves the session's cart once whole (every good with its delivery). With an order of the
     * session (a draft), its products become the order's add-ons, checked against the order's energy.
     */
    async save(ownerHash: string, orderId?: string): Promise<CartView & { orderId: string | null }> {
      const [current, offers] = await Promise.all([cartCatalogue(), catalogue.offers()]);
      return db.transaction(async (tx) => {
        const row = await repository.findOwned(tx, ownerHash, { lock: true });
        if (!row) throw CART_NOT_FOUND();
        if (row.lines.length === 0) throw CART_EMPTY();
        // Only a draft of the session takes add-ons.
        const order = orderId ? await orders.lockOwnDraft(tx, orderId, ownerHash) : undefined;
        priceForWrite(row.lines, current, order ? addOnRules(order, offers) : { requireDelivery: true });
        if (order) await repository.upsertAddOns(tx, order.id, row.lines, clock.now());
        const now = clock.now();
        const saved = await repository.update(tx, row.id, {
          status: 'saved',
          savedAt: now,
          updatedAt: now,
          version: row.version + 1,
        });
        return { ...cartView(saved, current), orderId: order?.id ?? null };
      });
    },

    /** Starts over: the session's cart is emptied (deleted, with its resume links). */
    async restart(ownerHash: string | undefined): Promise<CartView> {
      const current = await cartCatalogue();
      if (ownerHash) await repository.deleteOwned(db, ownerHash);
      return cartView(undefined, current);
    },

    /** For a resume link: the session's cart, locked in the caller's transaction, and not empty. */
    async lockSessionCart(tx: DbExecutor, ownerHash: string): Promise<{ id: string }> {
      const row = await repository.findOwned(tx, ownerHash, { lock: true });
      if (!row) throw CART_NOT_FOUND();
      if (row.lines.length === 0) throw CART_EMPTY();
      return { id: row.id };
    },

    /**
     * A cart's resume link was opened: the cart moves to the session that opened it (replacing the
     * cart that session had), and the former session loses it.
     */
    async adoptCart(tx: DbExecutor, cartId: string, newOwnerHash: string): Promise<void> {
      const row = await repository.lockById(tx, cartId);
      if (!row) throw CART_NOT_FOUND();
      if (row.ownerSessionHash !== newOwnerHash) await repository.deleteOwned(tx, newOwnerHash);
      await repository.update(tx, cartId, {
        ownerSessionHash: newOwnerHash,
        version: row.version + 1,
        updatedAt: clock.now(),
      });
    },
  };
}

/** The add-on products of a draft order: chosen, merged with those it has, checked and priced. */
function createOrderAddOns({ db, clock, catalogue, orders, cartCatalogue }: CartParts) {
  return {
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
        const order = await orders.lockOwnDraft(tx, orderId, ownerHash);
        const rules = addOnRules(order, offers);
        priceForWrite(products, current, rules);
        const existing = await repository.findAddOns(tx, order.id, { lock: true });
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
        await repository.upsertAddOns(tx, order.id, merged.data, clock.now());
        return { orderId: order.id, addOns };
      });
    },

    /** The add-ons of an order the caller already holds (its ownership checked), priced; `null` without any. */
    async orderAddOns(orderId: string): Promise<(PricedCart & { notifications: string[] }) | null> {
      const row = await repository.findAddOns(db, orderId);
      if (!row || row.lines.length === 0) return null;
      const { priced, notifications } = priceForDisplay(row.lines, await cartCatalogue());
      return { ...priced, notifications };
    },
  };
}
