import {
  type Consumption,
  type DualEnergyQuote,
  EXPRESS_CONNECTION_FEE_CENTS,
  GAS_DEFAULT_ZONE,
  GAS_USAGE_CLASS_LABELS,
  GAS_USAGE_CLASSES,
  GAS_ZONES,
  type GasZone,
  gasUsageClass,
  gasZoneForInseeCode,
  HOUSING_TYPE_LABELS,
  HOUSING_TYPES,
  HPHC_SUBSCRIBED_POWERS_KVA,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  type Offer,
  type OrderQuote,
  type OrderView,
  ok,
  PRICING_OPTION_LABELS,
  PRICING_OPTIONS,
  type PricedCart,
  type PromoEffect,
  type Quote,
  type QuoteInput,
  quote,
  quoteDualEnergy,
  roundUpSubscribedPower,
  SUBSCRIBED_POWERS_KVA,
  USAGE_ENERGIES,
  USAGE_ENERGY_LABELS,
} from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { estimatorService, unwrap } from '../estimator/estimator.service.js';
import { cartConfigFromOrder } from './cart-config-from-order.js';
import type {
  CartPricesBody,
  GenContextBody,
  PricingContext,
  Simulation,
  SimulationBody,
  SimulationSetup,
  SingleCartPricesBody,
} from './pricing.schemas.js';

export type CartPrices = Quote | (DualEnergyQuote & { energy: 'dual' });

function offerOfEnergy<E extends Offer['energy']>(offer: Offer, energy: E): Extract<Offer, { energy: E }> {
  if (offer.energy !== energy) {
    throw new BusinessError(
      'ENERGY_MISMATCH',
      `L’offre « ${offer.name} » ne concerne pas ${energy === 'electricity' ? 'l’électricité' : 'le gaz'}.`,
    );
  }
  return offer as Extract<Offer, { energy: E }>;
}

/** The gas zone of a commune; without a commune, the default zone (flagged). */
function gasZoneFor(inseeCode: string | undefined): { zone: GasZone; zoneIsDefault: boolean } {
  if (inseeCode === undefined) return { zone: GAS_DEFAULT_ZONE, zoneIsDefault: true };
  return { zone: unwrap(gasZoneForInseeCode(inseeCode)), zoneIsDefault: false };
}

const byAnnualTotal = (a: Quote, b: Quote) => a.annualTotalCents - b.annualTotalCents;

export function createPricingService({ catalogue }: { catalogue: CatalogueService }) {
  const service = {
    /** Prices a cart: one offer, or an electricity and a gas offer (dual). Unknown offer: 404. */
    async cartPrices(body: CartPricesBody): Promise<CartPrices> {
      const date = body.date ?? catalogue.today();
      const references = await catalogue.references();
      if (body.energy === 'dual') {
        const { offerId: electricityOfferId, ...electricityInput } = body.electricity;
        const { offerId: gasOfferId, ...gasInput } = body.gas;
        const electricityOffer = offerOfEnergy(
          (await catalogue.requireOffer(electricityOfferId)).offer,
          'electricity',
        );
        const gasOffer = offerOfEnergy((await catalogue.requireOffer(gasOfferId)).offer, 'gas');
        const dual = unwrap(
          quoteDualEnergy(
            { input: { ...electricityInput, energy: 'electricity', date }, offer: electricityOffer },
            { input: { ...gasInput, energy: 'gas', date }, offer: gasOffer },
            references,
          ),
        );
        return { energy: 'dual', ...dual };
      }
      const { offerId, ...input } = body;
      const { offer } = await catalogue.requireOffer(offerId);
      return unwrap(quote({ ...input, date } as QuoteInput, offer, references));
    },

    /** The quote of one energy's offer, as an order or a contract needs it (never a dual quote). */
    async quote(body: SingleCartPricesBody): Promise<Quote> {
      const { offerId, ...input } = body;
      const { offer } = await catalogue.requireOffer(offerId);
      return unwrap(
        quote(
          { ...input, date: body.date ?? catalogue.today() } as QuoteInput,
          offer,
          await catalogue.references(),
        ),
      );
    },

    /** An order's price, from the catalogue alone: nothing priced by a browser is trusted. */
    async quoteOrder(
      order: Pick<OrderView, 'journey'>,
      { promo, addOns, now }: { promo?: PromoEffect | undefined; addOns: PricedCart | null; now: Date },
    ): Promise<OrderQuote> {
      const config = { ...cartConfigFromOrder(order, now), ...(promo ? { promo } : {}) };
      const prices = await service.quote(config);
      const expressFeeCents = order.journey.situation?.express ? EXPRESS_CONNECTION_FEE_CENTS : 0;
      return {
        config,
        prices,
        addOns,
        expressFeeCents,
        firstYearTotalCents: prices.annualTotalCents + (addOns?.totals.firstYearCents ?? 0) + expressFeeCents,
      };
    },

    /**
     * A simulation: the consumption estimate, then one quote per candidate offer of each energy the
     * home uses, cheapest first. The candidates are a parameter (the eligible offers of the visitor).
     * An offer that cannot be priced for this profile (option or power not sold, no price that day)
     * is listed in `excluded` with the reason.
     */
    async simulate(
      body: SimulationBody,
      offers: readonly Offer[],
    ): Promise<{ simulation: Simulation; notifications: string[] }> {
      const { inseeCode, date: requestedDate, ...input } = body;
      const date = requestedDate ?? catalogue.today();
      const estimate = estimatorService.estimate(input);
      const references = await catalogue.references();
      const notifications: string[] = [];
      const excluded: Simulation['excluded'] = [];
      const priceAll = (energy: Offer['energy'], quoteInput: QuoteInput) => {
        const quotes: Quote[] = [];
        for (const offer of offers.filter((candidate) => candidate.energy === energy)) {
          const result = quote(quoteInput, offer, references);
          if (result.ok) quotes.push(result.value);
          else
            excluded.push({
              offerId: offer.id,
              offerName: offer.name,
              code: result.code,
              message: result.message,
            });
        }
        return quotes.sort(byAnnualTotal);
      };

      const { recommendedKva: kva, recommendedOption: option } = estimate;
      const consumption: Consumption =
        option === 'HPHC'
          ? { hpKwh: estimate.electricity.hpKwh, hcKwh: estimate.electricity.hcKwh }
          : { baseKwh: estimate.electricity.annualKwh };
      const electricity = {
        kva,
        option,
        consumption,
        quotes: priceAll('electricity', { energy: 'electricity', kva, option, consumption, date }),
      };

      let gas: Simulation['gas'] = null;
      if (estimate.gas.annualKwh > 0 && estimate.gas.usageClass !== null) {
        const zone = inseeCode === undefined ? ok(GAS_DEFAULT_ZONE) : gasZoneForInseeCode(inseeCode);
        if (!zone.ok) {
          notifications.push(zone.message);
        } else {
          if (inseeCode === undefined) {
            notifications.push(
              `Sans commune, les prix du gaz sont ceux de la zone ${GAS_DEFAULT_ZONE} : indiquez votre commune pour un prix exact.`,
            );
          }
          gas = {
            annualKwh: estimate.gas.annualKwh,
            usageClass: estimate.gas.usageClass,
            zone: zone.value,
            zoneIsDefault: inseeCode === undefined,
            quotes: priceAll('gas', {
              energy: 'gas',
              gas: { annualKwh: estimate.gas.annualKwh, zone: zone.value },
              date,
            }),
          };
        }
      }
      return { simulation: { date, estimate, electricity, gas, excluded }, notifications };
    },

    /**
     * A pricing context from a partial input: the date (today by default), the kVA rounded up to an
     * allowed step, the gas class from the kWh and the gas zone from the commune.
     */
    genContext(body: GenContextBody): PricingContext {
      const date = body.date ?? catalogue.today();
      let electricity: PricingContext['electricity'] = null;
      if (body.electricity) {
        const { kva, option, consumption } = body.electricity;
        electricity = {
          kva: kva === undefined ? null : unwrap(roundUpSubscribedPower(kva, option)),
          option,
          consumption: consumption ?? null,
        };
      }
      let gas: PricingContext['gas'] = null;
      if (body.gas) {
        const usageClass = unwrap(gasUsageClass(body.gas.annualKwh));
        gas = { annualKwh: body.gas.annualKwh, usageClass, ...gasZoneFor(body.inseeCode) };
      }
      return { date, inseeCode: body.inseeCode ?? null, electricity, gas };
    },

    /** What a simulation screen needs: the offers, the kVA lists, the options and the answers' choices. */
    async setup(): Promise<SimulationSetup> {
      const choices = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
        values.map((value) => ({ value, label: labels[value] }));
      return {
        date: catalogue.today(),
        offers: await catalogue.offerSummaries(),
        subscribedPowers: { BASE: [...SUBSCRIBED_POWERS_KVA], HPHC: [...HPHC_SUBSCRIBED_POWERS_KVA] },
        pricingOptions: choices(PRICING_OPTIONS, PRICING_OPTION_LABELS),
        housingTypes: choices(HOUSING_TYPES, HOUSING_TYPE_LABELS),
        usageEnergies: choices(USAGE_ENERGIES, USAGE_ENERGY_LABELS),
        gasUsageClasses: choices(GAS_USAGE_CLASSES, GAS_USAGE_CLASS_LABELS),
        gasZones: [...GAS_ZONES],
        offerKinds: choices(OFFER_KINDS, OFFER_KIND_LABELS),
      };
    },
  };
  return service;
}
export type PricingService = ReturnType<typeof createPricingService>;
