import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = async (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export interface GridOperatorRequestRecord {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeGridOperatorServer {
  /** The gateway root: Enedis answers under /enedis, GRDF under /grdf. */
  url: string;
  requests: GridOperatorRequestRecord[];
  close(): Promise<void>;
}

/** Ids that make the fake operators misbehave, whatever the call. */
export const FAILING_IDS = {
  serverError: '55555555555555',
  refusedCredentials: '66666666666666',
  slow: '77777777777777',
  brokenJson: '88888888888888',
} as const;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * Enedis (SGE-style) and GRDF (ADICT-style) APIs on loopback, answering recorded responses:
 * 12 rue de la Roquette (75011) for the searches, PDL 01100450002798 and PCE 21546000000017 (and GI075112,
 * whose contract data is unavailable) for the details and the terminations (« résiliation ») and their
 * cancellations (files A-RES-000123 and GRDF-RES-4567), fixed slots around Christmas 2025. Postal code
 * 99999 or a `FAILING_IDS` id → a failure; postal code 00000 → too slow; anything else → not found.
 */
export async function startFakeGridOperatorServer(): Promise<FakeGridOperatorServer> {
  const requests: GridOperatorRequestRecord[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const json = (body: string, status = 200) => ({ status, body, type: 'application/json' });
  const notFound = (operator: 'enedis' | 'grdf') =>
    operator === 'enedis'
      ? json('{"erreur":{"code":"SGT4G3","libelle":"Point inexistant"}}', 404)
      : json('{"code_erreur":"PCE_INCONNU","message":"PCE inconnu"}', 404);

  const answer = async (
    method: string,
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: string; type: string } | 'slow'> => {
    const failing = Object.values(FAILING_IDS).find((id) => path.includes(`/${id}`));
    const postcode = JSON.stringify(body ?? '').match(/"(?:codePostal|code_postal)":"(\d{5})"/)?.[1];
    if (failing === FAILING_IDS.slow || postcode === '00000') return 'slow';
    if (failing === FAILING_IDS.serverError || postcode === '99999')
      return {
        status: 503,
        type: 'text/plain',
        body: 'java.lang.NullPointerException at fr.operator.internal.PointService.find(PointService.java:42) host=db-prod-3',
      };
    if (failing === FAILING_IDS.refusedCredentials) return json('{"error":"invalid_token"}', 401);
    if (failing === FAILING_IDS.brokenJson) return json('{"point": {"id": ');

    if (method === 'POST' && path === '/enedis/sge/v1/points/rechercher')
      return json(
        postcode === '75011'
          ? await fixture('enedis-sge-rechercher-12-rue-de-la-roquette.json')
          : '{"points":[]}',
      );
    if (method === 'POST' && path === '/grdf/adict/v2/pce/recherche')
      return json(
        postcode === '75011'
          ? await fixture('grdf-adict-recherche-12-rue-de-la-roquette.json')
          : '{"pce":[]}',
      );

    const cancellation =
      /^\/(enedis\/sge\/v1\/points|grdf\/adict\/v2\/pce)\/([^/]+)\/resiliation\/([^/]+)\/annulation$/.exec(
        path,
      );
    if (method === 'POST' && cancellation) {
      const [, operator, id, file] = cancellation;
      if (operator?.startsWith('enedis'))
        return id === '01100450002798' && file === 'A-RES-000123'
          ? json('{"affaireId":"A-RES-000123","statut":"ANNULEE"}')
          : notFound('enedis');
      return id === '21546000000017' && file === 'GRDF-RES-4567'
        ? json('{"numero_demande":"GRDF-RES-4567","statut":"ANNULEE"}')
        : notFound('grdf');
    }

    const termination = /^\/(enedis\/sge\/v1\/points|grdf\/adict\/v2\/pce)\/([^/]+)\/resiliation$/.exec(path);
    if (method === 'POST' && termination) {
      const [, operator, id] = termination;
      if (operator?.startsWith('enedis'))
        return id === '01100450002798' ? json('{"affaireId":"A-RES-000123"}', 201) : notFound('enedis');
      return id === '21546000000017' ? json('{"numero_demande":"GRDF-RES-4567"}', 201) : notFound('grdf');
    }

    const enedis = /^\/enedis\/sge\/v1\/points\/([^/]+)\/(donnees-techniques-contractuelles|creneaux)$/.exec(
      path,
    );
    if (method === 'GET' && enedis) {
      if (enedis[2] === 'creneaux') return json(await fixture('enedis-sge-creneaux.json'));
      if (enedis[1] === '01100450002798') return json(await fixture('enedis-sge-point-01100450002798.json'));
      return notFound('enedis');
    }
    const grdf =
      /^\/grdf\/adict\/v2\/pce\/([^/]+)\/(donnees_techniques|donnees_contractuelles|creneaux_intervention)$/.exec(
        path,
      );
    if (method === 'GET' && grdf) {
      const [, id, what] = grdf;
      if (what === 'creneaux_intervention')
        return json(await fixture('grdf-adict-creneaux-intervention.json'));
      if (id === '21546000000017')
        return json(await fixture(`grdf-adict-${what?.replace('_', '-')}-21546000000017.json`));
      if (id === 'GI075112' && what === 'donnees_techniques') {
        const { pce } = JSON.parse(await fixture('grdf-adict-recherche-12-rue-de-la-roquette.json'));
        return json(JSON.stringify(pce[1]));
      }
      return notFound('grdf');
    }
    return json('{"error":"no such route"}', 404);
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/gateway(?=\/)/, '');
    const body = await readBody(request);
    requests.push({
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      body,
    });
    const result = await answer(request.method ?? 'GET', path, body);
    if (result === 'slow') {
      pending.add(
        setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 5_000),
      );
      return;
    }
    response.writeHead(result.status, { 'content-type': result.type }).end(result.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gateway`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
