import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';

const INTERNAL_KEY = 'k'.repeat(40);

describe('eligibility rules: admin API, evaluation and cache', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { INTERNAL_API_KEY: INTERNAL_KEY } });
    await seedCatalogue(t.database.db);
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    agent = await loginAs(t.app, 'tlv@voltaire.demo');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookies = admin) =>
    t.app.inject({ method, url, cookies, ...(payload === undefined ? {} : { payload: payload as object }) });
  const decisions = async (context: object, targets = [{ type: 'offer', id: 'elec-vert' }]) =>
    (await call('POST', '/api/v2/eligibility', { context, targets }, {})).json().data;

  it('lists the fields and operators for the rule builder, in French', async () => {
    const fields = (await call('GET', '/api/node/v1/resources/eligibility-fields', undefined, {})).json()
      .data;
    const postalCode = fields.find((field: { key: string }) => field.key === 'postalCode');
    expect(postalCode.label).toBe('Code postal');
    expect(postalCode.operators).toContainEqual({
      key: 'startsWith',
      label: 'commence par',
      value: 'single',
    });
    expect(fields.map((field: { key: string }) => field.key)).toEqual(
      expect.arrayContaining([
        'channel',
        'role',
        'partner',
        'postalCode',
        'inseeCode',
        'energy',
        'kva',
        'option',
        'housingType',
        'journeyKind',
        'existingCustomer',
        'campaign',
        'date',
      ]),
    );
  });

  it('refuses admin calls without a session (401) and to a non-admin (403)', async () => {
    expect((await call('GET', '/api/v2/admin/predicates', undefined, {})).statusCode).toBe(401);
    const forbidden = await call(
      'POST',
      '/api/v2/admin/predicates',
      { id: 'x', name: 'x', field: 'kva', operator: 'gt', value: 3 },
      agent,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0].message).toBe('Cette action est réservée aux administrateurs.');
  });

  it('excludes Corsica from an offer: a visitor with 20000 no longer gets it, one with 75011 still does', async () => {
    expect(await decisions({ postalCode: '20000' })).toEqual([
      { target: { type: 'offer', id: 'elec-vert' }, eligible: true, reasons: [] },
    ]);
    expect(
      (
        await call('POST', '/api/v2/admin/predicates', {
          id: 'corse',
          name: 'Code postal en Corse',
          field: 'postalCode',
          operator: 'startsWith',
          value: '20',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/v2/admin/compositions', {
          id: 'hors-corse',
          name: 'Hors Corse',
          kind: 'not',
          children: [{ predicateId: 'corse' }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', '/api/v2/admin/attachments', {
          attachments: [{ target: { type: 'offer', id: 'elec-vert' }, compositionId: 'hors-corse' }],
        })
      ).statusCode,
    ).toBe(200);

    const [corsica] = await decisions({ postalCode: '20000' });
    expect(corsica.eligible).toBe(false);
    expect(corsica.reasons).toEqual([
      'Code postal 20000 : ne commence pas par « 20 » — condition non remplie',
    ]);
    expect((await decisions({ postalCode: '75011' }))[0].eligible).toBe(true);
  });

  it('rejects a predicate on an unknown field, with a wrong operator or a wrong value type, in French, and stores nothing', async () => {
    const before = (await call('GET', '/api/v2/admin/predicates')).json().data;
    for (const predicate of [
      { id: 'a', name: 'Inconnu', field: 'shoeSize', operator: 'equals', value: '42' },
      { id: 'b', name: 'Opérateur', field: 'existingCustomer', operator: 'startsWith', value: 'x' },
      { id: 'c', name: 'Type', field: 'kva', operator: 'gt', value: 'neuf' },
    ]) {
      const response = await call('POST', '/api/v2/admin/predicates', predicate);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('INVALID_RULES');
      expect(response.json().errors[0].message).toMatch(/[a-zéèà]/);
    }
    expect((await call('GET', '/api/v2/admin/predicates')).json().data).toEqual(before);
  });

  it('rejects a cycle between compositions, naming it', async () => {
    await call('POST', '/api/v2/admin/compositions', {
      id: 'cycle-a',
      name: 'A',
      kind: 'all',
      children: [{ predicateId: 'corse' }],
    });
    await call('POST', '/api/v2/admin/compositions', {
      id: 'cycle-b',
      name: 'B',
      kind: 'all',
      children: [{ compositionId: 'cycle-a' }],
    });
    const response = await call('PUT', '/api/v2/admin/compositions/cycle-a', {
      name: 'A',
      kind: 'all',
      children: [{ compositionId: 'cycle-b' }],
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { message: string }) => error.message)
        .join(' '),
    ).toContain('Cycle');
    await call('DELETE', '/api/v2/admin/compositions/cycle-b');
    await call('DELETE', '/api/v2/admin/compositions/cycle-a');
  });

  it('refuses to delete a predicate or a composition still in use, and answers 404 and 409 where due', async () => {
    const inUse = await call('DELETE', '/api/v2/admin/predicates/corse');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errors[0].message).toBe(
      'Le prédicat « Code postal en Corse » est utilisé par la composition « Hors Corse » : retirez-le d’abord.',
    );
    const attached = await call('DELETE', '/api/v2/admin/compositions/hors-corse');
    expect(attached.statusCode).toBe(409);
    expect(attached.json().errors[0].message).toContain('l’offre « elec-vert »');
    expect((await call('DELETE', '/api/v2/admin/predicates/nope')).statusCode).toBe(404);
    const duplicate = await call('POST', '/api/v2/admin/predicates', {
      id: 'corse',
      name: 'x',
      field: 'postalCode',
      operator: 'equals',
      value: '1',
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('exports the rules and re-imports them unchanged; an invalid import changes nothing', async () => {
    const exported = (await call('GET', '/api/v2/admin/eligibility/export')).json();
    expect(exported.version).toBe(1);
    expect((await call('POST', '/api/v2/admin/eligibility/import', exported)).statusCode).toBe(200);
    expect((await call('GET', '/api/v2/admin/eligibility/export')).json()).toEqual(exported);

    const broken = {
      ...exported,
      compositions: [{ id: 'x', name: 'X', kind: 'all', children: [{ predicateId: 'missing' }] }],
    };
    const response = await call('POST', '/api/v2/admin/eligibility/import', broken);
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/api/v2/admin/eligibility/export')).json()).toEqual(exported);
    const malformed = await call('POST', '/api/v2/admin/eligibility/import', { version: 2 });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps an audit log of every change: who, when, before and after', async () => {
    await call('PUT', '/api/v2/admin/predicates/corse', {
      name: 'Corse',
      field: 'postalCode',
      operator: 'startsWith',
      value: '20',
    });
    const [latest] = (await call('GET', '/api/v2/admin/eligibility/audit?limit=5')).json().data;
    expect(latest).toMatchObject({
      actor: 'admin@voltaire.demo',
      action: 'update',
      entityType: 'predicate',
      entityId: 'corse',
      before: { name: 'Code postal en Corse' },
      after: { name: 'Corse' },
    });
  });

  it('tries a context on every offer and product of the catalogue, with the reasons of each refusal', async () => {
    const response = await call('POST', '/api/v2/admin/eligibility/try', {
      context: { postalCode: '20090' },
    });
    const decisions = response.json().data as Array<{
      target: { type: string; id: string };
      eligible: boolean;
      reasons: string[];
    }>;
    expect(decisions.find((decision) => decision.target.id === 'elec-vert')).toEqual({
      target: { type: 'offer', id: 'elec-vert' },
      eligible: false,
      reasons: ['Code postal 20090 : ne commence pas par « 20 » — condition non remplie'],
    });
    expect(
      decisions
        .filter((decision) => decision.target.id !== 'elec-vert')
        .every((decision) => decision.eligible),
    ).toBe(true);
    expect(decisions.map((decision) => decision.target.id)).toEqual(
      expect.arrayContaining(['elec-fixe', 'gaz-fixe']),
    );
  });

  it('checks the context at the edge: a kVA given as text is refused in French', async () => {
    const response = await call('POST', '/api/v2/eligibility', { context: { kva: '9' } }, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain('nombre attendu');
  });

  it('serves the cache calls to admins and to internal callers with the key, and refuses others', async () => {
    const status = (await call('GET', '/api/v3/eligibility-cache')).json().data;
    expect(status).toMatchObject({ cached: true });
    const cleared = await call('POST', '/api/v2/admin/clear-eligibility-cache');
    expect(cleared.json().data).toMatchObject({
      cached: true,
      predicates: 1,
      compositions: 1,
      attachments: 1,
    });
    const compositions = await call('POST', '/api/v3/eligibility-cache/clear-compositions');
    expect(compositions.statusCode).toBe(200);
    expect(compositions.json().data).toMatchObject({ cached: true, compositions: 1 });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/private/ms-cart-engine/refresh-config',
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/private/ms-cart-engine/eligibility-clear-cache',
      headers: { 'x-internal-key': 'wrong' },
    });
    expect(wrongKey.statusCode).toBe(403);
    const internal = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/private/drupal/eligibility-action',
      headers: { 'x-internal-key': INTERNAL_KEY },
      payload: { action: 'status' },
    });
    expect(internal.statusCode).toBe(200);
    expect(internal.json().data.version).toBeGreaterThan(0);
  });
});
