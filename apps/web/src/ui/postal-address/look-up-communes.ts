import type { HttpClient } from '../../app/http-client';

/** A commune lookup item (SPEC §3). */
export interface Commune {
  city: string;
  insee: string;
}

export const COMMUNES_PATH = '/api/node/v1/sfdc/insee';

function isCommune(value: unknown): value is Commune {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Commune).city === 'string' &&
    typeof (value as Commune).insee === 'string'
  );
}

/**
 * The communes of a postal code (SPEC §7). An empty, unexpected or failed response silently yields an empty
 * list (SPEC §8): no message, nothing thrown.
 */
export async function lookUpCommunes(
  http: HttpClient,
  zipCode: string,
  signal?: AbortSignal,
): Promise<Commune[]> {
  try {
    const body = await http.get<unknown>(`${COMMUNES_PATH}?zipCode=${encodeURIComponent(zipCode)}`, {
      ...(signal ? { signal } : {}),
    });
    return Array.isArray(body) ? body.filter(isCommune) : [];
  } catch {
    return [];
  }
}
