import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { INTERNAL_ORGANISATION_ID } from './internal-organisation.js';

const ADMIN_ADDRESS = '127.0.0.1';

describe('admin: organisations and their IP ranges', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let agent: Record<string, string>;

  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
  const call = (method: Method, url: string, payload?: unknown, cookies = admin) =>
    t.app.inject({
      method,
      url,
      cookies,
      remoteAddress: ADMIN_ADDRESS,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = (payload: unknown) => call('POST', '/api/v2/admin/organisations', payload);
  const errorsOf = (response: Awaited<ReturnType<typeof call>>) => ({
    status: response.statusCode,
    errors: response.json().errors,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    agent = await loginAs(t.app, 'tlv@voltaire.demo');
  });
  afterAll(() => t.close());

  it('lists the organisations with their ranges, the admin’s address and organisation', async () => {
    const response = await call('GET', '/api/v2/admin/organisations');
    expect(response.statusCode).toBe(200);
    const { organisations, clientAddress, ownOrganisationId } = response.json().data;
    expect(clientAddress).toBe(ADMIN_ADDRESS);
    expect(ownOrganisationId).toBe(INTERNAL_ORGANISATION_ID);
    expect(organisations.map(({ name, kind }: { name: string; kind: string }) => [name, kind])).toEqual([
      ['Partenaire Démo', 'partner'],
      ['Porte-à-Porte Conseil', 'partner'],
      ['Réseau Concessions Auto', 'partner'],
      ['Voltaire — équipes internes', 'internal'],
    ]);
    const doorToDoor = organisations.find(({ name }: { name: string }) => name === 'Porte-à-Porte Conseil');
    expect(doorToDoor).toMatchObject({ channels: ['doorToDoor'], status: 'active' });
    expect(doorToDoor.ipRanges[0]).toEqual({
      rangeStart: '127.0.0.0',
      rangeEnd: '127.255.255.255',
      label: 'Boucle locale IPv4',
    });
  });

  it('refuses agents (403) and anonymous callers (401), whatever the body', async () => {
    expect(errorsOf(await call('GET', '/api/v2/admin/organisations', undefined, agent))).toEqual({
      status: 403,
      errors: [{ code: 'FORBIDDEN', message: 'Cette action est réservée aux administrateurs.' }],
    });
    const ranges = `/api/v2/admin/organisations/${INTERNAL_ORGANISATION_ID}/ip-ranges`;
    expect((await call('PUT', ranges, { ipRanges: [] }, agent)).statusCode).toBe(403);
    expect((await call('PUT', ranges, 'pas du JSON attendu', {})).statusCode).toBe(401);
  });

  it('creates a partner organisation, active and without ranges, and refuses a second one of that name', async () => {
    const response = await create({ name: 'Centre d’appels Nord', kind: 'partner', channels: ['telesales'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Centre d’appels Nord',
      kind: 'partner',
      channels: ['telesales'],
      status: 'active',
      ipRanges: [],
    });
    expect(errorsOf(await create({ name: 'Centre d’appels Nord', kind: 'partner' }))).toEqual({
      status: 409,
      errors: [{ code: 'ORGANISATION_NAME_TAKEN', message: 'Une organisation porte déjà ce nom.' }],
    });
    expect(errorsOf(await create({ name: 'X', kind: 'fournisseur' })).errors).toEqual([
      { code: 'VALIDATION_ERROR', field: 'name', message: 'Le nom doit faire au moins 2 caractères' },
      { code: 'VALIDATION_ERROR', field: 'kind', message: 'Choisissez le type d’organisation' },
    ]);
  });

  it('edits the name, channels and status of an organisation', async () => {
    const { id } = (await create({ name: 'Comparateur Éco', kind: 'partner' })).json().data;
    const response = await call('PATCH', `/api/v2/admin/organisations/${id}`, {
      name: 'Comparateur Éco+',
      channels: ['comparison'],
      status: 'suspended',
    });
    expect(response.json().data).toMatchObject({
      name: 'Comparateur Éco+',
      channels: ['comparison'],
      status: 'suspended',
    });
  });

  it('replaces the ranges, IPv4 and IPv6, in the order given', async () => {
    const { id } = (await create({ name: 'Agence Sud', kind: 'partner' })).json().data;
    const ipRanges = [
      { rangeStart: '203.0.113.0', rangeEnd: '203.0.113.255', label: 'Bureau de Marseille' },
      { rangeStart: '2001:db8::', rangeEnd: '2001:db8::ffff', label: '' },
    ];
    const response = await call('PUT', `/api/v2/admin/organisations/${id}/ip-ranges`, { ipRanges });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ipRanges).toEqual(ipRanges);
  });

  it('refuses bad ranges with a French message for each, pointing at the bound', async () => {
    const { id } = (await create({ name: 'Agence Ouest', kind: 'partner' })).json().data;
    const response = await call('PUT', `/api/v2/admin/organisations/${id}/ip-ranges`, {
      ipRanges: [
        { rangeStart: '10.0.0.1', rangeEnd: '10.0.0.9' },
        { rangeStart: '10.0.0.256', rangeEnd: '10.0.0.9' },
        { rangeStart: '10.0.0.9', rangeEnd: '10.0.0.1' },
      ],
    });
    expect(errorsOf(response)).toEqual({
      status: 400,
      errors: [
        {
          code: 'VALIDATION_ERROR',
          field: 'ipRanges.1.rangeStart',
          message:
            'Adresse de début invalide : saisissez une adresse IPv4 (192.0.2.1) ou IPv6 (2001:db8::1).',
        },
        {
          code: 'VALIDATION_ERROR',
          field: 'ipRanges.2.rangeEnd',
          message: 'L’adresse de début doit précéder l’adresse de fin.',
        },
      ],
    });
  });

  it('keeps an admin from locking their own organisation out, by ranges or by suspension', async () => {
    const ranges = `/api/v2/admin/organisations/${INTERNAL_ORGANISATION_ID}/ip-ranges`;
    expect(
      errorsOf(await call('PUT', ranges, { ipRanges: [{ rangeStart: '10.0.0.1', rangeEnd: '10.0.0.1' }] })),
    ).toEqual({
      status: 409,
      errors: [
        {
          code: 'OWN_ADDRESS_EXCLUDED',
          message:
            'Ces plages ne contiennent pas votre adresse IP actuelle (127.0.0.1) : vous perdriez aussitôt l’accès. Ajoutez une plage qui la contient.',
        },
      ],
    });
    expect(
      errorsOf(
        await call('PATCH', `/api/v2/admin/organisations/${INTERNAL_ORGANISATION_ID}`, {
          status: 'suspended',
        }),
      ),
    ).toEqual({
      status: 409,
      errors: [
        {
          code: 'OWN_ORGANISATION_SUSPENSION',
          message: 'Vous ne pouvez pas suspendre votre propre organisation : vous perdriez aussitôt l’accès.',
        },
      ],
    });
    const own = [{ rangeStart: '127.0.0.1', rangeEnd: '127.0.0.1', label: 'Poste admin' }];
    expect((await call('PUT', ranges, { ipRanges: own })).statusCode).toBe(200);
    expect((await call('PUT', ranges, { ipRanges: [] })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown organisation and 400 for an id that is not one', async () => {
    expect(
      errorsOf(
        await call('PATCH', '/api/v2/admin/organisations/7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a99', {
          name: 'Rien',
        }),
      ),
    ).toEqual({
      status: 404,
      errors: [{ code: 'ORGANISATION_NOT_FOUND', message: 'Organisation introuvable.' }],
    });
    expect(
      errorsOf(await call('PUT', '/api/v2/admin/organisations/abc/ip-ranges', { ipRanges: [] })).errors,
    ).toEqual([{ code: 'VALIDATION_ERROR', field: 'id', message: 'Identifiant d’organisation invalide' }]);
  });
});
