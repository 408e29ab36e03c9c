import { type AddOnProduct, type BillingPeriod, formatAddOnPrice } from '../catalogue/add-on-product.js';
import {
  DELIVERY_MODE_LABELS,
  type DeliveryMode,
  type DeliveryOption,
  formatDeliveryDelay,
} from '../catalogue/delivery-option.js';
import type { RelayPoint } from '../catalogue/relay-point.js';
import type { Energy } from '../energy/delivery-point-id.js';
import type { Cents } from '../pricing/money.js';
import { type Failure, fail, type Ok, ok } from '../result.js';
import type { CartLine } from './cart-line.js';

/** What a cart needs to know of the catalogue's active add-ons, delivery prices and relay points. */
export interface CartCatalogue {
  products: readonly Pick<
    AddOnProduct,
    'id' | 'sku' | 'salesforceId' | 'name' | 'kind' | 'energies' | 'priceCents' | 'billing' | 'deliverable'
  >[];
  deliveryOptions: readonly DeliveryOption[];
  relayPoints: readonly Pick<RelayPoint, 'id' | 'name' | 'address' | 'zipCode' | 'city'>[];
}

export interface CartRules {
  /** The energies of the order the products go with: a product for none of them is refused. None given: any. */
  energies?: readonly Energy[];
  /** Saving a cart or attaching it to an order: every good must say how it is delivered. */
  requireDelivery: boolean;
}

export type CartRefusal =
  | 'PRODUCT_UNKNOWN'
  | 'SERVICE_QUANTITY'
  | 'PRODUCT_ENERGY_MISMATCH'
  | 'DELIVERY_NOT_APPLICABLE'
  | 'DELIVERY_REQUIRED'
  | 'DELIVERY_MODE_UNAVAILABLE'
  | 'RELAY_POINT_REQUIRED'
  | 'RELAY_POINT_UNKNOWN'
  | 'RELAY_POINT_NOT_APPLICABLE'
  | 'DELIVERY_MODES_MIXED';

/** A refusal, with the path of the line's field at fault (`3.quantity`). */
export type CartFailure = Failure<CartRefusal> & { field: string };

export interface PricedCartLine {
  sku: string;
  productId: string;
  salesforceId: string;
  name: string;
  kind: AddOnProduct['kind'];
  billing: BillingPeriod;
  quantity: number;
  unitPriceCents: Cents;
  /** Quantity × unit price, for one billing period. */
  totalCents: Cents;
  /** `129,00 €`, `4,90 € par mois`: the line total with its period. */
  priceLabel: string;
  deliverable: boolean;
  deliveryOption: DeliveryMode | null;
  relayPointId: string | null;
}

/** The goods of a cart travel together: one delivery, charged once. */
export interface CartDelivery {
  mode: DeliveryMode;
  label: string;
  priceCents: Cents;
  delayLabel: string;
  relayPoint: CartCatalogue['relayPoints'][number] | null;
}

export interface CartTotals {
  /** Goods, paid once. */
  oneOffCents: Cents;
  deliveryCents: Cents;
  /** Services billed every month, per month. */
  monthlyCents: Cents;
  /** Services billed every year, per year. */
  yearlyCents: Cents;
  /** What the first year costs: goods + delivery + 12 months + one year. */
  firstYearCents: Cents;
}

export interface PricedCart {
  lines: PricedCartLine[];
  delivery: CartDelivery | null;
  /** A good whose delivery is not chosen yet (only while `requireDelivery` is false). */
  deliveryPending: boolean;
  totals: CartTotals;
}

const ENERGY_OFFER_PHRASES: Record<Energy, string> = {
  electricity: 'd’électricité',
  gas: 'de gaz',
};

const refuse = (code: CartRefusal, message: string, field: string): CartFailure => ({
  ...fail(code, message),
  field,
});

/**
 * Checks a cart's lines against the catalogue and prices them, in integer cents. Each line is
 * checked in order and the first fault is returned with its field: unknown SKU, a service taken
 * more than once, a product for another energy, a delivery for a service, a missing, unknown or
 * mixed delivery. Lines come already shaped by `CartLinesSchema` (quantities, each SKU once).
 */
export function priceCart(
  lines: readonly CartLine[],
  catalogue: CartCatalogue,
  rules: CartRules,
): Ok<PricedCart> | CartFailure {
  const priced: PricedCartLine[] = [];
  let delivery: CartDelivery | null = null;
  let deliveryPending = false;

  for (const [index, line] of lines.entries()) {
    const field = (name: string) => `${index}.${name}`;
    const product = catalogue.products.find((candidate) => candidate.sku === line.sku);
    if (!product) {
      return refuse(
        'PRODUCT_UNKNOWN',
        `Le produit « ${line.sku} » n’existe pas ou n’est plus proposé.`,
        field('sku'),
      );
    }
    if (product.kind === 'service' && line.quantity > 1) {
      return refuse(
        'SERVICE_QUANTITY',
        `Le service « ${product.name} » se souscrit une seule fois.`,
        field('quantity'),
      );
    }
    const energies = rules.energies;
    if (energies && !energies.some((energy) => product.energies.includes(energy))) {
      const offer = energies.map((energy) => ENERGY_OFFER_PHRASES[energy]).join(' ou ');
      return refuse(
        'PRODUCT_ENERGY_MISMATCH',
        `Le produit « ${product.name} » n’est pas proposé avec une offre ${offer}.`,
        field('sku'),
      );
    }

    if (!product.deliverable) {
      if (line.deliveryOption !== undefined || line.relayPointId !== undefined) {
        return refuse(
          'DELIVERY_NOT_APPLICABLE',
          `Le produit « ${product.name} » n’est pas livré : il n’y a pas de mode de livraison à choisir.`,
          field(line.deliveryOption !== undefined ? 'deliveryOption' : 'relayPointId'),
        );
      }
    } else if (line.deliveryOption === undefined) {
      if (rules.requireDelivery) {
        return refuse(
          'DELIVERY_REQUIRED',
          `Choisissez le mode de livraison de « ${product.name} ».`,
          field('deliveryOption'),
        );
      }
      if (line.relayPointId !== undefined) {
        return refuse(
          'RELAY_POINT_NOT_APPLICABLE',
          'Un point relais ne s’indique que pour une livraison en point relais UPS.',
          field('relayPointId'),
        );
      }
      deliveryPending = true;
    } else {
      const chosen = lineDelivery(line, product.name, catalogue, field);
      if (!chosen.ok) return chosen;
      if (
        delivery &&
        (delivery.mode !== chosen.value.mode || delivery.relayPoint?.id !== chosen.value.relayPoint?.id)
      ) {
        return refuse(
          'DELIVERY_MODES_MIXED',
          'Les équipements sont livrés ensemble : choisissez le même mode de livraison (et le même point relais) pour tous.',
          field('deliveryOption'),
        );
      }
      delivery = chosen.value;
    }

    const totalCents = product.priceCents * line.quantity;
    priced.push({
      sku: product.sku,
      productId: product.id,
      salesforceId: product.salesforceId,
      name: product.name,
      kind: product.kind,
      billing: product.billing,
      quantity: line.quantity,
      unitPriceCents: product.priceCents,
      totalCents,
      priceLabel: formatAddOnPrice(totalCents, product.billing),
      deliverable: product.deliverable,
      deliveryOption: product.deliverable ? (line.deliveryOption ?? null) : null,
      relayPointId: line.deliveryOption === 'relay' ? (line.relayPointId ?? null) : null,
    });
  }

  const sum = (billing: BillingPeriod) =>
    priced.filter((line) => line.billing === billing).reduce((total, line) => total + line.totalCents, 0);
  const oneOffCents = sum('once');
  const monthlyCents = sum('monthly');
  const yearlyCents = sum('yearly');
  const deliveryCents = delivery?.priceCents ?? 0;
  return ok({
    lines: priced,
    delivery,
    deliveryPending,
    totals: {
      oneOffCents,
      deliveryCents,
      monthlyCents,
      yearlyCents,
      firstYearCents: oneOffCents + deliveryCents + 12 * monthlyCents + yearlyCents,
    },
  });
}

function lineDelivery(
  line: CartLine,
  productName: string,
  catalogue: CartCatalogue,
  field: (name: string) => string,
): Ok<CartDelivery> | CartFailure {
  const option = catalogue.deliveryOptions.find((candidate) => candidate.mode === line.deliveryOption);
  if (!option) {
    return refuse(
      'DELIVERY_MODE_UNAVAILABLE',
      'Ce mode de livraison n’est pas proposé pour le moment.',
      field('deliveryOption'),
    );
  }
  let relayPoint: CartDelivery['relayPoint'] = null;
  if (option.mode === 'relay') {
    if (line.relayPointId === undefined) {
      return refuse(
        'RELAY_POINT_REQUIRED',
        `Choisissez le point relais UPS où retirer « ${productName} ».`,
        field('relayPointId'),
      );
    }
    relayPoint = catalogue.relayPoints.find((point) => point.id === line.relayPointId) ?? null;
    if (!relayPoint) {
      return refuse(
        'RELAY_POINT_UNKNOWN',
        'Ce point relais UPS n’existe pas ou n’est plus proposé.',
        field('relayPointId'),
      );
    }
  } else if (line.relayPointId !== undefined) {
    return refuse(
      'RELAY_POINT_NOT_APPLICABLE',
      'Un point relais ne s’indique que pour une livraison en point relais UPS.',
      field('relayPointId'),
    );
  }
  return ok({
    mode: option.mode,
    label: DELIVERY_MODE_LABELS[option.mode],
    priceCents: option.priceCents,
    delayLabel: formatDeliveryDelay(option.minWorkingDays, option.maxWorkingDays),
    relayPoint,
  });
}
