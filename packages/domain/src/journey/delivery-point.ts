import { z } from 'zod';
import { DeliveryPointIdSchema } from '../energy/delivery-point-id.js';
import { EnergySchema } from '../pricing/offer.js';

export const CONFIRM_MINE_MESSAGE = 'Confirmez que ce compteur est bien le vôtre.';

/**
 * Step 2, the delivery point (PDL / PCE). A point found or typed must be confirmed as the customer's own: a
 * wrong one in a block of flats would cut off the neighbour (DECISIONS §2). « Je ne le connais pas » keeps
 * the energy only; the point is then looked up from the address.
 */
export const DeliveryPointStepSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('confirmed'),
    point: DeliveryPointIdSchema,
    confirmedMine: z.literal(true, { error: CONFIRM_MINE_MESSAGE }),
  }),
  z.object({ mode: z.literal('unknown'), energy: EnergySchema.optional() }),
]);
export type DeliveryPointStep = z.infer<typeof DeliveryPointStepSchema>;
