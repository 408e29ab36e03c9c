import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { loginAs } from './admin-session.js';
import { type FuzzRequest, nastyExamples, requestFor } from './fuzz-arbitraries.js';
import { expectFrenchErrorEnvelope, type OpenApiDocument, operationsOf } from './openapi-requests.js';
import { createTestApp } from './test-app.js';

/** Operations known to answer 5xx, each with its reason, not fuzzed until fixed (none today). Keyed by operationId. */
export const KNOWN_FAILING_OPERATIONS: Readonly<Record<string, string>> = {};

/** Requests per operation: `FUZZ_RUNS=200` for a longer run. `FUZZ_SURVEY=1` counts instead of failing. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SURVEY = process.env.FUZZ_SURVEY === '1';
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const INTERNAL_KEY = 'cle-interne-fuzz-0123456789abcdef0123';

const t = await createTestApp({ config: { INTERNAL_API_KEY: INTERNAL_KEY } });
await seedDemoData(t.database.db, { now: () => new Date() });
const document: OpenApiDocument = (await t.app.inject({ url: '/api/docs/json' })).json();
const webSessionOf = (response: LightMyRequestResponse) =>
  response.cookies.find(({ name }) => name === SESSION_COOKIES.webApp)?.value ?? '';
const identities: Record<
  FuzzRequest['identity'],
  { cookies?: Record<string, string>; headers?: Record<string, string> }
> = {
  anonymous: {},
  customer: {},
  admin: { cookies: await loginAs(t.app, 'admin@voltaire.demo') },
  internal: { headers: { 'x-internal-key': INTERNAL_KEY } },
};

const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, outsideEnvelope: 0 };
const failures = new Map<string, { count: number; examples: Map<string, string> }>();
let address = 0;

async function send(request: FuzzRequest, method: string) {
  const identity: { cookies?: Record<string, string>; headers?: Record<string, string> } =
    identities[request.identity];
  const headers: Record<string, string> = { ...request.headers, ...identity.headers };
  let payload: string | undefined;
  if (request.body?.kind === 'json') {
    payload = JSON.stringify(request.body.value);
    headers['content-type'] = 'application/json';
  } else if (request.body) {
    payload = request.body.text;
    headers['content-type'] = request.body.contentType;
  }
  address += 1;
  return t.app.inject({
    method: method as 'GET',
    url: request.url,
    headers,
    cookies: identity.cookies,
    ...(payload === undefined ? {} : { payload }),
    // One address per request, so that per-address rate limits do not hide the handlers.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
}

afterAll(async () => {
  console.info(
    `fuzz: ${counts.requests} requests, ${counts['2xx']} 2xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx` +
      `; ${counts.outsideEnvelope} 4xx outside the French envelope, ${counts['3xx']} 3xx; ${RUNS} runs per operation, seed ${SEED}`,
  );
  for (const [operationId, { count, examples }] of failures) {
    console.info(`fuzz: ${operationId}: ${count} failing (${[...examples.keys()].join(', ')})`);
    for (const example of examples.values()) console.info(`  ${example}`);
  }
  await t.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it('lists only existing operations as known failing', () => {
    const ids = new Set(operationsOf(document).map(({ operation }) => operation.operationId));
    expect(Object.keys(KNOWN_FAILING_OPERATIONS).filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const [index, operation] of operationsOf(document).entries()) {
    const { operationId } = operation.operation;
    const known = KNOWN_FAILING_OPERATIONS[operationId];
    const test = known && !SURVEY ? it.skip : it;
    test(`${operation.method} ${operation.path}${known ? ` (known failing: ${known})` : ''}`, {
      timeout: 120_000,
    }, async () => {
      // Fresh identities for each operation: an earlier one may have reset the session, cancelled the order or
      // logged the admin out.
      const draft = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
      const orderId: string = draft.json().data.id;
      identities.customer = { cookies: { [SESSION_COOKIES.webApp]: webSessionOf(draft) } };
      const adminCheck = await t.app.inject({
        url: '/so-partner/api/auth/get-user-infos',
        cookies: identities.admin.cookies,
      });
      if (adminCheck.statusCode !== 200)
        identities.admin = { cookies: await loginAs(t.app, 'admin@voltaire.demo') };
      const property = fc.asyncProperty(requestFor(document, operation, orderId), async (request) => {
        const response = await send(request, operation.method);
        const status = response.statusCode;
        counts.requests += 1;
        counts[`${Math.floor(status / 100)}xx` as keyof typeof counts] += 1;
        let problem: string | undefined;
        if (status >= 500) problem = `${status} ${response.body.slice(0, 120)}`;
        else if (status >= 400) {
          try {
            expectFrenchErrorEnvelope(response.body, `${status}`);
          } catch {
            counts.outsideEnvelope += 1;
            problem = `${status} outside the French envelope: ${response.body.slice(0, 120)}`;
          }
        }
        if (problem) {
          const seen = failures.get(operationId) ?? { count: 0, examples: new Map<string, string>() };
          const sent = JSON.stringify({
            ...request,
            body: request.body && JSON.stringify(request.body).slice(0, 200),
          });
          const kind = `${status}${status >= 500 ? '' : ' envelope'}`;
          if (!seen.examples.has(kind)) seen.examples.set(kind, `${problem} ← ${sent.slice(0, 400)}`);
          failures.set(operationId, { count: seen.count + 1, examples: seen.examples });
          if (!SURVEY) expect.fail(problem);
        }
      });
      await fc.assert(property, {
        seed: SEED + index,
        numRuns: RUNS,
        endOnFailure: true,
        examples: nastyExamples(document, operation, orderId).map((request) => [request]),
      });
    });
  }
});
