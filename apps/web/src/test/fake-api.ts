/**
 * A fake API for the screens' tests (not shipped: only tests import it): a `fetch` answering from a table of
 * routes, and the server's envelopes.
 */

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeResponse | ((request: { body: unknown; url: URL }) => FakeResponse);

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A `fetch` answering `'GET /api/…'` keys (path without query) from the table; anything else is a 404. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    requests.push({ method, path: `${url.pathname}${url.search}`, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route({ body, url }) : route;
    if (!answer)
      return new Response(JSON.stringify(envelopeError('NOT_FOUND', 'Ressource introuvable.')), {
        status: 404,
      });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests };
}

export function envelope<T>(data: T) {
  return { errors: [], notifications: [], data };
}

export function envelopeError(code: string, message: string, field?: string) {
  return { errors: [{ code, message, ...(field ? { field } : {}) }], notifications: [], data: null };
}
