import { isSiteRelativePath } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from './http-client';

export const UTM_FORCED_GATEWAY_PATH = '/api/v3/gateway/get-utm-forced-gateway';
const UTM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

interface UtmForcedRoute {
  gateway: { id: string; label: string };
  redirectTo: string;
}

/**
 * Where a visitor arriving with a comparator's UTM parameters must go: asks the server once (which also
 * records the gateway on the visitor's session, for the attribution of their order). Only a path of our own
 * site is followed (DECISIONS §1); `null` when there is nothing to follow or the visitor is already there.
 */
export async function utmGatewayDestination(
  http: HttpClient,
  location: { pathname: string; search: string },
): Promise<string | null> {
  const search = new URLSearchParams(location.search);
  if (!search.get('utm_source')) return null;
  const query = new URLSearchParams();
  for (const name of UTM_NAMES) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  const { data } = await http.get<ApiEnvelope<UtmForcedRoute | null>>(`${UTM_FORCED_GATEWAY_PATH}?${query}`);
  if (!data || !isSiteRelativePath(data.redirectTo)) return null;
  const target = new URL(data.redirectTo, 'http://site.invalid');
  if (target.pathname === location.pathname) return null;
  return data.redirectTo;
}
