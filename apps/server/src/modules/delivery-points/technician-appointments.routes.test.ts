import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILING_IDS,
  type FakeGridOperatorServer,
  startFakeGridOperatorServer,
} from '../../../test/fake-grid-operator-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDeliveryPoints } from '../../seed/seed-delivery-points.js';

const INTERNAL_KEY = 'internal-key-for-appointment-tests-0123456789';
/** Wednesday 17 December 2025, 10:00 in Paris: JO+5 is Wednesday 24, and Christmas falls in the window. */
const clock = { now: () => new Date('2025-12-17T09:00:00Z') };

/** The 10 working days from JO+5: no 25 Dec, no 1 Jan, no weekend. */
const WINDOW = [
  '2025-12-24',
  '2025-12-26',
  '2025-12-29',
  '2025-12-30',
  '2025-12-31',
  '2026-01-02',
  '2026-01-05',
  '2026-01-06',
  '2026-01-07',
  '2026-01-08',
];
const LABELS = { morning: '08h00–12h00', afternoon: '13h00–17h00' } as const;
const allSlotsExcept = (...taken: string[]) =>
  WINDOW.flatMap((date) =>
    (['morning', 'afternoon'] as const)
      .filter((period) => !taken.includes(`${date} ${period}`))
      .map((period) => ({ date, period, label: LABELS[period] })),
  );

const NOT_FOUND = {
  code: 'DELIVERY_POINT_NOT_FOUND',
  message:
    'Aucun point de livraison ne correspond à ce numéro. Vérifiez-le sur votre facture, ou choisissez « Je ne le connais pas ».',
};

const fieldErrors = (response: { json(): { errors: Array<{ field?: string; message: string }> } }) =>
  response.json().errors.map((error) => [error.field, error.message]);

describe('technician appointments on the seeded registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { INTERNAL_API_KEY: INTERNAL_KEY } });
    await seedDeliveryPoints(t.database.db, clock);
  });
  afterAll(() => t.close());

  const findMeetings = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/node/v1/subscription/find-meetings', query });

  describe('GET /api/node/v1/subscription/find-meetings', () => {
    it('offers the free half-days of 10 working days from JO+5 for a cut-off, non-communicating meter', async () => {
      const response = await findMeetings({ energy: 'electricity', deliveryPointId: '01100450002805' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        needed: true,
        reason:
          'L’alimentation est coupée et votre compteur n’est pas communicant : un technicien Enedis doit venir la rétablir, en présence d’une personne majeure.',
        // The Paris 11e electricity technician is already booked on 26 Dec morning and 29 Dec afternoon.
        slots: allSlotsExcept('2025-12-26 morning', '2025-12-29 afternoon'),
      });
    });

    it('counts the bookings of the commune and the energy only', async () => {
      const gas = await findMeetings({ energy: 'gas', deliveryPointId: '21546000000024' });
      expect(gas.json().data).toEqual({
        needed: true,
        reason:
          'Le gaz est coupé à cette adresse : pour votre sécurité, un technicien GRDF doit venir le rétablir, en présence d’une personne majeure.',
        slots: allSlotsExcept('2025-12-26 afternoon'),
      });
      const lyon = await findMeetings({ energy: 'electricity', deliveryPointId: '19370508120344' });
      expect(lyon.json().data.slots).toEqual(allSlotsExcept());
    });

    it('needs a reading visit for a live, older meter at a connection', async () => {
      const response = await findMeetings({
        energy: 'electricity',
        deliveryPointId: '0110 0450 0028 12',
        supplyStart: 'connection',
      });
      expect(response.json().data).toMatchObject({
        needed: true,
        reason:
          'Votre compteur n’est pas communicant : un technicien Enedis doit venir le relever pour la mise en service, en présence d’une personne majeure.',
      });
      expect(response.json().data.slots).toHaveLength(18);
    });

    it.each([
      [
        'a live Linky meter',
        { energy: 'electricity', deliveryPointId: '01100450002781' },
        'Votre compteur Linky est communicant : la mise en service se fait à distance, sans rendez-vous.',
      ],
      [
        'a cut-off Linky meter',
        { energy: 'electricity', deliveryPointId: '01100450002829' },
        'Votre compteur Linky est communicant : Enedis rétablit l’alimentation à distance, sans rendez-vous.',
      ],
      [
        'a live Gazpar meter',
        { energy: 'gas', deliveryPointId: '21546000000017' },
        'Votre compteur Gazpar est communicant : la mise en service se fait à distance, sans rendez-vous.',
      ],
      [
        'a supplier switch on an older meter',
        { energy: 'electricity', deliveryPointId: '01100450002812', supplyStart: 'switching' },
        'Un changement de fournisseur se fait sans intervention : votre compteur reste en place et l’alimentation n’est pas interrompue.',
      ],
    ])('needs no visit for %s', async (_label, query, reason) => {
      const response = await findMeetings(query);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ needed: false, reason, slots: [] });
    });

    it('starts at the requested date when it is later, skipping the May holidays', async () => {
      const response = await findMeetings({
        energy: 'electricity',
        deliveryPointId: '01100450002805',
        from: '2026-05-01',
      });
      const dates = [...new Set(response.json().data.slots.map((slot: { date: string }) => slot.date))];
      expect(dates).toEqual([
        '2026-05-04',
        '2026-05-05',
        '2026-05-06',
        '2026-05-07',
        '2026-05-11',
        '2026-05-12',
        '2026-05-13',
        '2026-05-15',
        '2026-05-18',
        '2026-05-19',
      ]);
      const early = await findMeetings({
        energy: 'electricity',
        deliveryPointId: '01100450002805',
        from: '2025-12-18',
      });
      expect(early.json().data.slots[0]).toEqual({
        date: '2025-12-24',
        period: 'morning',
        label: '08h00–12h00',
      });
    });

    it.each([
      [{ energy: 'water', deliveryPointId: '01100450002805' }, [['energy', 'Énergie inconnue']]],
      [{ energy: 'electricity' }, [['deliveryPointId', 'Champ obligatoire']]],
      [
        { energy: 'electricity', deliveryPointId: 'GI075112' },
        [['deliveryPointId', 'Le numéro de PDL doit comporter exactement 14 chiffres.']],
      ],
      [
        { energy: 'gas', deliveryPointId: '123' },
        [['deliveryPointId', 'Le numéro de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.']],
      ],
      [
        { energy: 'electricity', deliveryPointId: '01100450002805', from: '2026-02-30' },
        [['from', 'Date invalide']],
      ],
      [
        { energy: 'electricity', deliveryPointId: '01100450002805', from: '24/12/2025' },
        [['from', 'Date invalide']],
      ],
      [
        { energy: 'electricity', deliveryPointId: '01100450002805', supplyStart: 'moving' },
        [['supplyStart', 'Situation inconnue']],
      ],
    ])('refuses %j with a French 400', async (query, errors) => {
      const response = await findMeetings(query as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual(errors);
    });

    it('refuses a start more than a year ahead', async () => {
      const response = await findMeetings({
        energy: 'electricity',
        deliveryPointId: '01100450002805',
        from: '2026-12-18',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { code: 'APPOINTMENT_TOO_FAR', message: 'Un rendez-vous se prend au plus un an à l’avance.' },
      ]);
    });

    it('answers 404 for an unknown point', async () => {
      const response = await findMeetings({ energy: 'gas', deliveryPointId: '21546000009999' });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([NOT_FOUND]);
    });
  });

  describe('POST /api/node/v1/private/s30/get-interventions', () => {
    const interventions = (
      payload: object,
      headers: Record<string, string> = { 'x-internal-key': INTERNAL_KEY },
    ) =>
      t.app.inject({ method: 'POST', url: '/api/node/v1/private/s30/get-interventions', payload, headers });

    it('lists the visits known at a point, oldest first, labelled in French', async () => {
      const response = await interventions({ energy: 'electricity', deliveryPointId: '01100450002812' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        interventions: [
          {
            id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b06',
            kind: 'reading',
            kindLabel: 'Relevé du compteur',
            date: '2025-09-12',
            period: 'morning',
            periodLabel: '08h00–12h00',
            status: 'cancelled',
            statusLabel: 'Annulée',
          },
          {
            id: '6f1d2b7e-5c1a-4e0b-9a51-0c3e1d2a7b03',
            kind: 'meter-replacement',
            kindLabel: 'Remplacement du compteur',
            date: '2025-12-26',
            period: 'morning',
            periodLabel: '08h00–12h00',
            status: 'planned',
            statusLabel: 'Planifiée',
          },
        ],
      });
    });

    it('answers an empty list for a point without visits, and 404 for an unknown one', async () => {
      const none = await interventions({ energy: 'gas', deliveryPointId: '21546000000017' });
      expect(none.json().data).toEqual({ interventions: [] });
      // The same number under the other energy is another point.
      const otherEnergy = await interventions({ energy: 'gas', deliveryPointId: '01100450002812' });
      expect(otherEnergy.statusCode).toBe(404);
      expect(otherEnergy.json().errors).toEqual([NOT_FOUND]);
    });

    it.each([
      [
        { energy: 'electricity', deliveryPointId: '0110' },
        [['deliveryPointId', 'Le numéro de PDL doit comporter exactement 14 chiffres.']],
      ],
      [{ deliveryPointId: '01100450002812' }, [['energy', 'Énergie inconnue']]],
    ])('refuses %j with a French 400', async (body, errors) => {
      const response = await interventions(body);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual(errors);
    });

    it('refuses a missing or wrong key with a French 403', async () => {
      const attempts: Array<Record<string, string>> = [{}, { 'x-internal-key': 'wrong' }];
      for (const headers of attempts) {
        const response = await interventions(
          { energy: 'electricity', deliveryPointId: '01100450002812' },
          headers,
        );
        expect(response.statusCode).toBe(403);
        expect(response.json().errors).toEqual([
          { code: 'FORBIDDEN', message: 'Cet appel est réservé aux services internes de Voltaire.' },
        ]);
      }
    });
  });
});

describe('with GRID_OPERATOR_API_URL set, the operators’ APIs answer instead of the registry', () => {
  let server: FakeGridOperatorServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeGridOperatorServer();
    t = await createTestApp({
      clock,
      config: {
        GRID_OPERATOR_API_URL: server.url,
        GRID_OPERATOR_API_KEY: 'gateway-key-0123456789abcdef',
        GRID_OPERATOR_API_TIMEOUT_MS: 2_000,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  const get = (url: string, query?: Record<string, string>) => t.app.inject({ method: 'GET', url, query });

  it('looks points up at Enedis and GRDF', async () => {
    const pdl = await get('/api/v3/enedis/pdl/01100450002798');
    expect(pdl.statusCode).toBe(200);
    expect(pdl.json().data).toMatchObject({
      id: '01100450002798',
      address: { label: '12 Rue de la Roquette 75011 Paris', complement: 'BAT A, ETG 1 PTE G' },
      subscribedKva: 9,
      option: 'HPHC',
      annualKwh: 4_800,
      hpShare: 0.62,
    });
    const search = await get('/api/v3/get-pdl-pce-infos', {
      energy: 'gas',
      postcode: '75011',
      street: 'Rue de la Roquette',
      housenumber: '12',
    });
    expect(search.json().data.points.map((p: { id: string }) => p.id)).toEqual([
      '21546000000017',
      'GI075112',
    ]);
    expect(
      server.requests.every((request) => request.authorization === 'Bearer gateway-key-0123456789abcdef'),
    ).toBe(true);
    expect((await get('/api/v3/grdf/pce/21546000009999')).statusCode).toBe(404);
  });

  it('takes the slots from GRDF, keeping working days only', async () => {
    const response = await get('/api/node/v1/subscription/find-meetings', {
      energy: 'gas',
      deliveryPointId: 'GI075112',
    });
    expect(response.json().data).toMatchObject({
      needed: true,
      slots: [
        { date: '2025-12-24', period: 'afternoon' },
        { date: '2025-12-30', period: 'morning' },
        { date: '2026-01-08', period: 'afternoon' },
      ],
    });
  });

  it('answers a French 504 when the operator is too slow, a French 502 when it fails, leaking nothing', async () => {
    const slow = await get(`/api/v3/enedis/pdl/${FAILING_IDS.slow}`);
    expect(slow.statusCode).toBe(504);
    expect(slow.json().errors).toEqual([
      {
        code: 'GRID_OPERATOR_TIMEOUT',
        message:
          'Enedis ne nous a pas répondu à temps. Réessayez dans quelques minutes, ou saisissez votre numéro de point de livraison.',
      },
    ]);
    const failing = await get(`/api/v3/grdf/pce/${FAILING_IDS.serverError}`);
    expect(failing.statusCode).toBe(502);
    expect(failing.json().errors).toEqual([
      {
        code: 'GRID_OPERATOR_UNAVAILABLE',
        message: 'Le service de GRDF est momentanément indisponible. Réessayez dans quelques minutes.',
      },
    ]);
    expect(failing.body).not.toMatch(/java|PointService|db-prod/);
  });
});
