import { data, type LoaderFunctionArgs } from 'react-router';
import { createHttpClient } from '../../app/http-client';
import { loadRatingSummary, type RatingSummary } from '../content/reviews/rating-summary';

/** GET /api/node/v1/gateway-config/availables (apps/server, client-config routes). */
export const CLIENT_CONFIG_PATH = '/api/node/v1/gateway-config/availables';

interface ClientConfigEnvelope {
  data: { appEnv: string; brandName: string };
}

export interface GalleryLoaderData {
  appEnv: string;
  /** The global note of the published reviews, for the rating JSON-LD example; `null` without reviews. */
  rating: RatingSummary | null;
}

/** The widget gallery exists outside production only: in production it answers 404 (« Page introuvable »). */
export async function galleryLoader({ request }: LoaderFunctionArgs): Promise<GalleryLoaderData> {
  const http = createHttpClient();
  const { data: config } = await http.get<ClientConfigEnvelope>(CLIENT_CONFIG_PATH, {
    signal: request.signal,
  });
  if (config.appEnv === 'prod') throw data(null, { status: 404, statusText: 'Not Found' });
  return { appEnv: config.appEnv, rating: await loadRatingSummary(http, request.signal) };
}
