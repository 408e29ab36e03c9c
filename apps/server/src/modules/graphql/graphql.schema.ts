import { type Energy, isIsoDate, type Offer } from '@voltaire/domain';
import type { OfferPricesView } from '../catalogue/catalogue.schemas.js';
import type { CatalogueOffer, CatalogueService } from '../catalogue/catalogue.service.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { asGraphqlError, createCartBody, defined, graphqlError, type QuoteArgs } from './quote-input.js';

/** The comparison-site API: offers, their prices on a day, and quotes for a consumption. */
export const graphqlSchema = /* GraphQL */ `
  "Énergie : electricity (électricité) ou gas (gaz naturel)"
  enum Energy {
    electricity
    gas
  }

  "regulated : tarif de référence (TRV, prix repère CRE) ; fixed ; indexed ; green"
  enum OfferKind {
    regulated
    fixed
    indexed
    green
  }

  "BASE : un prix toute la journée ; HPHC : heures pleines / heures creuses"
  enum PricingOption {
    BASE
    HPHC
  }

  enum GasUsageClass {
    BASE
    B0
    B1
    B2I
  }

  enum EnergyBand {
    base
    hp
    hc
  }

  type KwhPrice {
    band: EnergyBand!
    label: String!
    "Prix du kWh TTC en cent-millièmes d’euro (0,1952 € = 19520)"
    millicentsPerKwh: Int!
    formatted: String!
  }

  type MonthlySubscription {
    kva: Int!
    "Abonnement mensuel TTC, en centimes"
    monthlyCents: Int!
    formatted: String!
  }

  type ElectricityOptionPrices {
    option: PricingOption!
    label: String!
    kwhPrices: [KwhPrice!]!
    subscriptions: [MonthlySubscription!]!
  }

  type ZonePrice {
    zone: Int!
    millicentsPerKwh: Int!
    formatted: String!
  }

  type GasClassPrices {
    usageClass: GasUsageClass!
    label: String!
    "Abonnement annuel TTC, en centimes"
    subscriptionCentsPerYear: Int!
    formatted: String!
    kwhPricesByZone: [ZonePrice!]!
  }

  "Les prix qu’une offre pratique un jour donné"
  type OfferPrices {
    energy: Energy!
    date: String!
    validFrom: String!
    validTo: String
    "Offre indexée : remise sur les prix du kWh de référence, en %"
    indexedDiscountPercent: Float
    "Électricité seulement"
    electricityOptions: [ElectricityOptionPrices!]!
    "Gaz seulement"
    gasClasses: [GasClassPrices!]!
  }

  type Offer {
    id: ID!
    energy: Energy!
    energyLabel: String!
    kind: OfferKind!
    kindLabel: String!
    name: String!
    shortDescription: String!
    "Prix en vigueur le jour donné (AAAA-MM-JJ, aujourd’hui par défaut) ; null si l’offre n’a pas de prix ce jour-là"
    prices(date: String): OfferPrices
  }

  "Une consommation à chiffrer. Électricité : kva, option et baseKwh (ou hpKwh + hcKwh). Gaz : gasAnnualKwh et gasZone (ou inseeCode)."
  input QuoteInput {
    offerId: ID!
    "Jour des prix (AAAA-MM-JJ), aujourd’hui par défaut"
    date: String
    kva: Float
    option: PricingOption
    baseKwh: Int
    hpKwh: Int
    hcKwh: Int
    gasAnnualKwh: Int
    gasZone: Int
    "Code INSEE de la commune, à la place de gasZone"
    inseeCode: String
  }

  type EnergyLine {
    band: EnergyBand!
    kwh: Int!
    pricePerKwh: Int!
    cents: Int!
  }

  type Quote {
    offerId: ID!
    offerName: String!
    energy: Energy!
    date: String!
    kva: Int
    option: PricingOption
    gasUsageClass: GasUsageClass
    gasZone: Int
    annualKwh: Int!
    monthlySubscriptionCents: Int!
    energyLines: [EnergyLine!]!
    annualSubscriptionCents: Int!
    annualEnergyCents: Int!
    promoDiscountCents: Int!
    "Total de la première année, TTC, en centimes"
    annualTotalCents: Int!
    "Total annuel ÷ 12, arrondi à l’euro supérieur, en centimes"
    recommendedMonthlyPaymentCents: Int!
    "Le tarif de référence pour la même consommation"
    regulatedAnnualTotalCents: Int!
    "Négatif : économie par rapport à la référence"
    differenceVsRegulatedCents: Int!
    "Le calcul expliqué en français"
    lines: [String!]!
  }

  type Query {
    "Les offres actives, tarifs de référence compris, dans l’ordre du catalogue"
    offers(energy: Energy): [Offer!]!
    offer(id: ID!): Offer
    quote(input: QuoteInput!): Quote
    "Chaque offre active d’une énergie chiffrée pour une consommation : le comparatif d’un comparateur"
    offerCosts(profile: ConsumptionProfileInput!): [OfferCost!]!
  }
`;

function offerPricesType(view: OfferPricesView) {
  return {
    ...view,
    electricityOptions: view.energy === 'electricity' ? view.options : [],
    gasClasses: view.energy === 'gas' ? view.classes : [],
  };
}

/** The catalogue's offers as the `Offer` type resolves them (summary fields, and the document for prices). */
export function createOfferSummaries(catalogue: CatalogueService) {
  return async (energy?: Energy) => {
    const [list, entries] = await Promise.all([catalogue.offerSummaries(energy), catalogue.offers(energy)]);
    const documents = new Map(entries.map((entry: CatalogueOffer) => [entry.offer.id, entry.offer]));
    return list.map((summary) => ({ ...summary, document: documents.get(summary.id) as Offer }));
  };
}

export function createGraphqlResolvers({
  catalogue,
  pricing,
}: {
  catalogue: CatalogueService;
  pricing: PricingService;
}) {
  const summaries = createOfferSummaries(catalogue);

  const cartBody = createCartBody(catalogue);

  return {
    Query: {
      offers: async (_root: unknown, args: { energy?: Energy | null }) => summaries(defined(args.energy)),
      offer: async (_root: unknown, args: { id: string }) =>
        (await summaries()).find((summary) => summary.id === args.id) ?? null,
      quote: async (_root: unknown, args: { input: QuoteArgs }) => {
        try {
          const result = await pricing.cartPrices(await cartBody(args.input));
          if (result.energy === 'dual') throw new Error('A single offer never yields a dual quote');
          return result;
        } catch (error) {
          return asGraphqlError(error);
        }
      },
    },
    Offer: {
      prices: async (offer: { document: Offer }, args: { date?: string | null }) => {
        const date = defined(args.date);
        if (date !== undefined && !isIsoDate(date)) {
          throw graphqlError('VALIDATION_ERROR', 'Date invalide (AAAA-MM-JJ attendu)');
        }
        const prices = await catalogue.offerPrices(offer.document, date);
        return prices.ok ? offerPricesType(prices.value) : null;
      },
    },
  };
}
