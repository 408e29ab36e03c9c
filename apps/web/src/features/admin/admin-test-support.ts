import { ELIGIBILITY_FIELDS, ELIGIBILITY_OPERATORS } from '@voltaire/domain';
import type { EligibilityFieldView } from './admin-api';

/**
 * Test support for the admin screens (not shipped: only tests import it): the field registry as
 * `resources/eligibility-fields` serves it, and a fake API answering from a table of routes.
 */

/** The real registry of the domain, shaped as the API sends it. */
export const REGISTRY_FIELDS: EligibilityFieldView[] = ELIGIBILITY_FIELDS.map((field) => ({
  key: field.key,
  label: field.label,
  type: field.type,
  operators: field.operators.map((key) => ({
    key,
    label: ELIGIBILITY_OPERATORS[key].label,
    value: ELIGIBILITY_OPERATORS[key].value,
  })),
  ...('options' in field && field.options
    ? { options: field.options.map(({ value, label }) => ({ value, label })) }
    : {}),
}));

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
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
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
