import {
  describePriceChange,
  formatEuros,
  formatFrenchDate,
  formatPricePerKwh,
  type OrderJourneyView,
  type OrderView,
  PRICING_OPTION_LABELS,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { cartConfigFromOrder } from '../pricing/cart-config-from-order.js';
import type { PricingService } from '../pricing/pricing.service.js';
import type { ContractDocumentInput } from './contract-pdf.js';
import type { ContractTemplate } from './contract-templates.js';
import type { Supplier } from './supplier.js';

type Address = Pick<
  NonNullable<OrderJourneyView['housing']>['address'],
  'streetNumber' | 'streetName' | 'complement' | 'zipCode' | 'city' | 'fullAddress'
>;
type Situation = NonNullable<OrderJourneyView['situation']>;

/** The journey's steps, all there once the order is submitted; a missing one is refused. */
export function journeyOf(order: Pick<OrderView, 'journey'>) {
  const { housing, deliveryPoint, situation, holder, payment, summary } = order.journey;
  if (!housing || !deliveryPoint || !situation || !holder || !payment || !summary) {
    throw new BusinessError(
      'JOURNEY_INCOMPLETE',
      'Toutes les étapes doivent être complétées avant la signature.',
    );
  }
  return { housing, deliveryPoint, situation, holder, payment, summary };
}

export const oneLineAddress = (address: Address): string =>
  address.fullAddress ??
  [address.streetNumber, address.streetName, address.complement, address.zipCode, address.city]
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
    const quote = await pricing.quote(cartConfigFromOrder(order, issuedAt));
    return { offerName: quote.offerName, lines: quote.lines };
  } catch (error) {
    if (!(error instanceof BusinessError) || error.code !== 'JOURNEY_INCOMPLETE') throw error;
  }
  if (situation.energy !== 'electricity' || situation.kva === undefined || !situation.option)
    return undefined;
  const date = toIsoDateInTimeZone(issuedAt);
  // Unit prices do not depend on the consumption: a zero consumption gives them without an estimate.
  const quote = await pricing.quote({
    offerId: situation.offerId,
    energy: 'electricity',
    kva: situation.kva,
    option: situation.option,
    consumption: situation.option === 'HPHC' ? { hpKwh: 0, hcKwh: 0 } : { baseKwh: 0 },
    date,
  });
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
  const { offer } = await catalogue.requireOffer(situation.offerId);
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
      name: prices?.offerName ?? offer.name,
      priceLines: prices?.lines ?? ['Prix selon la grille tarifaire de l’offre en vigueur à la signature.'],
      priceChange: describePriceChange(offer.kind),
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
