import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type {
  AddressSearchProvider,
  AddressSearchQuery,
  AddressSuggestion,
} from './address-search-provider.js';

const BanFeatureCollectionSchema = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        label: z.string(),
        housenumber: z.string().optional(),
        street: z.string().optional(),
        name: z.string().optional(),
        postcode: z.string(),
        citycode: z.string(),
        city: z.string(),
      }),
    }),
  ),
});

export interface BanClientOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: FastifyBaseLogger;
  fetch?: typeof globalThis.fetch;
}

/** Client of the national address API (BAN, DECISIONS §2), e.g. https://data.geopf.fr/geocodage/search. */
export function createBanAddressClient({
  baseUrl,
  timeoutMs,
  logger,
  fetch = globalThis.fetch,
}: BanClientOptions): AddressSearchProvider {
  return {
    async search(query: AddressSearchQuery): Promise<AddressSuggestion[]> {
      const url = new URL(baseUrl);
      url.searchParams.set('q', query.q);
      url.searchParams.set('type', query.type ?? 'housenumber');
      url.searchParams.set('autocomplete', query.autocomplete === false ? '0' : '1');
      url.searchParams.set('limit', String(query.limit ?? 10));
      if (query.citycode) url.searchParams.set('citycode', query.citycode);
      else if (query.postcode) url.searchParams.set('postcode', query.postcode);
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`address API answered ${response.status}`);
        const { features } = BanFeatureCollectionSchema.parse(await response.json());
        return features.map(({ properties }) => ({
          fullAddress: properties.label,
          ...(properties.housenumber ? { streetNumber: properties.housenumber } : {}),
          ...((properties.street ?? properties.name)
            ? { streetName: properties.street ?? properties.name }
            : {}),
          zipCode: properties.postcode,
          city: properties.city,
          inseeCode: properties.citycode,
        }));
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'address search failed');
        return [];
      }
    },
  };
}
