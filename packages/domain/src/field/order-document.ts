import { z } from 'zod';

/** The documents a door-to-door seller collects for an order. */
export const SELLER_DOCUMENT_KINDS = ['identity', 'proofOfAddress', 'other'] as const;
/** An order's documents: the seller's, and the photo of the final meter reading a customer who moves out joins. */
export const ORDER_DOCUMENT_KINDS = [...SELLER_DOCUMENT_KINDS, 'meterReading'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
export const ORDER_DOCUMENT_KIND_LABELS = {
  identity: 'Pièce d’identité',
  proofOfAddress: 'Justificatif de domicile',
  other: 'Autre document',
  meterReading: 'Photo de l’index du compteur au départ',
} as const satisfies Record<OrderDocumentKind, string>;
export const OrderDocumentKindSchema = z.enum(ORDER_DOCUMENT_KINDS, { error: 'Type de document inconnu' });
export const SellerDocumentKindSchema = z.enum(SELLER_DOCUMENT_KINDS, { error: 'Type de document inconnu' });

/** A document as staff see it: never its bytes, which only the download gives to allowed staff. */
export const OrderDocumentViewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  kind: OrderDocumentKindSchema,
  kindLabel: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int(),
  sha256: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.iso.datetime(),
  url: z.string(),
});
export type OrderDocumentView = z.infer<typeof OrderDocumentViewSchema>;

/** An offer in a channel's own catalogue (the agent workspace): `reserved` when no web visitor may see it. */
export const ChannelOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  energy: z.enum(['electricity', 'gas']),
  shortDescription: z.string(),
  reserved: z.boolean(),
});
export type ChannelOffer = z.infer<typeof ChannelOfferSchema>;
