import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressSearchProvider } from '../../integrations/address-search/address-search-provider.js';
import { AddressSearchQuerySchema, AddressSuggestionSchema } from './address-search.schemas.js';
import { findCommunesByPostalCode } from './communes.js';

/** The national address API refuses shorter queries. */
const ADDRESS_API_MIN_QUERY_LENGTH = 3;

export const geoRoutes: FastifyPluginAsyncZod<{ addressSearch: AddressSearchProvider }> = async (
  app,
  { addressSearch },
) => {
  // SPEC lists both calls (sfdc/insee and code-insee); they mean the same thing and share this handler.
  for (const url of ['/api/node/v1/sfdc/insee', '/api/v2/code-insee']) {
    app.get(
      url,
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
  }

  app.get(
    '/api/node/v1/address/search',
    {
      schema: {
        tags: ['geo'],
        summary: 'Recherche d’adresse dans la Base Adresse Nationale (SPEC §7) ; en cas d’échec, liste vide',
        querystring: AddressSearchQuerySchema,
        response: { 200: z.array(AddressSuggestionSchema) },
      },
    },
    async ({ query }) => {
      if (query.q.length < ADDRESS_API_MIN_QUERY_LENGTH) return [];
      return addressSearch.search({ ...query, autocomplete: query.autocomplete === '1' });
    },
  );
};
