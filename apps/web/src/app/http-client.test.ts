import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, withRetry } from './http-client';

type Reply = { status?: number; body?: unknown; raw?: string };

/** A fetch that answers each call with the next scripted reply, and records what it was asked. */
function scriptedFetch(...replies: Array<Reply | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    const text = reply?.raw ?? (reply?.body === undefined ? '' : JSON.stringify(reply.body));
    const status = reply?.status ?? 200;
    return new Response(status === 204 ? null : text, { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const noSleep = vi.fn(async (_ms: number) => {});

function clientWith(fetch: typeof globalThis.fetch, extra: Parameters<typeof createHttpClient>[0] = {}) {
  return createHttpClient({
    fetch,
    origin: 'https://www.voltaire.test',
    sleep: noSleep,
    navigate: vi.fn(),
    ...extra,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  noSleep.mockClear();
});

describe('createHttpClient', () => {
  it('GET returns the parsed JSON body and sends no body', async () => {
    const { fetch, calls } = scriptedFetch({ body: [{ city: 'Paris 11e Arrondissement', insee: '75111' }] });
    const http = clientWith(fetch, { baseUrl: '/api/node/v1' });

    await expect(http.get('/sfdc/insee?zipCode=75011')).resolves.toEqual([
      { city: 'Paris 11e Arrondissement', insee: '75111' },
    ]);
    expect(calls[0]?.url).toBe('/api/node/v1/sfdc/insee?zipCode=75011');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it.each(['post', 'patch', 'delete'] as const)(
    '%s sends a JSON body with its content type',
    async (verb) => {
      const { fetch, calls } = scriptedFetch({
        status: 201,
        body: { errors: [], notifications: [], data: {} },
      });
      const http = clientWith(fetch);

      await http[verb]('/api/v2/session', { zipCode: '75011' });

      const init = calls[0]?.init;
      expect(init?.method).toBe(verb.toUpperCase());
      expect(init?.body).toBe('{"zipCode":"75011"}');
      expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    },
  );

  it('returns the raw text when the response is not JSON', async () => {
    const { fetch } = scriptedFetch({ raw: 'OK, bien reçu' });
    await expect(clientWith(fetch).post('/api/node/v1/newsletter/add', { email: 'a@b.fr' })).resolves.toBe(
      'OK, bien reçu',
    );
  });

  it('returns undefined for an empty body', async () => {
    const { fetch } = scriptedFetch({ status: 204 });
    await expect(clientWith(fetch).delete('/api/v2/session/clear')).resolves.toBeUndefined();
  });

  it('throws an HttpError carrying the envelope on a non-ok response', async () => {
    const envelope = {
      errors: [{ code: 'PROMO_EXPIRED', message: 'Ce code promo a expiré.' }],
      notifications: [],
      data: null,
    };
    const { fetch } = scriptedFetch({ status: 422, body: envelope });

    const error = await clientWith(fetch)
      .get('/api/v2/is-code-promo-valid/NOEL')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(422);
    expect(httpError.body).toEqual(envelope);
    expect(httpError.errors).toEqual([{ code: 'PROMO_EXPIRED', message: 'Ce code promo a expiré.' }]);
    expect(httpError.message).toContain('Ce code promo a expiré.');
  });

  it('keeps a non-JSON error body as text, with no envelope errors', async () => {
    const { fetch } = scriptedFetch({ status: 502, raw: '<html>Bad gateway</html>' });
    const error = (await clientWith(fetch)
      .post('/api/node/v1/order', {})
      .catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(error.errors).toEqual([]);
  });

  describe('redirect responses', () => {
    it('navigates to a same-origin url', async () => {
      const navigate = vi.fn();
      const { fetch } = scriptedFetch({ body: { redirect: true, url: '/souscription/recapitulatif' } });

      await clientWith(fetch, { navigate }).post('/api/node/v1/complete', {});

      expect(navigate).toHaveBeenCalledWith('https://www.voltaire.test/souscription/recapitulatif');
    });

    it('navigates to an allow-listed origin', async () => {
      const navigate = vi.fn();
      const { fetch } = scriptedFetch({
        body: { redirect: true, url: 'https://signature.partner.test/s/42' },
      });
      const http = clientWith(fetch, { navigate, redirectAllowList: ['https://signature.partner.test'] });

      await http.get('/api/node/v1/changement-offre/get-sign-url');

      expect(navigate).toHaveBeenCalledWith('https://signature.partner.test/s/42');
    });

    it('refuses a cross-origin url outside the allow-list, warns, and returns the body', async () => {
      const navigate = vi.fn();
      const onRefusedRedirect = vi.fn();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const body = { redirect: true, url: 'https://evil.example/phishing' };
      const { fetch } = scriptedFetch({ body });
      const http = clientWith(fetch, {
        navigate,
        onRefusedRedirect,
        redirectAllowList: ['https://signature.partner.test'],
      });

      await expect(http.post('/api/node/v1/complete', {})).resolves.toEqual(body);

      expect(navigate).not.toHaveBeenCalled();
      expect(onRefusedRedirect).toHaveBeenCalledWith('https://evil.example/phishing');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example/phishing'));
    });

    it('refuses a protocol-relative url pointing elsewhere', async () => {
      const navigate = vi.fn();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { fetch } = scriptedFetch({ body: { redirect: true, url: '//evil.example/x' } });

      await clientWith(fetch, { navigate }).get('/api/v2/session');

      expect(navigate).not.toHaveBeenCalled();
    });

    it('ignores a body whose redirect flag is not exactly true', async () => {
      const navigate = vi.fn();
      const { fetch } = scriptedFetch({ body: { redirect: 'yes', url: '/ailleurs' } });
      await clientWith(fetch, { navigate }).get('/api/v2/session');
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  describe('retries', () => {
    it('retries a GET up to 3 attempts, 10 s apart by default', async () => {
      const { fetch, calls } = scriptedFetch({ status: 503 }, new TypeError('Failed to fetch'), {
        body: ['ok'],
      });

      await expect(clientWith(fetch).get('/api/v2/products', { retry: true })).resolves.toEqual(['ok']);

      expect(calls).toHaveLength(3);
      expect(noSleep.mock.calls).toEqual([[10_000], [10_000]]);
    });

    it('gives up after the last attempt and throws the last failure', async () => {
      const { fetch, calls } = scriptedFetch({
        status: 503,
        body: { errors: [], notifications: [], data: null },
      });

      const error = await clientWith(fetch)
        .get('/api/v2/products', { retry: true })
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(HttpError);
      expect(calls).toHaveLength(3);
    });

    it('does not retry a POST without an Idempotency-Key, even when asked to', async () => {
      const { fetch, calls } = scriptedFetch({ status: 503 }, { status: 201, body: { id: 1 } });

      await expect(
        clientWith(fetch).post('/api/node/v1/order', { offer: 'fixe' }, { retry: true }),
      ).rejects.toThrow(HttpError);

      expect(calls).toHaveLength(1);
      expect(noSleep).not.toHaveBeenCalled();
    });

    it('retries a POST sent with an Idempotency-Key', async () => {
      const { fetch, calls } = scriptedFetch({ status: 503 }, { status: 201, body: { id: 1 } });

      await expect(
        clientWith(fetch).post(
          '/api/node/v1/order',
          { offer: 'fixe' },
          { retry: true, idempotencyKey: 'k-1' },
        ),
      ).resolves.toEqual({ id: 1 });

      expect(calls).toHaveLength(2);
      expect(calls[1]?.init.headers).toMatchObject({ 'Idempotency-Key': 'k-1' });
    });

    it('does not retry a client error', async () => {
      const { fetch, calls } = scriptedFetch({ status: 400 }, { body: ['ok'] });
      await expect(clientWith(fetch).get('/api/v2/products', { retry: true })).rejects.toThrow(HttpError);
      expect(calls).toHaveLength(1);
    });

    it('sends a GET once when no retry is asked for', async () => {
      const { fetch, calls } = scriptedFetch({ status: 503 });
      await expect(clientWith(fetch).get('/api/v2/products')).rejects.toThrow(HttpError);
      expect(calls).toHaveLength(1);
    });

    it('honours custom attempts and delay', async () => {
      const { fetch, calls } = scriptedFetch({ status: 500 });
      await expect(
        clientWith(fetch).get('/api/v2/products', { retry: { attempts: 2, delayMs: 50 } }),
      ).rejects.toThrow(HttpError);
      expect(calls).toHaveLength(2);
      expect(noSleep.mock.calls).toEqual([[50]]);
    });
  });
});

describe('withRetry', () => {
  it('resolves with the first success', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('done');
    await expect(withRetry(task, { sleep: noSleep })).resolves.toBe('done');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('stops at once when the failure is not worth retrying', async () => {
    const task = vi.fn().mockRejectedValue(new Error('fatal'));
    await expect(withRetry(task, { sleep: noSleep, shouldRetry: () => false })).rejects.toThrow('fatal');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
