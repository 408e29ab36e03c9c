import { EstimatorInputSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import {
  CeeSurfaceQuerySchema,
  CeeSurfaceSchema,
  ConsumptionEstimateSchema,
  ReevaluateElectricCarBodySchema,
} from './estimator.schemas.js';
import { estimatorService } from './estimator.service.js';

export const estimatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/node/v1/static/calculette',
    {
      schema: {
        tags: ['estimator'],
        summary:
          'Estimation prudente de la consommation annuelle (kWh, Base ou HP/HC, classe gaz) et puissance conseillée, expliquée en français',
        body: EstimatorInputSchema,
        response: { 200: envelopeSchema(ConsumptionEstimateSchema) },
      },
    },
    async ({ body }) => envelope(estimatorService.estimate(body)),
  );

  app.post(
    '/api/node/v1/static/reevaluate-elec-car-profil',
    {
      schema: {
        tags: ['estimator'],
        summary:
          'Réévaluation avec une voiture électrique : kWh de recharge à domicile, option et puissance (avant / après)',
        body: ReevaluateElectricCarBodySchema,
        response: {
          200: envelopeSchema(
            z.object({ before: ConsumptionEstimateSchema, estimate: ConsumptionEstimateSchema }),
          ),
        },
      },
    },
    async ({ body }) => envelope(estimatorService.reevaluateElectricCar(body)),
  );

  app.get(
    '/api/node/v1/static/cee-surface',
    {
      schema: {
        tags: ['estimator'],
        summary:
          'Coefficient des certificats d’économies d’énergie (CEE) selon la surface habitable (SPEC §9)',
        querystring: CeeSurfaceQuerySchema,
        response: { 200: envelopeSchema(CeeSurfaceSchema) },
      },
    },
    async ({ query }) => envelope(estimatorService.ceeCoefficient(query.surface)),
  );
};
