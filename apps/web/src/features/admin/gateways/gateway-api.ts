import type { Gateway } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

export const GATEWAYS_CONFIG_PATH = '/api/v2/gateways-config';

/** The admin calls of the comparison sites' gateways (SPEC §7 `gateways-config` get and save). */
export function createGatewayApi(http: HttpClient) {
  return {
    list: async () =>
      (await http.get<ApiEnvelope<{ gateways: Gateway[] }>>(`${GATEWAYS_CONFIG_PATH}/get`)).data.gateways,
    save: async (gateway: Gateway) =>
      (
        await http.post<ApiEnvelope<{ gateway: Gateway; changed: boolean }>>(
          `${GATEWAYS_CONFIG_PATH}/save`,
          gateway,
        )
      ).data,
  };
}
