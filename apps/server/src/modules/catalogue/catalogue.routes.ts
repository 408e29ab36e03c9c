import type { EligibilityTarget } from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import {
  BoilersQuerySchema,
  BoilerViewSchema,
  CatalogueIdParamsSchema,
  CatalogueItemDetailSchema,
  CatalogueItemSchema,
  CatalogueQuerySchema,
  DeliveryOptionViewSchema,
  RelayPointsQuerySchema,
  RelayPointViewSchema,
} from './catalogue.schemas.js';
import { type CatalogueService, offerNotFound } from './catalogue.service.js';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  /** What the caller's channel may see: an offer reserved to another channel is invisible (eligibility rules). */
  visibleTo: (request: FastifyRequest) => Promise<(target: EligibilityTarget) => boolean>;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { catalogue, visibleTo },
) => {
  // SPEC lists each of these twice (cart engine and /api/v2): same meaning, one handler each.
  const listSchema = {
    tags: ['catalogue'],
    summary:
      'Offres d’énergie proposées et options (services, équipements), filtrées par énergie et par type',
    querystring: CatalogueQuerySchema,
    response: { 200: envelopeSchema(z.array(CatalogueItemSchema)) },
  };
  for (const url of ['/api/v2/products', '/api/node/v1/cart-engine/get-products']) {
    app.get(url, { schema: listSchema }, async (request) => {
      const [items, isVisible] = await Promise.all([catalogue.listItems(request.query), visibleTo(request)]);
      return envelope(items.filter((item) => isVisible({ type: item.type, id: item.id })));
    });
  }

  const detailSchema = {
    tags: ['catalogue'],
    summary:
      'Détail d’une offre (grille de prix en vigueur ce jour, montants formatés) ou d’une option (avec ses modes de livraison)',
    params: CatalogueIdParamsSchema,
    response: { 200: envelopeSchema(CatalogueItemDetailSchema) },
  };
  for (const url of ['/api/v2/products/detail/:id', '/api/node/v1/cart-engine/get-product-detail/:id']) {
    app.get(url, { schema: detailSchema }, async (request) => {
      const { id } = request.params;
      const isVisible = await visibleTo(request);
      if (!isVisible({ type: 'offer', id }) || !isVisible({ type: 'product', id })) throw offerNotFound(id);
      const { detail, notifications } = await catalogue.itemDetail(id);
      return envelope(detail, notifications);
    });
  }

  app.get(
    '/api/v2/boilers',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Modèles de chaudières et leur prise en charge par le service « Entretien chaudière »',
        querystring: BoilersQuerySchema,
        response: { 200: envelopeSchema(z.array(BoilerViewSchema)) },
      },
    },
    async ({ query }) => envelope(await catalogue.boilers(query.energy)),
  );

  app.get(
    '/api/v2/livraison-prices',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Prix et délais de livraison des équipements : à domicile ou en point relais UPS',
        response: { 200: envelopeSchema(z.array(DeliveryOptionViewSchema)) },
      },
    },
    async () => envelope(await catalogue.deliveryOptions()),
  );

  app.get(
    '/api/v2/points-relais-ups',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Points relais UPS, ceux du département du code postal en premier',
        querystring: RelayPointsQuerySchema,
        response: { 200: envelopeSchema(z.array(RelayPointViewSchema)) },
      },
    },
    async ({ query }) => envelope(await catalogue.relayPointsNear(query.zipCode)),
  );
};
