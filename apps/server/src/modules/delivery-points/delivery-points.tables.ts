import type {
  AppointmentPeriod,
  DeliveryPointStatus,
  Energy,
  GasUsageClass,
  GridOperator,
  InterventionKind,
  InterventionStatus,
  MeterKind,
  PricingOption,
} from '@voltaire/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The delivery-point registry (PDL for electricity, PCE for gas): what the grid operator knows of
 * each point, with its address as the national address API spells it. No name, no contract holder.
 * A PDL and a PCE may share 14 digits: the key is the pair (energy, id).
 */
export const deliveryPoints = pgTable(
  'delivery_points',
  {
    energy: text('energy').$type<Energy>().notNull(),
    id: text('id').notNull(),
    gridOperator: text('grid_operator').$type<GridOperator>().notNull(),
    label: text('label').notNull(),
    housenumber: text('housenumber'),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    citycode: text('citycode').notNull(),
    city: text('city').notNull(),
    complement: text('complement'),
    /** `streetSearchKey(street)` and `houseNumberSearchKey(housenumber)`, for the address search. */
    streetKey: text('street_key').notNull(),
    housenumberKey: text('housenumber_key'),
    meterKind: text('meter_kind').$type<MeterKind>().notNull(),
    status: text('status').$type<DeliveryPointStatus>().notNull(),
    subscribedKva: integer('subscribed_kva'),
    pricingOption: text('pricing_option').$type<PricingOption>(),
    gasUsageClass: text('gas_usage_class').$type<GasUsageClass>(),
    /** Consumption over the last 12 months; the peak-hours part under HPHC. */
    last12MonthsKwh: integer('last_12_months_kwh'),
    last12MonthsHpKwh: integer('last_12_months_hp_kwh'),
  },
  (table) => [
    primaryKey({ columns: [table.energy, table.id] }),
    index('delivery_points_address_idx').on(
      table.energy,
      table.postcode,
      table.streetKey,
      table.housenumberKey,
    ),
    check(
      'delivery_points_meter_kind_check',
      sql`(${table.energy} = 'electricity' and ${table.meterKind} in ('linky', 'electronic', 'electromechanical'))
        or (${table.energy} = 'gas' and ${table.meterKind} in ('gazpar', 'classic'))`,
    ),
    check('delivery_points_status_check', sql`${table.status} in ('active', 'inactive')`),
  ],
);

/**
 * Technician visits (interventions) at delivery points: booked by us or known from the grid
 * operator. The operator's technician of a commune does one visit per half-day in this model,
 * hence one planned intervention per (energy, commune, date, half-day).
 */
export const interventions = pgTable(
  'interventions',
  {
    id: uuid('id').primaryKey(),
    energy: text('energy').$type<Energy>().notNull(),
    deliveryPointId: text('delivery_point_id').notNull(),
    citycode: text('citycode').notNull(),
    kind: text('kind').$type<InterventionKind>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    period: text('period').$type<AppointmentPeriod>().notNull(),
    status: text('status').$type<InterventionStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('interventions_delivery_point_idx').on(table.energy, table.deliveryPointId),
    uniqueIndex('interventions_planned_slot_idx')
      .on(table.energy, table.citycode, table.date, table.period)
      .where(sql`${table.status} = 'planned'`),
    check('interventions_period_check', sql`${table.period} in ('morning', 'afternoon')`),
    check('interventions_status_check', sql`${table.status} in ('planned', 'done', 'cancelled')`),
  ],
);
