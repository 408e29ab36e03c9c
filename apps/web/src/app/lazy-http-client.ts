import type { HttpClient } from './http-client';

const loadHttpClient = async () => (await import('./http-client')).createHttpClient();

/**
 * The browser's HTTP client (http-client.ts) behind a facade that loads its code with the first request: the
 * home page the server drew makes none until the visitor acts, so its cold load does not carry it (ADR 0036).
 */
export function createLazyHttpClient(load: () => Promise<HttpClient> = loadHttpClient): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const loaded = () => {
    client ??= load().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
  return {
    get: async (path, options) => (await loaded()).get(path, options),
    post: async (path, body, options) => (await loaded()).post(path, body, options),
    put: async (path, body, options) => (await loaded()).put(path, body, options),
    patch: async (path, body, options) => (await loaded()).patch(path, body, options),
    delete: async (path, body, options) => (await loaded()).delete(path, body, options),
  };
}
