import type { Gateway } from '@voltaire/domain';
import { data } from 'react-router';
import { createHttpClient } from '../../../app/http-client';
import { adminLoader } from '../admin-loader';
import { createGatewayApi } from './gateway-api';

export interface GatewaysData {
  gateways: Gateway[];
}

export const gatewaysLoader = adminLoader(
  async (): Promise<GatewaysData> => ({ gateways: await createGatewayApi(createHttpClient()).list() }),
);

export interface GatewayEditorData {
  /** Undefined on « nouvelle ». */
  gateway: Gateway | undefined;
}

export const gatewayEditorLoader = adminLoader(async (_api, { params }): Promise<GatewayEditorData> => {
  if (!params.id) return { gateway: undefined };
  const gateways = await createGatewayApi(createHttpClient()).list();
  const gateway = gateways.find((candidate) => candidate.id === params.id);
  if (!gateway) throw data(null, { status: 404 });
  return { gateway };
});
