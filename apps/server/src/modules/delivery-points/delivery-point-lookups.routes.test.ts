import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDeliveryPoints } from '../../seed/seed-delivery-points.js';

const INTERNAL_KEY = 'internal-key-for-delivery-point-tests-0123456789';
const clock = { now: () => new Date('2025-12-17T09:00:00Z') };
const NOT_FOUND = {
  code: 'DELIVERY_POINT_NOT_FOUND',
  message:
    'Aucun point de livraison ne correspond à ce numéro. Vérifiez-le sur votre facture, ou choisissez « Je ne le connais pas ».',
};
const FORBIDDEN = { code: 'FORBIDDEN', message: 'Cet appel est réservé aux services internes de Voltaire.' };

const roquette12 = {
  energy: 'electricity',
  postcode: '75011',
  citycode: '75111',
  street: 'Rue de la Roquette',
  housenumber: '12',
};

describe('delivery-point look-ups on the seeded registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { INTERNAL_API_KEY: INTERNAL_KEY, DELIVERY_POINT_LOOKUPS_PER_MINUTE: 10_000 },
    });
    await seedDeliveryPoints(t.database.db, clock);
  });
  afterAll(() => t.close());

  const get = (url: string, query?: Record<string, string>) => t.app.inject({ method: 'GET', url, query });
  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = { 'x-internal-key': INTERNAL_KEY },
  ) => t.app.inject({ method: 'POST', url, payload, headers });
  const fieldErrors = (response: { json(): { errors: Array<{ field?: string; message: string }> } }) =>
    response.json().errors.map((error) => [error.field, error.message]);

  describe('GET /api/v3/get-pdl-pce-infos', () => {
    it('lists the six flats of 12 rue de la Roquette, by complement, without anyone’s consumption', async () => {
      const response = await get('/api/v3/get-pdl-pce-infos', roquette12);
      expect(response.statusCode).toBe(200);
      const { points } = response.json().data;
      expect(
        points.map((p: { id: string; address: { complement: string } }) => [p.id, p.address.complement]),
      ).toEqual([
        ['01100450002798', 'Bât. A, 1er étage, porte gauche'],
        ['01100450002812', 'Bât. A, 3e étage, porte droite'],
        ['01100450002805', 'Bât. A, 3e étage, porte gauche'],
        ['01100450002781', 'Bât. A, rez-de-chaussée, porte droite'],
        ['01100450002829', 'Bât. B, 2e étage, porte face'],
        ['01100450002836', 'Bât. B, 5e étage, porte face'],
      ]);
      expect(points[0]).toEqual({
        id: '01100450002798',
        energy: 'electricity',
        gridOperator: 'enedis',
        gridOperatorLabel: 'Enedis',
        address: {
          label: '12 Rue de la Roquette 75011 Paris',
          complement: 'Bât. A, 1er étage, porte gauche',
          postcode: '75011',
          citycode: '75111',
          city: 'Paris',
        },
        meter: { kind: 'linky', communicating: true, label: 'Compteur Linky' },
        status: 'active',
        subscribedKva: 9,
        option: 'HPHC',
      });
      expect(points[2]).toMatchObject({
        status: 'inactive',
        meter: { kind: 'electronic', communicating: false, label: 'Compteur électronique' },
      });
      expect(points[1].meter).toEqual({
        kind: 'electromechanical',
        communicating: false,
        label: 'Compteur électromécanique',
      });
      for (const point of points) {
        expect(point).not.toHaveProperty('annualKwh');
        expect(point).not.toHaveProperty('hpShare');
      }
    });

    it('finds the street however it is typed, and the whole street without a number', async () => {
      for (const street of ['RUE DE LA ROQUETTE', 'r. de la roquette', 'Rue de la  Roquette ']) {
        const response = await get('/api/v3/get-pdl-pce-infos', { ...roquette12, street });
        expect(response.json().data.points).toHaveLength(6);
      }
      const { housenumber: _, ...wholeStreet } = roquette12;
      const street = (await get('/api/v3/get-pdl-pce-infos', wholeStreet)).json().data.points;
      expect(street.map((p: { address: { label: string } }) => p.address.label)).toEqual([
        ...Array(6).fill('12 Rue de la Roquette 75011 Paris'),
        '48 Rue de la Roquette 75011 Paris',
        '48 Rue de la Roquette 75011 Paris',
      ]);
    });

    it('lists the gas points (PCE) of the building with their usage class', async () => {
      const { points } = (await get('/api/v3/get-pdl-pce-infos', { ...roquette12, energy: 'gas' })).json()
        .data;
      expect(
        points.map((p: { id: string; meter: { kind: string }; status: string; usageClass?: string }) => [
          p.id,
          p.meter.kind,
          p.status,
          p.usageClass,
        ]),
      ).toEqual([
        ['21546000000017', 'gazpar', 'active', 'B1'],
        ['GI075112', 'classic', 'active', 'BASE'],
        ['21546000000024', 'classic', 'inactive', undefined],
        ['21546000000031', 'gazpar', 'active', 'B0'],
      ]);
      expect(points[0].gridOperator).toBe('grdf');
    });

    it('knows Corsica is served by EDF Corse, with no gas network', async () => {
      const ajaccio = { postcode: '20000', citycode: '2A004', street: 'Cours Napoléon', housenumber: '5' };
      const electricity = (
        await get('/api/v3/get-pdl-pce-infos', { ...ajaccio, energy: 'electricity' })
      ).json();
      expect(electricity.data.points).toMatchObject([
        {
          id: '20040012345678',
          gridOperator: 'edf-sei',
          gridOperatorLabel: 'EDF Corse',
          address: { label: '5 Cours Napoléon 20000 Ajaccio', complement: '2e étage', citycode: '2A004' },
        },
      ]);
      const gas = (await get('/api/v3/get-pdl-pce-infos', { ...ajaccio, energy: 'gas' })).json();
      expect(gas.data.points).toEqual([]);
    });

    it('answers an empty list where the registry knows no point', async () => {
      const response = await get('/api/v3/get-pdl-pce-infos', { ...roquette12, housenumber: '13' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ errors: [], notifications: [], data: { points: [] } });
      const otherCommune = await get('/api/v3/get-pdl-pce-infos', { ...roquette12, citycode: '75112' });
      expect(otherCommune.json().data.points).toEqual([]);
    });

    it.each([
      ['energy', { energy: 'water' }, 'Énergie inconnue'],
      ['postcode', { postcode: undefined }, 'Champ obligatoire'],
      ['postcode', { postcode: '7501' }, 'Code postal invalide.'],
      ['citycode', { citycode: '751' }, 'Code INSEE invalide'],
      ['street', { street: undefined }, 'Champ obligatoire!'],
      ['street', { street: '   ' }, 'Champ obligatoire!'],
      ['housenumber', { housenumber: 'bis' }, 'Format incorrect'],
    ])('refuses a bad %s with a French 400', async (field, change, message) => {
      const query = Object.fromEntries(
        Object.entries({ ...roquette12, ...change }).filter(([, value]) => value !== undefined),
      ) as Record<string, string>;
      const response = await get('/api/v3/get-pdl-pce-infos', query);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual([[field, message]]);
    });
  });

  describe('GET /api/v3/enedis/pdl/:id and /api/v3/grdf/pce/:id', () => {
    it('gives a PDL with its contract and 12-month consumption', async () => {
      const response = await get('/api/v3/enedis/pdl/01100450002798');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: '01100450002798',
        energy: 'electricity',
        gridOperator: 'enedis',
        gridOperatorLabel: 'Enedis',
        address: {
          label: '12 Rue de la Roquette 75011 Paris',
          complement: 'Bât. A, 1er étage, porte gauche',
          postcode: '75011',
          citycode: '75111',
          city: 'Paris',
        },
        meter: { kind: 'linky', communicating: true, label: 'Compteur Linky' },
        status: 'active',
        subscribedKva: 9,
        option: 'HPHC',
        annualKwh: 4_800,
        hpShare: 0.62,
      });
    });

    it('accepts the PDL as printed on a bill, in groups', async () => {
      const response = await get(`/api/v3/enedis/pdl/${encodeURIComponent('0110 0450 0027 81')}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: '01100450002781', option: 'BASE', annualKwh: 2_350 });
      expect(response.json().data).not.toHaveProperty('hpShare');
    });

    it('gives a PCE, the old GI form in any case', async () => {
      for (const id of ['GI075112', 'gi075112']) {
        const response = await get(`/api/v3/grdf/pce/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({
          id: 'GI075112',
          energy: 'gas',
          gridOperator: 'grdf',
          meter: { kind: 'classic', communicating: false, label: 'Compteur gaz classique' },
          usageClass: 'BASE',
          annualKwh: 650,
        });
      }
      const cutOff = (await get('/api/v3/grdf/pce/21546000000024')).json().data;
      expect(cutOff).toMatchObject({ status: 'inactive' });
      expect(cutOff).not.toHaveProperty('annualKwh');
    });

    it.each([
      ['/api/v3/enedis/pdl/123', 'Le numéro de PDL doit comporter exactement 14 chiffres.'],
      ['/api/v3/enedis/pdl/GI075112', 'Le numéro de PDL doit comporter exactement 14 chiffres.'],
      ['/api/v3/enedis/pdl/0110045000278A', 'Le numéro de PDL doit comporter exactement 14 chiffres.'],
      ['/api/v3/grdf/pce/GI12345', 'Le numéro de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.'],
      ['/api/v3/grdf/pce/123', 'Le numéro de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.'],
    ])('refuses the malformed %s with the domain’s message', async (url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual([['id', message]]);
    });

    it.each([
      '/api/v3/enedis/pdl/99999999999999',
      // A PCE's number is not a PDL, nor the reverse.
      '/api/v3/enedis/pdl/21546000000017',
      '/api/v3/grdf/pce/01100450002798',
    ])('answers 404 with a French hint for the unknown %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [NOT_FOUND], notifications: [], data: null });
    });
  });

  describe('private calls', () => {
    it('search-by-address gives the same points, with their consumption', async () => {
      const response = await post('/api/node/v1/private/pdl-pce/search-by-address', roquette12);
      expect(response.statusCode).toBe(200);
      const { points } = response.json().data;
      expect(points).toHaveLength(6);
      expect(points[0]).toMatchObject({ id: '01100450002798', annualKwh: 4_800, hpShare: 0.62 });
      const publicIds = (await get('/api/v3/get-pdl-pce-infos', roquette12))
        .json()
        .data.points.map((p: { id: string }) => p.id);
      expect(points.map((p: { id: string }) => p.id)).toEqual(publicIds);
    });

    it('informations gives one point by energy and number, spaces allowed', async () => {
      const response = await post('/api/node/v1/private/pdl-pce/informations', {
        energy: 'gas',
        id: 'gi 075 112',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: 'GI075112', energy: 'gas', annualKwh: 650 });
      const unknown = await post('/api/node/v1/private/pdl-pce/informations', {
        energy: 'electricity',
        id: '99999999999999',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors).toEqual([NOT_FOUND]);
    });

    it.each([
      [
        { energy: 'electricity', id: 'GI075112' },
        [['id', 'Le numéro de PDL doit comporter exactement 14 chiffres.']],
      ],
      [{ energy: 'gas', id: '' }, [['id', 'Champ obligatoire']]],
      [{ energy: 'water', id: '01100450002798' }, [['energy', 'Énergie inconnue']]],
      [
        {},
        [
          ['energy', 'Énergie inconnue'],
          ['id', 'Champ obligatoire'],
        ],
      ],
    ])('informations refuses %j with a French 400', async (body, errors) => {
      const response = await post('/api/node/v1/private/pdl-pce/informations', body);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual(errors);
    });

    it('search-by-address refuses a bad body with a French 400', async () => {
      const response = await post('/api/node/v1/private/pdl-pce/search-by-address', {
        energy: 'gas',
        postcode: '75',
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual([
        ['postcode', 'Code postal invalide.'],
        ['street', 'Champ obligatoire!'],
      ]);
    });

    it.each([
      ['/api/node/v1/private/pdl-pce/search-by-address', roquette12],
      ['/api/node/v1/private/pdl-pce/informations', { energy: 'electricity', id: '01100450002798' }],
    ])('%s refuses a missing or wrong key with a French 403, before reading the body', async (url, body) => {
      const attempts: Array<Record<string, string>> = [
        {},
        { 'x-internal-key': `${INTERNAL_KEY}x` },
        { 'x-internal-key': '' },
      ];
      for (const headers of attempts) {
        const response = await post(url, body, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().errors).toEqual([FORBIDDEN]);
      }
      expect((await post(url, { bad: true }, {})).statusCode).toBe(403);
    });
  });

  it('describes the calls and the delivery-point view in OpenAPI', async () => {
    const spec = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/v3/get-pdl-pce-infos',
      '/api/v3/enedis/pdl/{id}',
      '/api/v3/grdf/pce/{id}',
      '/api/node/v1/private/pdl-pce/search-by-address',
      '/api/node/v1/private/pdl-pce/informations',
      '/api/node/v1/subscription/find-meetings',
      '/api/node/v1/private/s30/get-interventions',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const view =
      spec.paths['/api/v3/enedis/pdl/{id}'].get.responses['200'].content['application/json'].schema.properties
        .data;
    expect(Object.keys(view.properties)).toEqual(
      expect.arrayContaining([
        'id',
        'energy',
        'gridOperator',
        'address',
        'meter',
        'status',
        'annualKwh',
        'hpShare',
      ]),
    );
  });
});

describe('rate limit of the public look-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { DELIVERY_POINT_LOOKUPS_PER_MINUTE: 3 } });
    await seedDeliveryPoints(t.database.db, clock);
  });
  afterAll(() => t.close());

  it('shares one budget per address between the look-ups, then answers a French 429', async () => {
    const from = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    const search = `/api/v3/get-pdl-pce-infos?${new URLSearchParams(roquette12)}`;
    const statuses = [
      (await from('10.1.0.1', search)).statusCode,
      (await from('10.1.0.1', '/api/v3/enedis/pdl/01100450002798')).statusCode,
      (await from('10.1.0.1', '/api/v3/grdf/pce/GI075112')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await from('10.1.0.1', '/api/v3/enedis/pdl/01100450002781');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      errors: [
        {
          code: 'TOO_MANY_REQUESTS',
          message:
            'Trop de recherches de point de livraison depuis votre connexion. Réessayez dans une minute.',
        },
      ],
      notifications: [],
      data: null,
    });
    expect((await from('10.1.0.1', search)).statusCode).toBe(429);
    expect((await from('10.1.0.2', search)).statusCode).toBe(200);
  });
});
