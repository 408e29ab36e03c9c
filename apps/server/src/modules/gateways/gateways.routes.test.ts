import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { seedGateways } from '../../seed/seed-gateways.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { gatewayAttributions, gatewayRevisions } from './gateways.tables.js';

const INTERNAL_KEY = 'cle-interne-passerelles-0123456789abcdef';
const TUESDAY_10H_PARIS = '2026-03-10T09:00:00Z';
const SATURDAY_14H_PARIS = '2026-03-14T13:00:00Z';
const BASTILLE_DAY_10H_PARIS = '2026-07-14T08:00:00Z';

let now = new Date(TUESDAY_10H_PARIS);
let t: TestApp;
let admin: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, config: { INTERNAL_API_KEY: INTERNAL_KEY } });
  await seedCatalogue(t.database.db);
  await seedDemoAccounts(t.database.db, { now: () => new Date() });
  await seedGateways(t.database.db, now);
});
afterAll(() => t.close());

const at = (instant: string) => {
  now = new Date(instant);
};

const landing = (query: string, cookies?: Record<string, string>) =>
  t.app.inject({ url: `/api/v3/gateway/get-utm-forced-gateway?${query}`, cookies });

const webCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find(({ name }) => name === SESSION_COOKIES.webApp)?.value;

const selectaPrix = {
  id: 'selectaprix',
  label: 'SelectaPrix',
  utm: { source: 'selectaprix' },
  landingPath: '/offres',
  routing: 'callback',
  callback: {
    enabled: true,
    path: '/contact',
    openingHours: [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:30', closes: '20:00' })),
      { day: 6, opens: '09:00', closes: '12:30' },
    ],
  },
  active: true,
};

describe('GET /api/v3/gateway/get-utm-forced-gateway', () => {
  it('routes a SelectaPrix visitor to the call-back while the team is open, and remembers it on the session', async () => {
    at(TUESDAY_10H_PARIS);
    const response = await landing('utm_source=SelectaPrix&utm_medium=cpc');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errors: [],
      notifications: [],
      data: {
        gateway: { id: 'selectaprix', label: 'SelectaPrix' },
        routing: 'callback',
        redirectTo: '/contact?passerelle=selectaprix',
        callback: {
          available: true,
          reason: 'OPEN',
          message: 'Nos conseillers sont disponibles : ils vous rappellent dans les minutes qui viennent.',
        },
      },
    });
    const session = await t.app.inject({
      url: '/api/v2/session',
      cookies: { [SESSION_COOKIES.webApp]: webCookie(response) ?? '' },
    });
    expect(session.json().data.context.gateway).toEqual({
      id: 'selectaprix',
      utm: { source: 'SelectaPrix', medium: 'cpc' },
      arrivedAt: '2026-03-10T09:00:00.000Z',
    });
  });

  it('sends them to the landing page once the team has closed', async () => {
    at(SATURDAY_14H_PARIS);
    const response = await landing('utm_source=selectaprix');
    expect(response.json().data).toMatchObject({
      routing: 'landing',
      redirectTo: '/offres',
      callback: {
        available: false,
        reason: 'CLOSED',
        message: 'Nos conseillers sont fermés pour le moment.',
      },
    });
  });

  it('answers null, and opens no session, for parameters no gateway claims', async () => {
    const response = await landing('utm_source=inconnu&utm_campaign=x');
    expect(response.json()).toEqual({ errors: [], notifications: [], data: null });
    expect(webCookie(response)).toBeUndefined();
    expect((await landing('')).json().data).toBeNull();
  });
});

describe('attribution of a web order', () => {
  it('an order started after landing through LeComparateurÉnergie is attributed to it; one without is not', async () => {
    const arrival = await landing('utm_source=lecomparateurenergie&utm_medium=comparateur');
    const cookies = { [SESSION_COOKIES.webApp]: webCookie(arrival) ?? '' };
    const order = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {}, cookies });
    expect(order.statusCode).toBe(201);
    const orderId = order.json().data.id;
    const rows = await t.database.db
      .select()
      .from(gatewayAttributions)
      .where(eq(gatewayAttributions.orderId, orderId));
    expect(rows).toMatchObject([{ gatewayId: 'lecomparateur-energie', source: 'web', leadId: null }]);

    const organic = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const organicRows = await t.database.db
      .select()
      .from(gatewayAttributions)
      .where(eq(gatewayAttributions.orderId, organic.json().data.id));
    expect(organicRows).toEqual([]);
  });
});

describe('gateways-config (admin)', () => {
  // Staff sessions idle out after 30 minutes of the test clock: a fresh login for each test.
  beforeEach(async () => {
    at(TUESDAY_10H_PARIS);
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    agent = await loginAs(t.app, 'comparateur@voltaire.demo');
  });

  const save = (payload: unknown, cookies = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/gateways-config/save',
      payload: payload as object,
      cookies,
    });

  it('lists every gateway to an admin only', async () => {
    const response = await t.app.inject({ url: '/api/v2/gateways-config/get', cookies: admin });
    expect(response.json().data.gateways.map((gateway: { id: string }) => gateway.id)).toEqual([
      'lecomparateur-energie',
      'selectaprix',
    ]);
    expect((await t.app.inject({ url: '/api/v2/gateways-config/get' })).json().errors).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté pour accéder à cette ressource.' },
    ]);
    const asAgent = await t.app.inject({ url: '/api/v2/gateways-config/get', cookies: agent });
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json().errors[0].message).toBe('Cette action est réservée aux administrateurs.');
  });

  it('saves idempotently per id and keeps each change in the history', async () => {
    const comparOne = { ...selectaPrix, id: 'compar-one', label: 'Compar’One', utm: { source: 'comparone' } };
    const first = await save(comparOne);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      changed: true,
      gateway: { id: 'compar-one', label: 'Compar’One' },
    });
    expect((await save(comparOne)).json().data.changed).toBe(false);
    expect((await save({ ...comparOne, label: 'ComparOne' })).json().data.changed).toBe(true);
    const revisions = await t.database.db
      .select()
      .from(gatewayRevisions)
      .where(eq(gatewayRevisions.gatewayId, 'compar-one'));
    expect(revisions.map((revision) => [revision.definition.label, revision.savedBy])).toEqual([
      ['Compar’One', 'admin@voltaire.demo'],
      ['ComparOne', 'admin@voltaire.demo'],
    ]);
  });

  it('deactivating a gateway stops its routing and removes it from the public list', async () => {
    const availables = async () =>
      (await t.app.inject({ url: '/api/node/v1/gateway-config/availables' })).json().data.gateways;
    expect(await availables()).toContainEqual({ id: 'selectaprix', label: 'SelectaPrix' });
    await save({ ...selectaPrix, active: false });
    expect((await landing('utm_source=selectaprix')).json().data).toBeNull();
    expect(await availables()).not.toContainEqual({ id: 'selectaprix', label: 'SelectaPrix' });
    await save(selectaPrix);
    expect(await availables()).toContainEqual({ id: 'selectaprix', label: 'SelectaPrix' });
  });

  it('refuses an invalid gateway with French messages, an external landing page included', async () => {
    const response = await save({ ...selectaPrix, id: 'Selecta Prix', landingPath: '//evil.example/offres' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        code: 'VALIDATION_ERROR',
        field: 'id',
        message: 'Identifiant invalide : lettres minuscules, chiffres et tirets (2 à 40 caractères).',
      },
      {
        code: 'VALIDATION_ERROR',
        field: 'landingPath',
        message:
          'Indiquez un chemin du site commençant par « / » (par exemple /offres), sans adresse externe.',
      },
    ]);
    expect((await save(selectaPrix, agent)).statusCode).toBe(403);
  });
});

describe('POST /api/node/v1/private/routing/generate', () => {
  const generate = (payload: object, headers: Record<string, string> = { 'x-internal-key': INTERNAL_KEY }) =>
    t.app.inject({ method: 'POST', url: '/api/node/v1/private/routing/generate', payload, headers });

  it('gives the tracked link of a gateway, for an offer and a campaign of the day', async () => {
    const response = await generate({
      gatewayId: 'lecomparateur-energie',
      offerId: 'elec-fixe',
      campaign: 'printemps',
    });
    expect(response.json().data).toEqual({
      url: 'http://localhost:3000/offres?energie=electricite&utm_source=lecomparateurenergie&utm_medium=comparateur&utm_campaign=printemps&offre=elec-fixe',
    });
  });

  it('refuses outsiders, unknown gateways and unknown offers in French', async () => {
    expect((await generate({ gatewayId: 'selectaprix' }, {})).json().errors[0].message).toBe(
      'Cet appel est réservé aux services internes de Voltaire.',
    );
    const unknown = await generate({ gatewayId: 'inconnu' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('La passerelle « inconnu » n’existe pas.');
    expect((await generate({ gatewayId: 'selectaprix', offerId: 'pas-une-offre' })).statusCode).toBe(404);
  });
});

describe('GET /api/v2/crc/gateway/available', () => {
  const available = (gatewayId: string) =>
    t.app.inject({ url: `/api/v2/crc/gateway/available?gatewayId=${gatewayId}` });

  it('follows the opening hours in Paris time and closes on public holidays', async () => {
    at(TUESDAY_10H_PARIS);
    expect((await available('selectaprix')).json().data).toEqual({
      gatewayId: 'selectaprix',
      available: true,
      reason: 'OPEN',
      message: 'Nos conseillers sont disponibles : ils vous rappellent dans les minutes qui viennent.',
    });
    at(BASTILLE_DAY_10H_PARIS);
    expect((await available('selectaprix')).json().data).toMatchObject({
      available: false,
      message: 'Nos conseillers ne rappellent pas les jours fériés.',
    });
    at(TUESDAY_10H_PARIS);
  });

  it('answers 404 for an unknown gateway and 400 for a malformed id', async () => {
    expect((await available('inconnu')).statusCode).toBe(404);
    const malformed = await available('PAS%20BON');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].message).toBe(
      'Identifiant invalide : lettres minuscules, chiffres et tirets (2 à 40 caractères).',
    );
  });
});
