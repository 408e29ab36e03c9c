import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILING_IDS,
  type FakeGridOperatorServer,
  startFakeGridOperatorServer,
} from '../../../test/fake-grid-operator-server.js';
import { createEnedisClient } from './enedis-client.js';

const API_KEY = 'enedis-test-key-0123456789';

function capturingLogger() {
  const lines: unknown[] = [];
  const logger = { warn: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe('Enedis client (SGE-style JSON)', () => {
  let server: FakeGridOperatorServer;
  const { logger, lines } = capturingLogger();
  let enedis: ReturnType<typeof createEnedisClient>;
  /** Gives up after 300 ms, for the timeout case only: a loaded machine may well be slower than that. */
  let impatientEnedis: ReturnType<typeof createEnedisClient>;
  beforeAll(async () => {
    server = await startFakeGridOperatorServer();
    enedis = createEnedisClient({ baseUrl: `${server.url}/`, apiKey: API_KEY, timeoutMs: 4_000, logger });
    impatientEnedis = createEnedisClient({ baseUrl: server.url, apiKey: API_KEY, timeoutMs: 300, logger });
  });
  afterAll(() => server.close());

  it('searches by address and maps meters, states and complements to ours', async () => {
    const points = await enedis.searchByAddress({
      energy: 'electricity',
      postcode: '75011',
      citycode: '75111',
      street: 'Rue de la Roquette',
      housenumber: '12',
    });
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/enedis/sge/v1/points/rechercher',
      query: {},
      authorization: `Bearer ${API_KEY}`,
      body: {
        criteres: {
          adresseInstallation: {
            numeroEtNomVoie: '12 Rue de la Roquette',
            codePostal: '75011',
            codeInseeCommune: '75111',
          },
          rechercheHorsPerimetre: true,
        },
      },
    });
    expect(points.map((p) => [p.id, p.meterKind, p.status, p.address.complement])).toEqual([
      ['01100450002798', 'linky', 'active', 'BAT A, ETG 1 PTE G'],
      ['01100450002805', 'electronic', 'inactive', 'BAT A, ETG 3 PTE G'],
      ['01100450002812', 'electromechanical', 'active', 'BAT A, ETG 3 PTE D'],
    ]);
    expect(points[0]).toMatchObject({
      energy: 'electricity',
      gridOperator: 'enedis',
      address: {
        label: '12 Rue de la Roquette 75011 Paris',
        housenumber: '12',
        street: 'Rue de la Roquette',
        postcode: '75011',
        citycode: '75111',
        city: 'Paris',
      },
      subscribedKva: null,
      consumption: null,
    });
  });

  it('answers an empty list for an address Enedis does not serve', async () => {
    expect(
      await enedis.searchByAddress({ energy: 'electricity', postcode: '13001', street: 'La Canebière' }),
    ).toEqual([]);
  });

  it('reads a point’s contract and 12-month consumption', async () => {
    expect(await enedis.findById('01100450002798')).toEqual({
      id: '01100450002798',
      energy: 'electricity',
      gridOperator: 'enedis',
      address: {
        label: '12 Rue de la Roquette 75011 Paris',
        housenumber: '12',
        street: 'Rue de la Roquette',
        postcode: '75011',
        citycode: '75111',
        city: 'Paris',
        complement: 'BAT A, ETG 1 PTE G',
      },
      meterKind: 'linky',
      status: 'active',
      subscribedKva: 9,
      option: 'HPHC',
      usageClass: null,
      consumption: { annualKwh: 4_800, hpKwh: 2_976 },
    });
    expect(server.requests.at(-1)?.path).toBe(
      '/enedis/sge/v1/points/01100450002798/donnees-techniques-contractuelles',
    );
  });

  it('answers null for a point Enedis does not know (404)', async () => {
    expect(await enedis.findById('99999999999999')).toBeNull();
  });

  it('keeps only the free working-day half-days of the window', async () => {
    const slots = await enedis.findAppointments({
      energy: 'electricity',
      id: '01100450002805',
      from: '2025-12-24',
      days: 10,
    });
    expect(server.requests.at(-1)?.query).toEqual({ dateDebut: '2025-12-24', nombreJours: '10' });
    // 25 Dec and 1 Jan (holidays), 27 Dec (Saturday), 9 Jan (after the window) and an unknown « SOIREE » are dropped.
    expect(slots).toEqual([
      { date: '2025-12-24', period: 'morning', label: '08h00–12h00' },
      { date: '2025-12-26', period: 'morning', label: '08h00–12h00' },
      { date: '2025-12-26', period: 'afternoon', label: '13h00–17h00' },
      { date: '2026-01-02', period: 'afternoon', label: '13h00–17h00' },
    ]);
  });

  it('asks SGE to end supply on the move-out date with the final Base or HP/HC index', async () => {
    expect(
      await enedis.requestTermination({
        energy: 'electricity',
        id: '01100450002798',
        date: '2026-01-15',
        finalReading: { hpKwh: 12_345, hcKwh: 6_789 },
      }),
    ).toEqual({ reference: 'A-RES-000123' });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/enedis/sge/v1/points/01100450002798/resiliation',
      authorization: `Bearer ${API_KEY}`,
      body: { dateEffet: '2026-01-15', index: { heuresPleines: 12_345, heuresCreuses: 6_789 } },
    });
    await enedis.requestTermination({
      energy: 'electricity',
      id: '01100450002798',
      date: '2026-01-15',
      finalReading: { kwh: 4_321 },
    });
    expect(server.requests.at(-1)?.body).toEqual({ dateEffet: '2026-01-15', index: { base: 4_321 } });
    await enedis.requestTermination({ energy: 'electricity', id: '01100450002798', date: '2026-01-15' });
    expect(server.requests.at(-1)?.body).toEqual({ dateEffet: '2026-01-15' });
    await enedis.requestTermination({
      energy: 'electricity',
      id: '01100450002798',
      date: '2026-01-15',
      appointment: { date: '2026-01-15', period: 'morning' },
    });
    expect(server.requests.at(-1)?.body).toEqual({
      dateEffet: '2026-01-15',
      rendezVous: { date: '2026-01-15', plage: 'MATIN' },
    });
  });

  it('cancels a termination SGE accepted, and refuses one it does not know in French', async () => {
    await enedis.cancelTermination({
      energy: 'electricity',
      id: '01100450002798',
      reference: 'A-RES-000123',
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/enedis/sge/v1/points/01100450002798/resiliation/A-RES-000123/annulation',
      authorization: `Bearer ${API_KEY}`,
    });
    const error = await enedis
      .cancelTermination({ energy: 'electricity', id: '01100450002798', reference: 'A-RES-999999' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 404, code: 'TERMINATION_NOT_FOUND' });
  });

  it('turns an outage during a cancellation into a French 502 that leaks nothing', async () => {
    const error = await enedis
      .cancelTermination({ energy: 'electricity', id: FAILING_IDS.serverError, reference: 'A-RES-000123' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 502, code: 'GRID_OPERATOR_UNAVAILABLE' });
    expect(JSON.stringify(error)).not.toMatch(/java|PointService|db-prod/);
  });

  it('refuses the termination of a point Enedis does not know, in French', async () => {
    const error = await enedis
      .requestTermination({ energy: 'electricity', id: '99999999999999', date: '2026-01-15' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'DELIVERY_POINT_NOT_FOUND',
      message:
        'Ce point de livraison est inconnu du gestionnaire de réseau : la résiliation n’a pas pu être demandée.',
    });
  });

  it('turns a failing termination into a French 502 that leaks nothing', async () => {
    const error = await enedis
      .requestTermination({ energy: 'electricity', id: FAILING_IDS.serverError, date: '2026-01-15' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 502,
      code: 'GRID_OPERATOR_UNAVAILABLE',
      message: 'Le service d’Enedis est momentanément indisponible. Réessayez dans quelques minutes.',
    });
    expect(JSON.stringify(error)).not.toMatch(/java|PointService|db-prod/);
  });

  it.each([
    [
      'a timeout',
      FAILING_IDS.slow,
      504,
      'GRID_OPERATOR_TIMEOUT',
      'Enedis ne nous a pas répondu à temps. Réessayez dans quelques minutes, ou saisissez votre numéro de point de livraison.',
    ],
    [
      'a 5xx',
      FAILING_IDS.serverError,
      502,
      'GRID_OPERATOR_UNAVAILABLE',
      'Le service d’Enedis est momentanément indisponible. Réessayez dans quelques minutes.',
    ],
    [
      'refused credentials',
      FAILING_IDS.refusedCredentials,
      502,
      'GRID_OPERATOR_UNAVAILABLE',
      'Le service d’Enedis est momentanément indisponible. Réessayez dans quelques minutes.',
    ],
    [
      'an unreadable answer',
      FAILING_IDS.brokenJson,
      502,
      'GRID_OPERATOR_UNAVAILABLE',
      'Le service d’Enedis est momentanément indisponible. Réessayez dans quelques minutes.',
    ],
  ])('turns %s into a French error that leaks nothing', async (_label, id, statusCode, code, message) => {
    lines.length = 0;
    const error = await impatientEnedis.findById(id).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode, code, message });
    expect(JSON.stringify(error)).not.toMatch(/java|PointService|db-prod|invalid_token/);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('enedis');
    expect(logged).not.toContain(id);
    expect(logged).not.toContain(API_KEY);
  });
});
