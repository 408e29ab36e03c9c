import { EnergySchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { validateDeliveryPointId } from './delivery-points.service.js';

const ValidateDeliveryPointBodySchema = z.object({
  energy: EnergySchema.describe('electricity : PDL (Enedis) ; gas : PCE (GRDF)'),
  id: z.string({ error: 'Champ obligatoire' }).max(64, { error: 'Numéro trop long' }),
});

const DeliveryPointValidationSchema = z.object({
  valid: z.boolean(),
  normalizedId: z.string().describe('Sans espaces, « gi » en majuscules'),
  message: z
    .string()
    .nullable()
    .describe('Pourquoi le numéro est refusé, en français ; null s’il est valide'),
});

export const deliveryPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['delivery-points'],
    summary:
      'Contrôle du format d’un PDL ou d’un PCE ; un numéro mal formé est une réponse 200 avec valid: false et le message',
    body: ValidateDeliveryPointBodySchema,
    response: { 200: envelopeSchema(DeliveryPointValidationSchema) },
  };
  // SPEC lists the check under the static calls and under /api/v3: same meaning, one handler.
  for (const url of ['/api/node/v1/static/validate-pdl-pce', '/api/v3/validate-pdl-pce']) {
    app.post(url, { schema }, async ({ body }) => envelope(validateDeliveryPointId(body.energy, body.id)));
  }
};
