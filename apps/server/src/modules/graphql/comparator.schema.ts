import {
  createLeadContactSchema,
  type Energy,
  MARKETING_CONSENT_TEXT,
  UtmValueSchema,
} from '@voltaire/domain';
import { z } from 'zod';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { GatewaysService } from '../gateways/gateways.service.js';
import type { LeadsService } from '../leads/leads.service.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { createOfferSummaries } from './graphql.schema.js';
import { asGraphqlError, type ConsumptionArgs, createCartBody, graphqlError } from './quote-input.js';

/** What a comparison site needs beyond the catalogue: a comparison for a consumption, and leads. */
export const comparatorSchema = /* GraphQL */ `
  "Une consommation annuelle à chiffrer pour toutes les offres d’une énergie. Électricité : kva, option et baseKwh (ou hpKwh + hcKwh). Gaz : gasAnnualKwh et inseeCode (ou gasZone)."
  input ConsumptionProfileInput {
    energy: Energy!
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

  type OfferCost {
    offer: Offer!
    "Le devis pour ce profil ; null quand l’offre ne peut pas le chiffrer (voir unavailableReason)"
    quote: Quote
    "Coût de la première année TTC, en centimes (le total du devis)"
    annualTotalCents: Int
    "Pourquoi l’offre ne chiffre pas ce profil, en français"
    unavailableReason: String
  }

  "Le prospect qu’un comparateur nous transmet ; au moins une adresse e-mail ou un téléphone"
  input ComparatorLeadInput {
    "Mme ou M."
    civility: String
    firstName: String
    lastName: String
    email: String
    phone: String
    "Le prospect accepte d’être recontacté (consentement recueilli par le comparateur)"
    marketingOptIn: Boolean!
    "Le texte du consentement que le prospect a vu, tel quel"
    marketingConsentText: String
    "L’offre choisie sur le comparateur : le lien mène à sa fiche"
    offerId: ID
    "Campagne du comparateur, reprise en utm_campaign"
    campaign: String
  }

  type ComparatorLead {
    leadId: ID!
    "La passerelle du comparateur, à laquelle la vente est attribuée"
    gatewayId: ID!
    "Le lien sur lequel le visiteur poursuit sa souscription"
    link: String!
  }

  type Mutation {
    "Crée un lead attribué au comparateur de la clé et donne le lien où le visiteur poursuit"
    createLead(input: ComparatorLeadInput!): ComparatorLead!
  }
`;

/** The comparator behind the request's API key: the gateway its leads go to, when the key names one. */
export interface ComparatorContext {
  comparator?: { gatewayId: string | null };
}

const LeadInputSchema = createLeadContactSchema({
  marketingOptIn: z.boolean(),
  marketingConsentText: z.string().trim().min(1).max(2_000).optional(),
  offerId: z.string().max(64).optional(),
  campaign: UtmValueSchema.optional(),
});

const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

export const NO_COMPARATOR_MESSAGE =
  'Cette clé d’API n’est rattachée à aucun comparateur : elle ne peut pas créer de lead.';

export interface ComparatorResolversDeps {
  catalogue: CatalogueService;
  pricing: PricingService;
  leads: LeadsService;
  gateways: GatewaysService;
}

export function createComparatorResolvers({ catalogue, pricing, leads, gateways }: ComparatorResolversDeps) {
  const summaries = createOfferSummaries(catalogue);
  const cartBody = createCartBody(catalogue);

  const priceFor = async (offerId: string, profile: ConsumptionArgs) => {
    const result = await pricing.cartPrices(await cartBody({ ...profile, offerId }));
    if (result.energy === 'dual') throw new Error('A single offer never yields a dual quote');
    return result;
  };

  return {
    Query: {
      /** Every offer priced; an offer that cannot price the profile says why, unless none can (then the error). */
      offerCosts: async (_root: unknown, args: { profile: ConsumptionArgs & { energy: Energy } }) => {
        const { energy, ...profile } = args.profile;
        const offers = await summaries(energy);
        const priced = await Promise.allSettled(offers.map((offer) => priceFor(offer.id, profile)));
        const firstFailure = priced.find((outcome) => outcome.status === 'rejected');
        if (firstFailure && priced.every((outcome) => outcome.status === 'rejected')) {
          return asGraphqlError(firstFailure.reason);
        }
        return offers.map((offer, index) => {
          const outcome = priced[index] as PromiseSettledResult<Awaited<ReturnType<typeof priceFor>>>;
          if (outcome.status === 'fulfilled') {
            return { offer, quote: outcome.value, annualTotalCents: outcome.value.annualTotalCents };
          }
          const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
          return { offer, quote: null, annualTotalCents: null, unavailableReason: reason };
        });
      },
    },
    Mutation: {
      createLead: async (
        _root: unknown,
        args: { input: Record<string, unknown> },
        context: ComparatorContext,
      ) => {
        const gatewayId = context.comparator?.gatewayId;
        if (!gatewayId) throw graphqlError('NO_COMPARATOR', NO_COMPARATOR_MESSAGE);
        const gateway = await gateways.activeGateway(gatewayId);
        if (!gateway) {
          throw graphqlError('GATEWAY_INACTIVE', 'La passerelle de ce comparateur est désactivée.');
        }
        const parsed = LeadInputSchema.safeParse(withoutNulls(args.input));
        if (!parsed.success) {
          const issues = parsed.error.issues.map(
            (issue) => `${issue.path.map(String).join('.') || 'input'} : ${issue.message}`,
          );
          throw graphqlError('VALIDATION_ERROR', issues.join(' ; '));
        }
        const { marketingOptIn, marketingConsentText, offerId, campaign, ...contact } = parsed.data;
        try {
          if (offerId) await catalogue.requireOffer(offerId);
          const link = await gateways.generateLink({
            gatewayId,
            ...(campaign ? { campaign } : {}),
            ...(offerId ? { offerId } : {}),
          });
          const { lead } = await leads.saveLead(
            {
              ...contact,
              channel: 'comparison',
              marketingOptIn,
              marketingConsentText: marketingConsentText ?? MARKETING_CONSENT_TEXT,
            },
            { sync: true },
          );
          await gateways.attributeLead(lead.id, gatewayId);
          return { leadId: lead.id, gatewayId, link };
        } catch (error) {
          return asGraphqlError(error);
        }
      },
    },
  };
}
