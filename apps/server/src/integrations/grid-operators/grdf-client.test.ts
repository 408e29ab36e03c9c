import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILING_IDS,
  type FakeGridOperatorServer,
  startFakeGridOperatorServer,
} from '../../../test/fake-grid-operator-server.js';
import { createGrdfClient } from './grdf-client.js';

const API_KEY = 'grdf-test-key-0123456789';
const logger = { warn: () => {} } as unknown as FastifyBaseLogger;

describe('GRDF client (ADICT-style JSON)', () => {
  let server: FakeGridOperatorServer;
  let grdf: ReturnType<typeof createGrdfClient>;
  /** Gives up after 300 ms, for the timeout case only: a loaded machine may well be slower than that. */
  let impatientGrdf: ReturnType<typeof createGrdfClient>;
  beforeAll(async () => {
    server = await startFakeGridOperatorServer();
    grdf = createGrdfClient({ baseUrl: server.url, apiKey: API_KEY, timeoutMs: 4_000, logger });
    impatientGrdf = createGrdfClient({ baseUrl: server.url, apiKey: API_KEY, timeoutMs: 300, logger });
  });
  afterAll(() => server.close());

  it('searches by address: Gazpar and classic meters, live and cut-off points', async () => {
    const points = await grdf.searchByAddress({
      energy: 'gas',
      postcode: '75011',
      citycode: '75111',
      street: 'Rue de la Roquette',
      housenumber: '12',
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/grdf/adict/v2/pce/recherche',
      authorization: `Bearer ${API_KEY}`,
      body: { code_postal: '75011', code_insee: '75111', nom_voie: 'Rue de la Roquette', numero_voie: '12' },
    });
    expect(points.map((p) => [p.id, p.meterKind, p.status, p.address.complement, p.address.label])).toEqual([
      ['21546000000017', 'gazpar', 'active', 'BAT A ETG 1 PTE G', '12 Rue de la Roquette 75011 Paris'],
      ['GI075112', 'classic', 'inactive', 'BAT A ETG 3 PTE D', '12 Rue de la Roquette 75011 Paris'],
    ]);
  });

  it('reads a PCE: technical data, and the usage class from the reference consumption (CAR)', async () => {
    expect(await grdf.findById('21546000000017')).toEqual({
      id: '21546000000017',
      energy: 'gas',
      gridOperator: 'grdf',
      address: {
        label: '12 Rue de la Roquette 75011 Paris',
        housenumber: '12',
        street: 'Rue de la Roquette',
        postcode: '75011',
        citycode: '75111',
        city: 'Paris',
        complement: 'BAT A ETG 1 PTE G',
      },
      meterKind: 'gazpar',
      status: 'active',
      subscribedKva: null,
      option: null,
      usageClass: 'B1',
      consumption: { annualKwh: 9_800, hpKwh: null },
    });
    const paths = server.requests.slice(-2).map((request) => request.path);
    expect(paths.sort()).toEqual([
      '/grdf/adict/v2/pce/21546000000017/donnees_contractuelles',
      '/grdf/adict/v2/pce/21546000000017/donnees_techniques',
    ]);
  });

  it('still answers a PCE whose contract data is unavailable, without consumption', async () => {
    expect(await grdf.findById('GI075112')).toMatchObject({
      id: 'GI075112',
      meterKind: 'classic',
      status: 'inactive',
      usageClass: null,
      consumption: null,
    });
  });

  it('answers null for an unknown PCE', async () => {
    expect(await grdf.findById('21546000009999')).toBeNull();
  });

  it('offers only the free working-day half-days of the window', async () => {
    const slots = await grdf.findAppointments({
      energy: 'gas',
      id: 'GI075112',
      from: '2025-12-24',
      days: 10,
    });
    expect(server.requests.at(-1)?.query).toEqual({ date_debut: '2025-12-24', nb_jours: '10' });
    expect(slots).toEqual([
      { date: '2025-12-24', period: 'afternoon', label: '13h00–17h00' },
      { date: '2025-12-30', period: 'morning', label: '08h00–12h00' },
      { date: '2026-01-08', period: 'afternoon', label: '13h00–17h00' },
    ]);
  });

  it('asks ADICT to end supply on the move-out date, with the final index in kWh when given', async () => {
    expect(
      await grdf.requestTermination({
        energy: 'gas',
        id: '21546000000017',
        date: '2026-01-15',
        finalReading: { kwh: 9_876 },
      }),
    ).toEqual({ reference: 'GRDF-RES-4567' });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/grdf/adict/v2/pce/21546000000017/resiliation',
      authorization: `Bearer ${API_KEY}`,
      body: { date_effet: '2026-01-15', index_kwh: 9_876 },
    });
    await grdf.requestTermination({
      energy: 'gas',
      id: '21546000000017',
      date: '2026-01-15',
      finalReading: null,
    });
    expect(server.requests.at(-1)?.body).toEqual({ date_effet: '2026-01-15' });
  });

  it('books the technician who reads and closes a classic meter with the termination', async () => {
    await grdf.requestTermination({
      energy: 'gas',
      id: '21546000000017',
      date: '2026-01-15',
      appointment: { date: '2026-01-14', period: 'afternoon' },
    });
    expect(server.requests.at(-1)?.body).toEqual({
      date_effet: '2026-01-15',
      rendez_vous: { date: '2026-01-14', periode: 'PM' },
    });
  });

  it('cancels a termination GRDF accepted, and refuses one it does not know in French', async () => {
    await grdf.cancelTermination({ energy: 'gas', id: '21546000000017', reference: 'GRDF-RES-4567' });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/grdf/adict/v2/pce/21546000000017/resiliation/GRDF-RES-4567/annulation',
      authorization: `Bearer ${API_KEY}`,
    });
    const error = await grdf
      .cancelTermination({ energy: 'gas', id: '21546000000017', reference: 'GRDF-RES-0000' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'TERMINATION_NOT_FOUND',
      message:
        'Le gestionnaire de réseau ne connaît pas cette résiliation : son annulation n’a pas pu être demandée.',
    });
  });

  it('refuses the termination of a PCE GRDF does not know, in French', async () => {
    const error = await grdf
      .requestTermination({ energy: 'gas', id: '21546000009999', date: '2026-01-15' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'DELIVERY_POINT_NOT_FOUND',
      message:
        'Ce point de livraison est inconnu du gestionnaire de réseau : la résiliation n’a pas pu être demandée.',
    });
  });

  it.each([
    [
      'a timeout',
      () => impatientGrdf.searchByAddress({ energy: 'gas', postcode: '00000', street: 'Rue lente' }),
      504,
      'GRDF ne nous a pas répondu à temps. Réessayez dans quelques minutes, ou saisissez votre numéro de point de livraison.',
    ],
    [
      'a 5xx',
      () => grdf.searchByAddress({ energy: 'gas', postcode: '99999', street: 'Rue en panne' }),
      502,
      'Le service de GRDF est momentanément indisponible. Réessayez dans quelques minutes.',
    ],
    [
      'a 5xx on the slots',
      () =>
        grdf.findAppointments({ energy: 'gas', id: FAILING_IDS.serverError, from: '2025-12-24', days: 10 }),
      502,
      'Le service de GRDF est momentanément indisponible. Réessayez dans quelques minutes.',
    ],
    [
      'a 5xx on a cancellation',
      () =>
        grdf.cancelTermination({ energy: 'gas', id: FAILING_IDS.serverError, reference: 'GRDF-RES-4567' }),
      502,
      'Le service de GRDF est momentanément indisponible. Réessayez dans quelques minutes.',
    ],
    [
      'a 5xx on a termination',
      () => grdf.requestTermination({ energy: 'gas', id: FAILING_IDS.serverError, date: '2026-01-15' }),
      502,
      'Le service de GRDF est momentanément indisponible. Réessayez dans quelques minutes.',
    ],
  ])('turns %s into a French error', async (_label, call, statusCode, message) => {
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode, message });
    expect(JSON.stringify(error)).not.toMatch(/java|PointService|db-prod/);
  });
});
