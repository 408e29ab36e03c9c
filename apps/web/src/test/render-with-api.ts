import { vi } from 'vitest';
import { createHttpClient } from '../app/http-client';
import { type FakeRoute, fakeApi } from './fake-api';
import { renderRoute } from './render-route';

/**
 * Renders the app at `path` against a fake API (not shipped: only tests import it). The loaders use the global
 * `fetch`, the forms the services' client: both answer from the same table. Call `vi.unstubAllGlobals()` after.
 */
export function renderWithApi(path: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return {
    api,
    ...renderRoute(path, { http: createHttpClient({ fetch: api.fetch, origin: 'http://localhost' }) }),
  };
}
