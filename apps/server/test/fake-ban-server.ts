import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export interface FakeBanServer {
  url: string;
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * A BAN-compatible HTTP server on loopback that answers recorded responses:
 * « 8 bd du port » → two features, « 48 rue de la roquette » → one, « panne » → 500,
 * « lent » → never answers in time, « cassé » → invalid JSON, anything else → no feature.
 */
export async function startFakeBanServer(): Promise<FakeBanServer> {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer(async (request, response) => {
    const params = new URL(request.url ?? '/', 'http://localhost').searchParams;
    requests.push(params);
    const q = params.get('q') ?? '';
    if (q === 'panne') return response.writeHead(500).end('Internal Server Error');
    if (q === 'lent') return setTimeout(() => response.end('{}'), 2_000);
    if (q === 'cassé')
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"features": [');
    const body = q.startsWith('8 bd du port')
      ? await fixture('ban-search-8-bd-du-port.json')
      : q.startsWith('48 rue de la roquette')
        ? await fixture('ban-search-rue-de-la-roquette-75011.json')
        : JSON.stringify({ type: 'FeatureCollection', features: [] });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/geocodage/search`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
