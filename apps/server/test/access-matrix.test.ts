import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessClass, ROUTE_ACCESS, routeKey } from '../src/http/route-access.js';
import { type RegisteredRoute, registeredRoutes } from '../src/http/route-catalogue.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { loginAs } from './admin-session.js';
import {
  type DocumentedOperation,
  expectFrenchErrorEnvelope,
  fillPath,
  jsonBodySchema,
  type OpenApiDocument,
  operationsOf,
  resolve,
  sampleOf,
} from './openapi-requests.js';
import { addPartnerAdmin, DEALERSHIP_ORG, PARTNER_ADMIN_B } from './partner-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Rows whose correct behaviour waits for a fix, with the reason: they run with `it.fails` (none today). */
export const PENDING_ACCESS_ROWS: Readonly<Record<string, string>> = {};

const INTERNAL_KEY = 'cle-interne-matrice-0123456789abcdef';
const API_KEY = 'cle-api-matrice-0123456789abcdef';

type IdentityName =
  | 'anonymous'
  | 'customerA'
  | 'customerB'
  | 'telesales'
  | 'comparison'
  | 'doorToDoor'
  | 'dealership'
  | 'specialChannel'
  | 'partner'
  | 'partnerAdminB'
  | 'admin'
  | 'internal'
  | 'apiKey';

interface Identity {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

const STAFF_EMAILS = {
  telesales: 'tlv@voltaire.demo',
  comparison: 'comparateur@voltaire.demo',
  doorToDoor: 'vad@voltaire.demo',
  dealership: 'concession@voltaire.demo',
  specialChannel: 'canal-special@voltaire.demo',
  partner: 'partenaire@voltaire.demo',
  admin: 'admin@voltaire.demo',
} as const;
const AGENTS: IdentityName[] = ['telesales', 'comparison', 'doorToDoor', 'dealership'];
/** `partner` is the partner admin of organisation A (Porte-à-Porte Conseil), `partnerAdminB` of the dealerships. */
const OTHER_STAFF: IdentityName[] = ['specialChannel', 'partner', 'partnerAdminB'];

/** Who gets through, per access class; everyone else must be refused (401, 403 or 404). */
const ALLOWED: Record<AccessClass, readonly IdentityName[] | 'everyone'> = {
  public: 'everyone',
  session: 'everyone',
  customer: ['customerA'],
  // Nobody here opened a contract's link and typed its code: everyone is refused (test/contract-access.test.ts).
  contractHolder: [],
  staff: [...AGENTS, ...OTHER_STAFF, 'admin'],
  agent: [...AGENTS, 'specialChannel'],
  telesales: ['telesales'],
  doorToDoor: ['doorToDoor'],
  dealership: ['dealership'],
  agentOrAdmin: [...AGENTS, 'specialChannel', 'admin'],
  partnerAdmin: ['partner', 'partnerAdminB', 'admin'],
  agentOrAdminOrInternal: [...AGENTS, 'admin', 'internal'],
  admin: ['admin'],
  adminOrInternal: ['admin', 'internal'],
  internal: ['internal'],
  apiKey: ['apiKey'],
};

// Last, since they end the caller's sessions that the other rows use.
const RUN_LAST = new Set([
  'POST /api/v2/auth/login',
  'POST /api/v2/auth/logout',
  'POST /api/node/v1/session/raz',
]);

let t: TestApp;
let document: OpenApiDocument;
let documented: Map<string, DocumentedOperation>;
let routes: RegisteredRoute[];
const identities = {} as Record<IdentityName, Identity>;
let requestCount = 0;

const webSessionWithOrder = async (): Promise<{ cookies: Record<string, string>; orderId: string }> => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
  expect(response.statusCode, response.body).toBe(201);
  const session = response.cookies.find(({ name }) => name === SESSION_COOKIES.webApp);
  return { cookies: { [SESSION_COOKIES.webApp]: session?.value ?? '' }, orderId: response.json().data.id };
};

beforeAll(async () => {
  t = await createTestApp({ config: { INTERNAL_API_KEY: INTERNAL_KEY, GRAPHQL_API_KEYS: [API_KEY] } });
  await seedDemoData(t.database.db, { now: () => new Date() });
  routes = registeredRoutes(t.app).slice();
  document = (await t.app.inject({ url: '/api/docs/json' })).json();
  documented = new Map(
    operationsOf(document).map((operation) => [routeKey(operation.method, operation.url), operation]),
  );
  identities.anonymous = {};
  identities.customerB = { cookies: (await webSessionWithOrder()).cookies };
  for (const [name, email] of Object.entries(STAFF_EMAILS)) {
    identities[name as IdentityName] = { cookies: await loginAs(t.app, email) };
  }
  await addPartnerAdmin(t.database.db, DEALERSHIP_ORG, PARTNER_ADMIN_B);
  identities.partnerAdminB = { cookies: await loginAs(t.app, PARTNER_ADMIN_B) };
  identities.internal = { headers: { 'x-internal-key': INTERNAL_KEY } };
  identities.apiKey = { headers: { 'x-api-key': API_KEY } };
}, 120_000);
afterAll(async () => {
  console.info(
    `access matrix: ${routes.length} routes × ${Object.keys(identities).length + 1} identities = ${requestCount} requests`,
  );
  await t.close();
});

/** The request a route gets, with customer A's order wherever an order id goes. */
function requestFor(route: RegisteredRoute, orderId: string): InjectOptions {
  const operation = documented.get(routeKey(route.method, route.url))?.operation;
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation?.parameters ?? []) {
    const isOrder = /^(id|orderId)$/.test(parameter.name);
    const value = isOrder ? orderId : String(sampleOf(document, parameter.schema));
    if (parameter.in === 'path') params[parameter.name] = value;
    if (parameter.in === 'query' && (parameter.required || isOrder)) query[parameter.name] = value;
  }
  const bodySchema = operation && jsonBodySchema(operation);
  let payload: unknown;
  if (bodySchema) {
    payload = sampleOf(document, bodySchema);
    const properties = resolve(document, bodySchema).properties ?? {};
    if (payload && typeof payload === 'object' && 'orderId' in properties) {
      Object.assign(payload, { orderId });
    }
  }
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, params),
    query,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
}

let ip = 0;
async function call(request: InjectOptions, identity: Identity): Promise<LightMyRequestResponse> {
  requestCount += 1;
  ip += 1;
  return t.app.inject({
    ...request,
    cookies: identity.cookies,
    headers: { ...identity.headers, 'idempotency-key': `matrice-${ip}` },
    // One address per request: per-address rate limits must not answer for the authorisation.
    remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  });
}

/**
 * Whether a refused caller was refused rightly. What only a session can own answers 404 to anyone else; a caller
 * without any session gets it before the body is read. A caller with a session of their own may first learn that
 * the body is malformed (400, the schema is public): the order is looked up only for a well-formed request.
 */
function isRefusal(access: AccessClass, name: IdentityName, status: number): boolean {
  if (access !== 'customer' && access !== 'contractHolder') return [401, 403, 404].includes(status);
  const hasSession = !['anonymous', 'apiKey', 'internal'].includes(name);
  return status === 404 || (hasSession && status === 400);
}

async function checkRow(route: RegisteredRoute, access: AccessClass): Promise<void> {
  const customerA = await webSessionWithOrder();
  const request = requestFor(route, customerA.orderId);
  const allowed = ALLOWED[access];
  const everyone: [IdentityName, Identity][] = [
    ...Object.entries(identities),
    ['customerA', { cookies: customerA.cookies }],
  ] as [IdentityName, Identity][];
  const problems: string[] = [];
  for (const [name, identity] of everyone) {
    const mayPass = allowed === 'everyone' || allowed.includes(name);
    // A refused caller is refused whatever the body: authorisation comes before validation.
    const attempts =
      mayPass || request.payload === undefined ? [request] : [request, { ...request, payload: [] }];
    for (const attempt of attempts) {
      const response = await call(attempt, identity);
      const status = response.statusCode;
      const context = `${routeKey(route.method, route.url)} as ${name}${attempt.payload === request.payload ? '' : ' (invalid body)'} → ${status}`;
      if (status >= 500) problems.push(`${context}: ${response.body.slice(0, 200)}`);
      else if (mayPass) {
        if (allowed !== 'everyone' && [401, 403].includes(status)) problems.push(`${context}: refused`);
      } else if (!isRefusal(access, name, status)) {
        problems.push(`${context}: not refused (${response.body.slice(0, 160)})`);
      } else {
        try {
          expectFrenchErrorEnvelope(response.body, context, route.url.startsWith('/graphql'));
        } catch (error) {
          problems.push((error as Error).message.split('\n')[0] as string);
        }
      }
    }
  }
  expect(problems).toEqual([]);
}

describe('access matrix: every registered route × every identity', () => {
  it('has one row per registered route, and no row for a route that does not exist', () => {
    const registered = new Set(routes.map(({ method, url }) => routeKey(method, url)));
    expect(
      [...registered].filter((key) => !(key in ROUTE_ACCESS)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((key) => !registered.has(key)),
      'rows without a route',
    ).toEqual([]);
    expect(Object.keys(PENDING_ACCESS_ROWS).filter((key) => !registered.has(key))).toEqual([]);
    expect(DEMO_ACCOUNTS.map(({ email }) => email).sort()).toEqual(Object.values(STAFF_EMAILS).sort());
  });

  // The rows are listed once the app is built: vitest collects tests first, so iterate the table itself.
  const keys = Object.keys(ROUTE_ACCESS).sort((a, b) => Number(RUN_LAST.has(a)) - Number(RUN_LAST.has(b)));
  for (const key of keys) {
    const access = ROUTE_ACCESS[key] as AccessClass;
    const test = key in PENDING_ACCESS_ROWS ? it.fails : it;
    test(`${key} (${access})`, async () => {
      const route = routes.find(({ method, url }) => routeKey(method, url) === key);
      expect(route, 'registered').toBeDefined();
      await checkRow(route as RegisteredRoute, access);
    });
  }
});
