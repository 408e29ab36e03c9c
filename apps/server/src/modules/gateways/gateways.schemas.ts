import {
  CALLBACK_CLOSED_REASONS,
  GATEWAY_ROUTINGS,
  GatewayIdSchema,
  GatewaySchema,
  UtmValueSchema,
} from '@voltaire/domain';
import { z } from 'zod';
import { envelopeSchema } from '../../http/envelope-schema.js';

const utmQuery = (name: string) =>
  z.string().max(200).optional().describe(`Paramètre ${name} de l’adresse d’arrivée du visiteur`);

export const UtmQuerySchema = z.object({
  utm_source: utmQuery('utm_source'),
  utm_medium: utmQuery('utm_medium'),
  utm_campaign: utmQuery('utm_campaign'),
});

export const GatewayQuerySchema = z.object({
  gatewayId: GatewayIdSchema.describe('Identifiant de la passerelle (comparateur)'),
});

export const RoutingGenerateBodySchema = z
  .object({
    gatewayId: GatewayIdSchema,
    campaign: UtmValueSchema.optional().describe(
      'utm_campaign du lien, à la place de celui de la passerelle',
    ),
    offerId: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, { error: 'Identifiant d’offre invalide.' })
      .optional()
      .describe('Offre mise en avant : le visiteur arrive sur sa fiche'),
  })
  .strict();

const PublicGatewaySchema = z.object({ id: z.string(), label: z.string() });

export const CallbackAvailabilitySchema = z.object({
  available: z.boolean().describe('Vrai quand l’équipe comparateurs (CRC) peut rappeler maintenant'),
  reason: z.enum(['OPEN', ...CALLBACK_CLOSED_REASONS]),
  message: z.string().describe('Explication en français, affichable telle quelle'),
});

export const GatewayResponses = {
  utmForced: {
    200: envelopeSchema(
      z
        .object({
          gateway: PublicGatewaySchema,
          routing: z.enum(GATEWAY_ROUTINGS),
          redirectTo: z
            .string()
            .describe('Chemin du site vers lequel envoyer le visiteur (jamais une autre origine)'),
          callback: CallbackAvailabilitySchema,
        })
        .nullable()
        .describe('null : aucune passerelle pour ces paramètres'),
    ),
  },
  config: { 200: envelopeSchema(z.object({ gateways: z.array(GatewaySchema) })) },
  saved: {
    200: envelopeSchema(
      z.object({
        gateway: GatewaySchema,
        changed: z.boolean().describe('Faux quand la même définition était déjà enregistrée'),
      }),
    ),
  },
  link: {
    200: envelopeSchema(z.object({ url: z.string().describe('Lien suivi, avec ses paramètres UTM') })),
  },
  available: {
    200: envelopeSchema(CallbackAvailabilitySchema.extend({ gatewayId: z.string() })),
  },
};
