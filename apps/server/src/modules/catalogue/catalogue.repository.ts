import {
  type AddOnProduct,
  AddOnProductSchema,
  type Boiler,
  BoilerSchema,
  type DeliveryOption,
  DeliveryOptionSchema,
  type Offer,
  OfferSchema,
  type RelayPoint,
  RelayPointSchema,
} from '@voltaire/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  boilers,
  catalogueAddOns,
  catalogueOffers,
  deliveryPrices,
  relayPoints,
} from './catalogue.tables.js';

/** An offer as the catalogue stores it: the domain document and how the catalogue shows it. */
export interface CatalogueOfferInput {
  offer: Offer;
  shortDescription: string;
  sortOrder: number;
  active?: boolean;
}

export type CatalogueOfferRow = typeof catalogueOffers.$inferSelect;

/** Checks a document before it is written: an invalid price grid is a bug in the caller (throws). */
function offerRow(input: CatalogueOfferInput): typeof catalogueOffers.$inferInsert {
  const offer = OfferSchema.parse(input.offer);
  return {
    id: offer.id,
    energy: offer.energy,
    kind: offer.kind,
    name: offer.name,
    shortDescription: input.shortDescription,
    document: offer,
    sortOrder: input.sortOrder,
    active: input.active ?? true,
  };
}

export function createCatalogueRepository(db: Database) {
  return {
    async listOffers(): Promise<CatalogueOfferRow[]> {
      return db
        .select()
        .from(catalogueOffers)
        .orderBy(asc(catalogueOffers.sortOrder), asc(catalogueOffers.id));
    },

    /** Inserts the offers whose id is not there yet; existing ones are left as they are. */
    async insertMissingOffers(inputs: readonly CatalogueOfferInput[]): Promise<void> {
      if (inputs.length === 0) return;
      await db.insert(catalogueOffers).values(inputs.map(offerRow)).onConflictDoNothing();
    },

    /** Creates or replaces one offer, validated with `OfferSchema` first. */
    async saveOffer(input: CatalogueOfferInput): Promise<void> {
      const row = offerRow(input);
      await db
        .insert(catalogueOffers)
        .values(row)
        .onConflictDoUpdate({ target: catalogueOffers.id, set: row });
    },

    async listAddOns(): Promise<AddOnProduct[]> {
      return db.select().from(catalogueAddOns).orderBy(asc(catalogueAddOns.name));
    },

    async insertMissingAddOns(products: readonly AddOnProduct[]): Promise<void> {
      if (products.length === 0) return;
      const rows = products.map((product) => AddOnProductSchema.parse(product));
      await db.insert(catalogueAddOns).values(rows).onConflictDoNothing();
    },

    async listDeliveryOptions(): Promise<DeliveryOption[]> {
      return db.select().from(deliveryPrices).orderBy(asc(deliveryPrices.priceCents));
    },

    async insertMissingDeliveryOptions(options: readonly DeliveryOption[]): Promise<void> {
      if (options.length === 0) return;
      const rows = options.map((option) => DeliveryOptionSchema.parse(option));
      await db.insert(deliveryPrices).values(rows).onConflictDoNothing();
    },

    async listRelayPoints(): Promise<RelayPoint[]> {
      return db.select().from(relayPoints).orderBy(asc(relayPoints.zipCode), asc(relayPoints.name));
    },

    async insertMissingRelayPoints(points: readonly RelayPoint[]): Promise<void> {
      if (points.length === 0) return;
      const rows = points.map((point) => RelayPointSchema.parse(point));
      await db.insert(relayPoints).values(rows).onConflictDoNothing();
    },

    async listBoilers(): Promise<Boiler[]> {
      return db.select().from(boilers).orderBy(asc(boilers.brand), asc(boilers.model));
    },

    async insertMissingBoilers(list: readonly Boiler[]): Promise<void> {
      if (list.length === 0) return;
      const rows = list.map((boiler) => BoilerSchema.parse(boiler));
      await db.insert(boilers).values(rows).onConflictDoNothing();
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
