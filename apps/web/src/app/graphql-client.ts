/**
 * The GraphQL client of SPEC §7. It sends `query`, `variables` and `operationName`; by POST (JSON) by default,
 * by GET (query string) when configured; several operations in one request (batching); files by the GraphQL
 * multipart request spec (`operations`, `map`, then one part per file). A response is failed, and throws a
 * `GraphqlRequestError`, when the HTTP status is not ok, when errors are present (unless the error policy is
 * `all` or `ignore`), or when data is missing.
 */

import { ambientFetch } from './render-scope';

export type ErrorPolicy = 'none' | 'all' | 'ignore';

export interface GraphqlErrorItem {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphqlOperation<V = Record<string, unknown>> {
  query: string;
  variables?: V;
  operationName?: string;
}

export interface GraphqlResult<T> {
  data: T;
  /** Empty unless the error policy is `all`. */
  errors: GraphqlErrorItem[];
}

export interface GraphqlClientOptions {
  endpoint: string;
  /** POST by default; GET sends the operation in the query string (reads only, never files). */
  method?: 'POST' | 'GET';
  errorPolicy?: ErrorPolicy;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface GraphqlRequestOptions {
  errorPolicy?: ErrorPolicy;
  signal?: AbortSignal;
  /** Files to upload, by the variable path they fill (`variables.file`, `variables.files.0`). */
  files?: Record<string, Blob>;
}

export class GraphqlRequestError extends Error {
  override readonly name = 'GraphqlRequestError';

  constructor(
    message: string,
    readonly status: number,
    readonly errors: GraphqlErrorItem[],
    readonly data: unknown,
  ) {
    super(message);
  }
}

interface RawResponse {
  data?: unknown;
  errors?: GraphqlErrorItem[];
}

/** SPEC §7's failure rule for one operation's response. */
export function graphqlOutcome<T>(
  status: number,
  ok: boolean,
  body: RawResponse | undefined,
  policy: ErrorPolicy,
): GraphqlResult<T> {
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const firstMessage = errors[0]?.message;
  if (!ok)
    throw new GraphqlRequestError(firstMessage ?? `Réponse HTTP ${status}`, status, errors, body?.data);
  if (errors.length > 0 && policy === 'none') {
    throw new GraphqlRequestError(firstMessage ?? 'Erreur GraphQL', status, errors, body?.data);
  }
  if (body?.data === undefined || body.data === null) {
    throw new GraphqlRequestError(firstMessage ?? 'Réponse GraphQL sans données', status, errors, null);
  }
  return { data: body.data as T, errors: policy === 'all' ? errors : [] };
}

/** Puts `null` at each file's variable path and lists the paths per part, as the multipart spec wants. */
function multipartBody(operation: GraphqlOperation, files: Record<string, Blob>): FormData {
  const operations = structuredClone(operation) as GraphqlOperation & { variables: Record<string, unknown> };
  operations.variables ??= {};
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((path, index) => {
    const segments = path.split('.');
    if (segments[0] !== 'variables' || segments.length < 2)
      throw new Error(`chemin de fichier invalide : ${path}`);
    const keys = segments.slice(1);
    let target: Record<string, unknown> = operations.variables;
    keys.slice(0, -1).forEach((key, position) => {
      target[key] ??= /^\d+$/.test(keys[position + 1] ?? '') ? [] : {};
      target = target[key] as Record<string, unknown>;
    });
    target[keys.at(-1) as string] = null;
    map[String(index)] = [path];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((file, index) => {
    form.append(String(index), file);
  });
  return form;
}

export function createGraphqlClient({
  endpoint,
  method = 'POST',
  errorPolicy = 'none',
  headers = {},
  fetch: fetchImpl,
}: GraphqlClientOptions) {
  const doFetch = (input: string, init: RequestInit) => (fetchImpl ?? ambientFetch)(input, init);
  const readJson = async (response: Response): Promise<unknown> => response.json().catch(() => undefined);

  async function send(body: GraphqlOperation | GraphqlOperation[], options: GraphqlRequestOptions) {
    const base = {
      credentials: 'same-origin' as const,
      ...(options.signal ? { signal: options.signal } : {}),
    };
    if (options.files && Object.keys(options.files).length > 0) {
      if (Array.isArray(body)) throw new Error('un envoi de fichiers ne se groupe pas');
      return doFetch(endpoint, {
        ...base,
        method: 'POST',
        headers: { accept: 'application/json', ...headers },
        body: multipartBody(body, options.files),
      });
    }
    if (method === 'GET' && !Array.isArray(body)) {
      const params = new URLSearchParams({ query: body.query });
      if (body.variables) params.set('variables', JSON.stringify(body.variables));
      if (body.operationName) params.set('operationName', body.operationName);
      const separator = endpoint.includes('?') ? '&' : '?';
      return doFetch(`${endpoint}${separator}${params}`, {
        ...base,
        method: 'GET',
        headers: { accept: 'application/json', ...headers },
      });
    }
    return doFetch(endpoint, {
      ...base,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  return {
    async request<T, V = Record<string, unknown>>(
      operation: GraphqlOperation<V>,
      options: GraphqlRequestOptions = {},
    ): Promise<GraphqlResult<T>> {
      const response = await send(operation as GraphqlOperation, options);
      const body = (await readJson(response)) as RawResponse | undefined;
      return graphqlOutcome<T>(response.status, response.ok, body, options.errorPolicy ?? errorPolicy);
    },

    /** Several operations in one POST; each answer goes through the failure rule, in order. */
    async batch<T extends unknown[]>(
      operations: { [K in keyof T]: GraphqlOperation },
      options: Omit<GraphqlRequestOptions, 'files'> = {},
    ): Promise<{ [K in keyof T]: GraphqlResult<T[K]> }> {
      const response = await send(operations as GraphqlOperation[], options);
      const body = await readJson(response);
      const policy = options.errorPolicy ?? errorPolicy;
      if (!Array.isArray(body)) {
        graphqlOutcome(response.status, response.ok, body as RawResponse, policy);
        throw new GraphqlRequestError('Réponse groupée illisible', response.status, [], body);
      }
      return body.map((each) =>
        graphqlOutcome(response.status, response.ok, each as RawResponse, policy),
      ) as {
        [K in keyof T]: GraphqlResult<T[K]>;
      };
    },
  };
}
export type GraphqlClient = ReturnType<typeof createGraphqlClient>;

/** The server's public, read-only GraphQL (ADR 0023). */
export const PUBLIC_GRAPHQL_ENDPOINT = '/api/graphql';
