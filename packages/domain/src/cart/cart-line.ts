import { z } from 'zod';
import { DeliveryModeSchema } from '../catalogue/delivery-option.js';

/** Distinct products a cart may hold. */
export const MAX_CART_LINES = 10;
/** Copies of one good per cart; a service is subscribed once (checked against the catalogue). */
export const MAX_GOOD_QUANTITY = 5;

export const CART_MESSAGES = {
  skuRequired: 'Indiquez la référence du produit',
  skuTooLong: 'Référence trop longue (64 caractères au plus)',
  quantityNotInteger: 'La quantité doit être un nombre entier',
  quantityTooLow: 'La quantité doit être d’au moins 1',
  quantityTooHigh: `${MAX_GOOD_QUANTITY} exemplaires au plus par produit`,
  relayPointInvalid: 'Identifiant de point relais invalide',
  productsExpected: 'Indiquez la liste des produits',
  tooManyLines: `Votre panier compte ${MAX_CART_LINES} produits différents au plus`,
  duplicateSku: 'Ce produit figure déjà dans le panier : modifiez plutôt sa quantité',
} as const;

/**
 * One line of a cart (SPEC §3 `rawCart.products`): a catalogue product by its SKU and a quantity; a
 * delivered good also says how it is delivered (at home, or at a UPS relay point).
 */
export const CartLineSchema = z.object({
  sku: z
    .string({ error: CART_MESSAGES.skuRequired })
    .trim()
    .min(1, { error: CART_MESSAGES.skuRequired })
    .max(64, { error: CART_MESSAGES.skuTooLong }),
  quantity: z
    .int({ error: CART_MESSAGES.quantityNotInteger })
    .min(1, { error: CART_MESSAGES.quantityTooLow })
    .max(MAX_GOOD_QUANTITY, { error: CART_MESSAGES.quantityTooHigh }),
  deliveryOption: DeliveryModeSchema.optional(),
  relayPointId: z
    .string({ error: CART_MESSAGES.relayPointInvalid })
    .trim()
    .min(1, { error: CART_MESSAGES.relayPointInvalid })
    .max(32, { error: CART_MESSAGES.relayPointInvalid })
    .optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A cart's lines: at most `MAX_CART_LINES`, each SKU once. */
export const CartLinesSchema = z
  .array(CartLineSchema, { error: CART_MESSAGES.productsExpected })
  .max(MAX_CART_LINES, { error: CART_MESSAGES.tooManyLines })
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.sku)) {
        context.addIssue({ code: 'custom', message: CART_MESSAGES.duplicateSku, path: [index, 'sku'] });
      }
      seen.add(line.sku);
    });
  });
