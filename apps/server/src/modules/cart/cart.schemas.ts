import { PricedCartSchema } from '@voltaire/domain';
import { z } from 'zod';

/** A cart as the customer sees it (its notifications go to the envelope's). */
export const CartViewSchema = PricedCartSchema.extend({
  id: z.string().nullable().describe('null tant que la session n’a pas de panier'),
  status: z.enum(['open', 'saved']).nullable(),
  version: z.int(),
  savedAt: z.string().nullable(),
});
