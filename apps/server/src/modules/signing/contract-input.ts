import {
  type DEBIT_DAYS,
  type Energy,
  formatEuros,
  formatFrenchDate,
  formatPricePerKwh,
  PRICING_OPTION_LABELS,
  type PricingOption,
  type Quote,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { OrderView } from '../orders/orders.service.js';
import { cartConfigFromOrder } from '../pricing/cart-config-from-order.js';
import type { PricingService } from '../pricing/pricing.service.js';
import type { ContractDocumentInput } from './contract-pdf.js';
import type { ContractTemplate } from './contract-templates.js';
import type { Supplier } from './supplier.js';

interface Address {
  streetNumber?: string;
  streetName?: string;
  additionalAddress?: string;
  zipCode?: string;
  city?: string;
  fullAddress?: string;
}
interface Situation {
  kind: 'switching' | 'connection';
  energy: Energy;
  offerId: string;
  kva?: number;
  option?: PricingOption;
  startDate: string;
}
interface Holder {
  civility: 'Mme' | 'M.';
  firstName: string;
  lastName: string;
  birthDate: string;
  email: string;
  phone: string;
  billingAddressSameAsSupply: boolean;
  billingAddress?: Address;
}
interface Payment {
  accountHolder: string;
  debitDay: (typeof DEBIT_DAYS)[number];
  mandateReference: string;
}

/** The journey's steps, typed as the step schemas stored them (the order is submitted, so all are there). */
export function journeyOf(order: OrderView) {
  const journey = order.journey as Record<string, unknown>;
  const step = <T>(name: string): T => {
    const value = journey[name];
    if (!value) {
      throw new BusinessError(
        'JOURNEY_INCOMPLETE',
        'Toutes les étapes doivent être complétées avant la signature.',
        409,
      );
    }
    return value as T;
  };
  return {
    housing: step<{ address: Address }>('housing'),
    deliveryPoint: step<{ mode: 'confirmed'; point: { id: string } } | { mode: 'unknown' }>('deliveryPoint'),
    situation: step<Situation>('situation'),
    holder: step<Holder>('holder'),
    payment: step<Payment>('payment'),
    summary: step<{ expressStartRequested?: boolean }>('summary'),
  };
}

export const oneLineAddress = (address: Address): string =>
  address.fullAddress ??
  [address.streetNumber, address.streetName, address.additionalAddress, address.zipCode, address.city]
    .filter(Boolean)
    .join(' ');

/** The prices to print: the full quote when the consumption is known, else the unit prices alone. */
async function priceLines(
  order: OrderView,
  situation: Situation,
  pricing: PricingService,
  issuedAt: Date,
): Promise<{ offerName: string; lines: string[] } | undefined> {
  try {
    const quote = (await pricing.cartPrices(cartConfigFromOrder(order, issuedAt))) as Quote;
    return { offerName: quote.offerName, lines: quote.lines };
  } catch (error) {
    if (!(error instanceof BusinessError) || error.code !== 'JOURNEY_INCOMPLETE') throw error;
  }
  if (situation.energy !== 'electricity' || situation.kva === undefined || !situation.option)
    return undefined;
  const date = toIsoDateInTimeZone(issuedAt);
  // Unit prices do not depend on the consumption: a zero consumption gives them without an estimate.
  const quote = (await pricing.cartPrices({
    offerId: situation.offerId,
    energy: 'electricity',
    kva: situation.kva,
    option: situation.option,
    consumption: situation.option === 'HPHC' ? { hpKwh: 0, hcKwh: 0 } : { baseKwh: 0 },
    date,
  })) as Quote;
  const kwh =
    'base' in quote.kwhPrices
      ? [`Prix du kWh : ${formatPricePerKwh(quote.kwhPrices.base)}`]
      : [
          `Prix du kWh en heures pleines : ${formatPricePerKwh(quote.kwhPrices.hp)}`,
          `Prix du kWh en heures creuses : ${formatPricePerKwh(quote.kwhPrices.hc)}`,
        ];
  return {
    offerName: quote.offerName,
    lines: [
      `Abonnement (${quote.kva} kVA, option ${PRICING_OPTION_LABELS[situation.option]}) : ${formatEuros(quote.monthlySubscriptionCents)} par mois`,
      ...kwh,
      `Prix en vigueur le ${formatFrenchDate(date)} ; pas d’estimation annuelle, faute de consommation renseignée.`,
    ],
  };
}

/** Everything the contract shows, gathered from a submitted order. */
export async function contractInputFor({
  order,
  iban,
  template,
  supplier,
  issuedAt,
  pricing,
  catalogue,
}: {
  order: OrderView;
  iban: string;
  template: ContractTemplate;
  supplier: Supplier;
  issuedAt: Date;
  pricing: PricingService;
  catalogue: CatalogueService;
}): Promise<ContractDocumentInput> {
  const { housing, deliveryPoint, situation, holder, payment, summary } = journeyOf(order);
  const prices = await priceLines(order, situation, pricing, issuedAt);
  return {
    template,
    supplier,
    issuedAt,
    reference: order.reference,
    customer: {
      civility: holder.civility,
      firstName: holder.firstName,
      lastName: holder.lastName,
      birthDate: holder.birthDate,
      email: holder.email,
      phone: holder.phone,
      supplyAddress: oneLineAddress(housing.address),
      billingAddress:
        holder.billingAddressSameAsSupply || !holder.billingAddress
          ? null
          : oneLineAddress(holder.billingAddress),
    },
    offer: {
      name: prices?.offerName ?? (await catalogue.requireOffer(situation.offerId)).offer.name,
      priceLines: prices?.lines ?? ['Prix selon la grille tarifaire de l’offre en vigueur à la signature.'],
      promoCode: order.promoCode,
    },
    deliveryPoint: {
      energy: situation.energy,
      id: deliveryPoint.mode === 'confirmed' ? deliveryPoint.point.id : null,
    },
    start: {
      kind: situation.kind,
      date: situation.startDate,
      expressStartRequested: summary.expressStartRequested === true,
    },
    mandate: {
      reference: payment.mandateReference,
      iban,
      accountHolder: payment.accountHolder,
      debitDay: payment.debitDay,
    },
  };
}
