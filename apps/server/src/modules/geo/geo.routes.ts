import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCommunesByPostalCode } from './communes.js';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/node/v1/sfdc/insee',
    {
      schema: {
        tags: ['geo'],
        summary: 'Communes d’un code postal (SPEC §7) ; code vide ou invalide : liste vide',
        querystring: z.object({ zipCode: z.string().optional() }),
        response: { 200: z.array(z.object({ city: z.string(), insee: z.string() })) },
      },
    },
    async (request) => findCommunesByPostalCode(request.query.zipCode?.trim() ?? ''),
  );
};
