import {
  ADD_ON_KIND_LABELS,
  type AddOnProduct,
  BOILER_ENERGY_LABELS,
  type BoilerEnergy,
  DELIVERY_MODE_LABELS,
  type DeliveryOption,
  ENERGY_LABELS,
  type Energy,
  effectivePriceGrid,
  formatAddOnPrice,
  formatDeliveryDelay,
  formatEuros,
  type NoPriceAtDate,
  OFFER_KIND_LABELS,
  type Offer,
  OfferSchema,
  ok,
  REGULATED_TARIFFS,
  type RegulatedTariffs,
  type Result,
  sortRelayPointsByProximity,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueRepository } from './catalogue.repository.js';
import type {
  AddOnSummary,
  BoilerView,
  CatalogueItem,
  CatalogueItemDetail,
  CatalogueQuery,
  DeliveryOptionView,
  OfferPricesView,
  OfferSummary,
  RelayPointView,
} from './catalogue.schemas.js';
import { offerPricesView } from './offer-prices-view.js';

/** An active offer of the catalogue: the domain document and how the catalogue presents it. */
export interface CatalogueOffer {
  offer: Offer;
  shortDescription: string;
}

interface Snapshot {
  loadedAt: number;
  offers: CatalogueOffer[];
  addOns: AddOnProduct[];
}

export interface CatalogueServiceDeps {
  catalogueRepository: CatalogueRepository;
  clock: Clock;
  /**
   * Offers and add-ons are read on every quote, so they are kept in memory this long. They change
   * only through seeds and migrations today; an admin editor would call `invalidate()` (and
   * NOTIFY the other instances, as eligibility does).
   */
  cacheTtlMs?: number;
}

export const offerNotFound = (id: string) =>
  new BusinessError('OFFER_NOT_FOUND', `L’offre « ${id} » n’existe pas ou n’est plus proposée.`);

function offerSummary({ offer, shortDescription }: CatalogueOffer): OfferSummary {
  return {
    type: 'offer',
    id: offer.id,
    energy: offer.energy,
    energyLabel: ENERGY_LABELS[offer.energy],
    kind: offer.kind,
    kindLabel: OFFER_KIND_LABELS[offer.kind],
    name: offer.name,
    shortDescription,
  };
}

function addOnSummary(product: AddOnProduct): AddOnSummary {
  return {
    type: 'product',
    id: product.id,
    sku: product.sku,
    salesforceId: product.salesforceId,
    name: product.name,
    description: product.description,
    kind: product.kind,
    kindLabel: ADD_ON_KIND_LABELS[product.kind],
    energies: product.energies,
    priceCents: product.priceCents,
    billing: product.billing,
    priceLabel: formatAddOnPrice(product.priceCents, product.billing),
    deliverable: product.deliverable,
  };
}

function deliveryOptionView(option: DeliveryOption): DeliveryOptionView {
  return {
    mode: option.mode,
    label: DELIVERY_MODE_LABELS[option.mode],
    priceCents: option.priceCents,
    priceLabel: formatEuros(option.priceCents),
    minWorkingDays: option.minWorkingDays,
    maxWorkingDays: option.maxWorkingDays,
    delayLabel: formatDeliveryDelay(option.minWorkingDays, option.maxWorkingDays),
  };
}

const isMarketOffer = ({ offer }: CatalogueOffer) => offer.kind !== 'regulated';

export function createCatalogueService({
  catalogueRepository,
  clock,
  cacheTtlMs = 60_000,
}: CatalogueServiceDeps) {
  let snapshot: Promise<Snapshot> | undefined;

  const load = async (): Promise<Snapshot> => {
    const [offerRows, addOns] = await Promise.all([
      catalogueRepository.listOffers(),
      catalogueRepository.listAddOns(),
    ]);
    return {
      loadedAt: clock.now().getTime(),
      // Documents were validated on write; parsing again keeps a hand-edited row from reaching a quote.
      offers: offerRows
        .filter((row) => row.active)
        .map((row) => ({ offer: OfferSchema.parse(row.document), shortDescription: row.shortDescription })),
      addOns: addOns.filter((product) => product.active),
    };
  };

  const current = async (): Promise<Snapshot> => {
    const cached = snapshot ? await snapshot : undefined;
    if (cached && clock.now().getTime() - cached.loadedAt < cacheTtlMs) return cached;
    const next = load();
    snapshot = next;
    next.catch(() => {
      if (snapshot === next) snapshot = undefined;
    });
    return next;
  };

  // Paris midnight falls on a whole UTC minute: one date per minute is exact, and spares an Intl formatter per call.
  let todayMemo = { minute: Number.NaN, date: '' };
  const today = (): string => {
    const now = clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== todayMemo.minute) todayMemo = { minute, date: toIsoDateInTimeZone(now) };
    return todayMemo.date;
  };

  return {
    /** Today in France (`YYYY-MM-DD`), from the injected clock. */
    today,

    invalidate(): void {
      snapshot = undefined;
    },

    /** What can be sold: market offers (not the references), then add-ons; filtered by energy and type. */
    async listItems({ energy, type }: CatalogueQuery = {}): Promise<CatalogueItem[]> {
      const { offers, addOns } = await current();
      const items: CatalogueItem[] = [];
      if (type !== 'product') {
        items.push(
          ...offers
            .filter((entry) => isMarketOffer(entry) && (!energy || entry.offer.energy === energy))
            .map(offerSummary),
        );
      }
      if (type !== 'offer') {
        items.push(
          ...addOns.filter((product) => !energy || product.energies.includes(energy)).map(addOnSummary),
        );
      }
      return items;
    },

    /**
     * One offer (any active one, the references included) with its grid in force on `date`, or
     * one add-on with its delivery options. `notifications` explains an offer without prices that day.
     */
    async itemDetail(
      id: string,
      date: string = today(),
    ): Promise<{ detail: CatalogueItemDetail; notifications: string[] }> {
      const { offers, addOns } = await current();
      const entry = offers.find(({ offer }) => offer.id === id);
      if (entry) {
        const prices = pricesOf(entry.offer, date, offers);
        return {
          detail: { ...offerSummary(entry), prices: prices.ok ? prices.value : null },
          notifications: prices.ok ? [] : [prices.message],
        };
      }
      const product = addOns.find((candidate) => candidate.id === id);
      if (!product) {
        throw new BusinessError(
          'PRODUCT_NOT_FOUND',
          `Le produit « ${id} » n’existe pas ou n’est plus proposé.`,
        );
      }
      const deliveryOptions = product.deliverable
        ? (await catalogueRepository.listDeliveryOptions()).map(deliveryOptionView)
        : [];
      return { detail: { ...addOnSummary(product), deliveryOptions }, notifications: [] };
    },

    /** The prices `offer` charges on `date` (today by default), formatted; `NO_PRICE_AT_DATE` otherwise. */
    async offerPrices(offer: Offer, date: string = today()): Promise<Result<OfferPricesView, NoPriceAtDate>> {
      return pricesOf(offer, date, (await current()).offers);
    },

    /** Every active offer, references included (kind `regulated`), as summaries in catalogue order. */
    async offerSummaries(energy?: Energy): Promise<OfferSummary[]> {
      const { offers } = await current();
      return offers.filter(({ offer }) => !energy || offer.energy === energy).map(offerSummary);
    },

    /** Every active offer, references included, in catalogue order. */
    async offers(energy?: Energy): Promise<CatalogueOffer[]> {
      const { offers } = await current();
      return offers.filter(({ offer }) => !energy || offer.energy === energy);
    },

    /** The active market offers (what a customer can subscribe to), in catalogue order. */
    async marketOffers(energy?: Energy): Promise<Offer[]> {
      const { offers } = await current();
      return offers
        .filter((entry) => isMarketOffer(entry) && (!energy || entry.offer.energy === energy))
        .map(({ offer }) => offer);
    },

    /** An active offer by id; unknown or withdrawn: a French 404. */
    async requireOffer(id: string): Promise<CatalogueOffer> {
      const { offers } = await current();
      const entry = offers.find(({ offer }) => offer.id === id);
      if (!entry) throw offerNotFound(id);
      return entry;
    },

    /** The references every quote is compared with: the catalogue's regulated offers. */
    async references(): Promise<RegulatedTariffs> {
      return referencesOf((await current()).offers);
    },

    /** Offers and add-ons as eligibility targets, in display order. */
    async listTargets(): Promise<Array<{ type: 'offer' | 'product'; id: string }>> {
      const { offers, addOns } = await current();
      return [
        ...offers.map(({ offer }) => ({ type: 'offer' as const, id: offer.id })),
        ...addOns.map((product) => ({ type: 'product' as const, id: product.id })),
      ];
    },

    async deliveryOptions(): Promise<DeliveryOptionView[]> {
      return (await catalogueRepository.listDeliveryOptions()).map(deliveryOptionView);
    },

    /** Relay points, those of the postal code's département first, then the closest postal codes. */
    async relayPointsNear(zipCode: string): Promise<RelayPointView[]> {
      return sortRelayPointsByProximity(await catalogueRepository.listRelayPoints(), zipCode);
    },

    async boilers(energy?: BoilerEnergy): Promise<BoilerView[]> {
      const list = await catalogueRepository.listBoilers();
      return list
        .filter((boiler) => !energy || boiler.energy === energy)
        .map((boiler) => ({ ...boiler, energyLabel: BOILER_ENERGY_LABELS[boiler.energy] }));
    },
  };
}

function pricesOf(
  offer: Offer,
  date: string,
  offers: readonly CatalogueOffer[],
): Result<OfferPricesView, NoPriceAtDate> {
  const prices = effectivePriceGrid(offer, date, referencesOf(offers));
  return prices.ok ? ok(offerPricesView(prices.value, date)) : prices;
}

/**
 * The catalogue's regulated offers are the references (the TRV may be re-priced in the catalogue);
 * without one, the domain's published grids.
 */
function referencesOf(offers: readonly CatalogueOffer[]): RegulatedTariffs {
  const reference = <E extends Energy>(energy: E) =>
    offers.find(({ offer }) => offer.kind === 'regulated' && offer.energy === energy)?.offer as
      | Extract<Offer, { energy: E }>
      | undefined;
  return {
    electricity: reference('electricity') ?? REGULATED_TARIFFS.electricity,
    gas: reference('gas') ?? REGULATED_TARIFFS.gas,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
