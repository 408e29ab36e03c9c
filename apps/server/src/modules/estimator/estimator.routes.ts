import {
  CarChargingSchema,
  EstimatorInputSchema,
  OfferYearlyCostSchema,
  type SalesChannel,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { CarSimulationService } from './car-simulation.service.js';
import {
  CeeSurfaceQuerySchema,
  CeeSurfaceSchema,
  ConsumptionEstimateSchema,
  ReevaluateElectricCarBodySchema,
} from './estimator.schemas.js';
import { estimatorService } from './estimator.service.js';

export interface EstimatorRoutesOptions {
  carSimulation: CarSimulationService;
  /** The caller's sales channel, from their session (the web for anybody without a staff session). */
  channelOf: (request: FastifyRequest) => Promise<SalesChannel>;
}

export const estimatorRoutes: FastifyPluginAsyncZod<EstimatorRoutesOptions> = async (
  app,
  { carSimulation, channelOf },
) => {
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
          'Réévaluation avec une voiture électrique (batterie, consommation, km par an, puissance et heures de recharge) : kWh ajoutés, puissance et option arrondies (avant / après), coût annuel de chaque offre éligible pour le canal de l’appelant',
        body: ReevaluateElectricCarBodySchema,
        response: {
          200: envelopeSchema(
            z.object({
              before: ConsumptionEstimateSchema,
              estimate: ConsumptionEstimateSchema,
              charging: CarChargingSchema.nullable(),
              offers: z.array(OfferYearlyCostSchema),
            }),
          ),
        },
      },
    },
    async (request) => envelope(await carSimulation.simulate(request.body, await channelOf(request))),
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
