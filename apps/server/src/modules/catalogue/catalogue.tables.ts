import type { AddOnKind, BillingPeriod, BoilerEnergy, DeliveryMode, Offer } from '@voltaire/domain';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Energy offers. `document` is the domain's `Offer` (its versioned price grids), validated with
 * `OfferSchema` before every write; `id`, `energy`, `kind` and `name` are copied from it for queries.
 */
export const catalogueOffers = pgTable(
  'catalogue_offers',
  {
    id: text('id').primaryKey(),
    energy: text('energy').$type<Offer['energy']>().notNull(),
    kind: text('kind').$type<Offer['kind']>().notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    document: jsonb('document').$type<Offer>().notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('catalogue_offers_energy_idx').on(table.energy, table.sortOrder)],
);

/** Add-on products: services billed monthly or yearly, goods billed once and delivered. */
export const catalogueAddOns = pgTable('catalogue_add_ons', {
  id: text('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  salesforceId: text('salesforce_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  kind: text('kind').$type<AddOnKind>().notNull(),
  energies: jsonb('energies').$type<Offer['energy'][]>().notNull(),
  priceCents: integer('price_cents').notNull(),
  billing: text('billing').$type<BillingPeriod>().notNull(),
  deliverable: boolean('deliverable').notNull(),
  active: boolean('active').notNull().default(true),
});

/** One price per delivery mode (home, UPS relay point), with its delay in working days. */
export const deliveryPrices = pgTable('delivery_prices', {
  mode: text('mode').$type<DeliveryMode>().primaryKey(),
  priceCents: integer('price_cents').notNull(),
  minWorkingDays: integer('min_working_days').notNull(),
  maxWorkingDays: integer('max_working_days').notNull(),
});

export const relayPoints = pgTable(
  'relay_points',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    openingHours: text('opening_hours').notNull(),
  },
  (table) => [index('relay_points_zip_code_idx').on(table.zipCode)],
);

export const boilers = pgTable('boilers', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  energy: text('energy').$type<BoilerEnergy>().notNull(),
  eligibleForMaintenance: boolean('eligible_for_maintenance').notNull(),
});
