import { z } from 'zod';

/** The journey a basket was abandoned in (SPEC §3 `parcoursType`). */
export const PARCOURS_TYPES = ['subscription', 'offerChange', 'moving'] as const;
export type ParcoursType = (typeof PARCOURS_TYPES)[number];

/** A stopped journey's basket, as the order engine hands it to the leads module. */
export interface CancelledBasketInput {
  orderId: string;
  bundleId: string | null;
  parcoursType: ParcoursType;
  reason: string | null;
  agentId?: string | undefined;
  proposal?: { newBundle: string; reasonForRefusal?: string | undefined } | undefined;
}

export const STOP_REASON_MAX_LENGTH = 500;
const BUNDLE_ID_MAX_LENGTH = 64;

const stopReason = z
  .string({ error: 'Indiquez un motif' })
  .trim()
  .min(1, { error: 'Indiquez un motif' })
  .max(STOP_REASON_MAX_LENGTH, {
    error: `Le motif ne doit pas dépasser ${STOP_REASON_MAX_LENGTH} caractères.`,
  });

const STOP_DETAILS_FIELDS = {
  reason: stopReason.describe('Motif de l’arrêt du parcours'),
  newBundle: z
    .string({ error: 'Offre proposée invalide' })
    .trim()
    .min(1, { error: 'Offre proposée invalide' })
    .max(BUNDLE_ID_MAX_LENGTH, { error: 'Offre proposée invalide' })
    .optional()
    .describe('Offre proposée à la place, refusée par le prospect'),
  reasonForRefusal: z
    .string({ error: 'Motif du refus invalide' })
    .trim()
    .min(1, { error: 'Motif du refus invalide' })
    .max(STOP_REASON_MAX_LENGTH, {
      error: `Le motif du refus ne doit pas dépasser ${STOP_REASON_MAX_LENGTH} caractères.`,
    })
    .optional()
    .describe('Pourquoi le prospect a refusé l’offre proposée'),
};

/**
 * Why a journey stops (SPEC §3 cancelled basket), with the offer proposed instead and why the
 * prospect refused it when a proposal was made (SPEC §3 cancelled proposal); `extra` names the journey.
 */
export function createStopSchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z.object({ ...extra, ...STOP_DETAILS_FIELDS }).refine(
    (value) => {
      const stop = value as { newBundle?: string; reasonForRefusal?: string };
      return stop.reasonForRefusal === undefined || stop.newBundle !== undefined;
    },
    {
      error: 'Indiquez l’offre proposée qui a été refusée.',
      path: ['newBundle'],
    },
  );
}

export const StopDetailsSchema = createStopSchema({});
export type StopDetails = z.infer<typeof StopDetailsSchema>;

/** A basket snapshot kept on a lead (private `save-basket`): the chosen offer and add-on products. */
export const LeadBasketSchema = z.object({
  bundleId: z
    .string({ error: 'Offre invalide' })
    .trim()
    .min(1, { error: 'Offre invalide' })
    .max(BUNDLE_ID_MAX_LENGTH, { error: 'Offre invalide' })
    .optional()
    .describe('Offre (bundle) choisie'),
  products: z
    .array(
      z.object({
        sku: z
          .string({ error: 'Référence produit invalide' })
          .trim()
          .min(1, { error: 'Référence produit invalide' })
          .max(64, { error: 'Référence produit invalide' }),
        quantity: z
          .number({ error: 'Quantité invalide' })
          .int({ error: 'Quantité invalide' })
          .min(1, { error: 'La quantité doit être comprise entre 1 et 99.' })
          .max(99, { error: 'La quantité doit être comprise entre 1 et 99.' }),
      }),
      { error: 'Produits invalides' },
    )
    .max(50, { error: 'Un panier compte au plus 50 produits.' })
    .default([]),
});
export type LeadBasket = z.infer<typeof LeadBasketSchema>;
