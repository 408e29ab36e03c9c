import { z } from 'zod';
import { ORDER_KINDS } from '../order/order-journey.js';
import { ORDER_STATUSES } from '../order/order-status.js';
import { SIGNING_CHANNELS } from './signing-code.js';

export const SigningChannelSchema = z.enum(SIGNING_CHANNELS);

/** What the signing page shows (`GET /api/node/v1/signing/:orderId`): the server's answer and the web's type. */
export const SigningStateSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  kind: z
    .enum(ORDER_KINDS)
    .describe('Ce que le contrat signe : souscription, changement d’offre ou déménagement'),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  /** The fingerprint and template are known once the contract is drawn up (when first shown). */
  document: z.object({
    url: z.string(),
    sha256: z.string().nullable(),
    templateVersion: z.string().nullable(),
  }),
  /** The customer's phone and e-mail, masked (`06 •• •• •• 78`, `j•••@exemple.fr`). */
  destinations: z.array(z.object({ channel: SigningChannelSchema, masked: z.string() })),
  /** The code sent last, if any. */
  code: z
    .object({
      channel: SigningChannelSchema,
      sentTo: z.string(),
      expiresAt: z.string(),
      resendAvailableAt: z.string(),
      attemptsLeft: z.int(),
    })
    .nullable(),
  signedAt: z.string().nullable(),
});
export type SigningState = z.infer<typeof SigningStateSchema>;
