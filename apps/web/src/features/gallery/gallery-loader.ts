import { data, type LoaderFunctionArgs } from 'react-router';
import { createHttpClient } from '../../app/http-client';

/** GET /api/node/v1/gateway-config/availables (apps/server, client-config routes). */
export const CLIENT_CONFIG_PATH = '/api/node/v1/gateway-config/availables';

interface ClientConfigEnvelope {
  data: { appEnv: string; brandName: string };
}

export interface GalleryLoaderData {
  appEnv: string;
}

/** The widget gallery exists outside production only: in production it answers 404 (« Page introuvable »). */
export async function galleryLoader({ request }: LoaderFunctionArgs): Promise<GalleryLoaderData> {
  const http = createHttpClient();
  const { data: config } = await http.get<ClientConfigEnvelope>(CLIENT_CONFIG_PATH, {
    signal: request.signal,
  });
  if (config.appEnv === 'prod') throw data(null, { status: 404, statusText: 'Not Found' });
  return { appEnv: config.appEnv };
}
