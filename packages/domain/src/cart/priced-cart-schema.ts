import { z } from 'zod';
import { AddOnKindSchema, BillingPeriodSchema } from '../catalogue/add-on-product.js';
import { DeliveryModeSchema } from '../catalogue/delivery-option.js';
import type { PricedCart } from './price-cart.js';

const cents = z.int().describe('Centimes d’euro, TTC');

/** `PricedCart` as the API returns it (the cart, and an order's add-ons in its quote). */
export const PricedCartSchema = z.object({
  lines: z.array(
    z.object({
      sku: z.string(),
      productId: z.string(),
      salesforceId: z.string(),
      name: z.string(),
      kind: AddOnKindSchema,
      billing: BillingPeriodSchema,
      quantity: z.int(),
      unitPriceCents: cents,
      totalCents: cents,
      priceLabel: z.string(),
      deliverable: z.boolean(),
      deliveryOption: DeliveryModeSchema.nullable(),
      relayPointId: z.string().nullable(),
    }),
  ),
  delivery: z
    .object({
      mode: DeliveryModeSchema,
      label: z.string(),
      priceCents: cents,
      delayLabel: z.string(),
      relayPoint: z
        .object({
          id: z.string(),
          name: z.string(),
          address: z.string(),
          zipCode: z.string(),
          city: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  deliveryPending: z.boolean(),
  totals: z.object({
    oneOffCents: cents,
    deliveryCents: cents,
    monthlyCents: cents,
    yearlyCents: cents,
    firstYearCents: cents,
  }),
}) satisfies z.ZodType<PricedCart>;
