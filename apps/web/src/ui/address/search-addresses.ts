import type { HttpClient } from '../../app/http-client';

/** One suggestion of the address search (SPEC §3, mapped by the server from the national address API). */
export interface AddressSuggestion {
  fullAddress: string;
  streetNumber?: string;
  streetName?: string;
  zipCode: string;
  city: string;
  inseeCode: string;
}

export interface AddressSearchFilter {
  zipCode?: string | undefined;
  inseeCode?: string | undefined;
}

export const ADDRESS_SEARCH_PATH = '/api/node/v1/address/search';
export const ADDRESS_SEARCH_LIMIT = 10;

function isSuggestion(value: unknown): value is AddressSuggestion {
  const candidate = value as AddressSuggestion;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof candidate.fullAddress === 'string' &&
    typeof candidate.zipCode === 'string' &&
    typeof candidate.city === 'string' &&
    typeof candidate.inseeCode === 'string'
  );
}

/**
 * Searches the national address base (SPEC §7): house numbers, autocomplete on, filtered by postal code and
 * INSEE code when given. A failure is logged and yields an empty list (SPEC §8).
 */
export async function searchAddresses(
  http: HttpClient,
  text: string,
  filter: AddressSearchFilter = {},
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const query = new URLSearchParams({
    q: text,
    type: 'housenumber',
    autocomplete: '1',
    limit: String(ADDRESS_SEARCH_LIMIT),
  });
  if (filter.zipCode) query.set('postcode', filter.zipCode);
  if (filter.inseeCode) query.set('citycode', filter.inseeCode);
  try {
    const body = await http.get<unknown>(`${ADDRESS_SEARCH_PATH}?${query}`, {
      ...(signal ? { signal } : {}),
    });
    if (!Array.isArray(body)) return [];
    const unique = new Map<string, AddressSuggestion>();
    for (const item of body)
      if (isSuggestion(item) && !unique.has(item.fullAddress)) unique.set(item.fullAddress, item);
    return [...unique.values()];
  } catch (error) {
    if (!signal?.aborted) {
      console.warn(
        `Recherche d’adresse impossible : ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return [];
  }
}
