/**
 * The HTTP helper every screen uses to talk to the API (SPEC §7, DECISIONS §1).
 *
 * - JSON bodies on POST, PUT, PATCH and DELETE (PUT for the admin calls that replace a resource).
 * - A non-ok response throws an `HttpError` carrying the server's envelope `{ errors, notifications, data }`.
 * - A body that is not JSON is returned as raw text.
 * - A `{ redirect: true, url }` response navigates only to the same origin or to an allow-listed origin.
 * - Retries (3 attempts, 10 s apart by default) only for GET, or for requests carrying an `Idempotency-Key`.
 *
 * Nothing here touches `window` at module load: the browser defaults are read when a client is created. While a
 * server renders a page, a client made without `fetch` calls that server's routes in process (render-scope.ts).
 */

import { ambientFetch } from './render-scope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiErrorItem {
  code: string;
  message: string;
  /** Where the problem is, when the server says (e.g. `email`, `predicates.2.value`). */
  field?: string;
}

/** The web-service response of SPEC §3, as the server's error handler writes it. */
export interface ApiEnvelope<T = unknown> {
  errors: ApiErrorItem[];
  notifications: unknown[];
  data: T;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly method: HttpMethod,
    readonly url: string,
    /** The parsed body: the envelope when the server sent one, otherwise whatever came (JSON or raw text). */
    readonly body: unknown,
  ) {
    super(describeFailure(status, body));
  }

  /** The envelope's errors, or an empty list when the body is not an envelope. */
  get errors(): ApiErrorItem[] {
    return isEnvelope(this.body) ? this.body.errors : [];
  }
}

export interface RetryOptions {
  /** Total number of attempts, the first one included. */
  attempts?: number;
  delayMs?: number;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as the `Idempotency-Key` header; it makes a POST, PATCH or DELETE safe to retry. */
  idempotencyKey?: string;
  /**
   * Retry on network failures, 408, 429 and 5xx. Honoured only for GET and for requests carrying an
   * `Idempotency-Key`: anything else is sent once, whatever this says.
   */
  retry?: boolean | RetryOptions;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Prefix for relative paths, e.g. `''` (same origin) or `https://api.example.fr`. */
  baseUrl?: string;
  /** Origins (e.g. `https://signature.example.fr`) a `{ redirect: true }` response may send the browser to. */
  redirectAllowList?: string[];
  /** Origin of the page; defaults to `location.origin`. */
  origin?: string;
  navigate?: (url: string) => void;
  sleep?: (ms: number) => Promise<void>;
  onRefusedRedirect?: (url: string) => void;
}

export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export const DEFAULT_RETRY = { attempts: 3, delayMs: 10_000 } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchFn = options.fetch ?? ambientFetch;
  const baseUrl = options.baseUrl ?? '';
  const sleep = options.sleep ?? wait;
  const allowedOrigins = new Set((options.redirectAllowList ?? []).map((entry) => new URL(entry).origin));
  const pageOrigin = () => options.origin ?? globalThis.location?.origin;
  const navigate = options.navigate ?? ((url: string) => globalThis.location.assign(url));

  async function send<T>(method: HttpMethod, path: string, body: unknown, request: RequestOptions = {}) {
    const url = `${baseUrl}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (request.signal) init.signal = request.signal;
    if (method !== 'GET' && body instanceof FormData) {
      // The browser writes the multipart boundary itself.
      init.body = body;
    } else if (method !== 'GET' && body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    const attemptOnce = async (): Promise<T> => {
      const response = await fetchFn(url, init);
      const parsed = await readBody(response);
      if (!response.ok) throw new HttpError(response.status, method, url, parsed);
      followRedirect(parsed);
      return parsed as T;
    };

    const retry = resolveRetry(request.retry);
    const isRetryable = method === 'GET' || hasHeader(headers, 'Idempotency-Key');
    if (!retry || !isRetryable) return attemptOnce();
    return withRetry(attemptOnce, { ...retry, sleep, shouldRetry: isTransientFailure });
  }

  function followRedirect(body: unknown) {
    if (!isRedirect(body)) return;
    const origin = pageOrigin();
    let target: URL;
    try {
      target = new URL(body.url, origin);
    } catch {
      refuse(body.url);
      return;
    }
    if (target.origin === origin || allowedOrigins.has(target.origin)) {
      navigate(target.href);
    } else {
      refuse(body.url);
    }
  }

  function refuse(url: string) {
    console.warn(`Redirection refusée vers une origine non autorisée : ${url}`);
    options.onRefusedRedirect?.(url);
  }

  return {
    get: (path, request) => send('GET', path, undefined, request),
    post: (path, body, request) => send('POST', path, body, request),
    put: (path, body, request) => send('PUT', path, body, request),
    patch: (path, body, request) => send('PATCH', path, body, request),
    delete: (path, body, request) => send('DELETE', path, body, request),
  };
}

export interface WithRetryOptions extends RetryOptions {
  sleep?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another attempt; by default every failure is. */
  shouldRetry?: (error: unknown) => boolean;
}

/** Calls `task` until it resolves, at most `attempts` times (default 3), `delayMs` apart (default 10 s). */
export async function withRetry<T>(task: () => Promise<T>, options: WithRetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? DEFAULT_RETRY.attempts);
  const delayMs = options.delayMs ?? DEFAULT_RETRY.delayMs;
  const sleep = options.sleep ?? wait;
  const shouldRetry = options.shouldRetry ?? (() => true);
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      await sleep(delayMs);
    }
  }
}

/** Network failures and server-side hiccups; a 4xx (other than 408 and 429) will fail the same way again. */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

export function isEnvelope(body: unknown): body is ApiEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { errors?: unknown }).errors) &&
    (body as { errors: unknown[] }).errors.every(
      (item) => typeof item === 'object' && item !== null && 'code' in item && 'message' in item,
    )
  );
}

function resolveRetry(retry: RequestOptions['retry']): Required<RetryOptions> | undefined {
  if (!retry) return undefined;
  const custom = retry === true ? {} : retry;
  return {
    attempts: custom.attempts ?? DEFAULT_RETRY.attempts,
    delayMs: custom.delayMs ?? DEFAULT_RETRY.delayMs,
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRedirect(body: unknown): body is { redirect: true; url: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { redirect?: unknown }).redirect === true &&
    typeof (body as { url?: unknown }).url === 'string'
  );
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const wanted = name.toLowerCase();
  return Object.entries(headers).some(([key, value]) => key.toLowerCase() === wanted && value !== '');
}

function describeFailure(status: number, body: unknown): string {
  const first = isEnvelope(body) ? body.errors[0] : undefined;
  return first ? `HTTP ${status} : ${first.message}` : `HTTP ${status}`;
}
