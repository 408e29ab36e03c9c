import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';
import { UTM_FORCED_GATEWAY_PATH, utmGatewayDestination } from './utm-gateway';

function answering(data: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ errors: [], notifications: [], data }), { status: 200 }),
  );
  const http = createHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    origin: 'https://www.voltaire.test',
  });
  return { http, fetch };
}

const route = (redirectTo: string) => ({ gateway: { id: 'selectaprix', label: 'SelectaPrix' }, redirectTo });

describe('utmGatewayDestination', () => {
  it('asks the server with the visitor’s UTM parameters only, and follows the gateway’s page of our site', async () => {
    const { http, fetch } = answering(route('/contact?passerelle=selectaprix'));
    const destination = await utmGatewayDestination(http, {
      pathname: '/',
      search: '?utm_source=selectaprix&utm_medium=cpc&gclid=abc',
    });
    expect(destination).toBe('/contact?passerelle=selectaprix');
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `${UTM_FORCED_GATEWAY_PATH}?utm_source=selectaprix&utm_medium=cpc`,
    );
  });

  it('asks nothing without utm_source', async () => {
    const { http, fetch } = answering(null);
    expect(await utmGatewayDestination(http, { pathname: '/offres', search: '?utm_medium=cpc' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['no gateway', null],
    ['another origin', route('https://evil.example/offres')],
    ['a protocol-relative address', route('//evil.example/offres')],
    ['the page the visitor is already on', route('/offres?energie=electricite')],
  ])('stays put for %s', async (_case, data) => {
    const { http } = answering(data);
    expect(
      await utmGatewayDestination(http, { pathname: '/offres', search: '?utm_source=lecomparateurenergie' }),
    ).toBeNull();
  });
});
