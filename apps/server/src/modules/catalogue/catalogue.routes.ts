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
import type { CatalogueService } from './catalogue.service.js';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
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
    app.get(url, { schema: listSchema }, async ({ query }) => envelope(await catalogue.listItems(query)));
  }

  const detailSchema = {
    tags: ['catalogue'],
    summary:
      'Détail d’une offre (grille de prix en vigueur ce jour, montants formatés) ou d’une option (avec ses modes de livraison)',
    params: CatalogueIdParamsSchema,
    response: { 200: envelopeSchema(CatalogueItemDetailSchema) },
  };
  for (const url of ['/api/v2/products/detail/:id', '/api/node/v1/cart-engine/get-product-detail/:id']) {
    app.get(url, { schema: detailSchema }, async ({ params }) => {
      const { detail, notifications } = await catalogue.itemDetail(params.id);
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
