import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridOperatorUnavailable } from '../src/integrations/grid-operators/grid-operator-http.js';
import type { TerminationCancellation } from '../src/integrations/grid-operators/grid-operator-provider.js';
import { createContractTerminations } from '../src/modules/customers/contract-terminations.js';
import { contractTerminations, customerContracts } from '../src/modules/customers/customers.tables.js';
import { createDeliveryPointRegistry } from '../src/modules/delivery-points/delivery-point-registry.js';
import { interventions } from '../src/modules/delivery-points/delivery-points.tables.js';
import { createInterventionsRepository } from '../src/modules/delivery-points/interventions.repository.js';
import { moveOutVisitId } from '../src/modules/orders/order-appointment.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { errorsOf, PAUL, proveHolder, requestLink, withdrawalToken } from './customer-helpers.js';
import { latestCode, newKey } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let now = new Date('2026-03-10T09:00:00Z');
const clock = { now: () => now };

/** GRDF as our registry plays it, which can be down, and which records the cancellations it receives. */
const grdf = { down: false, cancellations: [] as TerminationCancellation[] };

const NEW_HOME = {
  addressMode: 'manual',
  address: {
    streetNumber: '12',
    streetName: 'Rue de la Roquette',
    complement: 'Bât. A, 1er étage, porte gauche',
    zipCode: '75011',
    city: 'Paris',
    inseeCode: '75111',
    consentFindPoint: true,
  },
  housingType: 'flat',
};

/**
 * Moving out of a home heated by gas on a classic meter (issue 16): a GRDF technician must read and close it, so
 * the move offers the half-days before the move-out, books the one chosen with the move, sends it with the
 * termination; a withdrawal then cancels the termination at GRDF, even when GRDF was down at the time.
 */
describe('moving out with a technician’s visit, and the termination cancelled on withdrawal', () => {
  let t: TestApp;
  let paul: { cookies: Record<string, string> };
  let orderId: string;
  const logger = { warn: () => undefined, error: () => undefined };
  let operator: ReturnType<typeof createDeliveryPointRegistry>;

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      gridOperator: (database) => {
        operator = createDeliveryPointRegistry(database.db, createInterventionsRepository(database.db));
        return {
          ...operator,
          async cancelTermination(cancellation) {
            if (grdf.down) throw gridOperatorUnavailable('grdf');
            grdf.cancellations.push(cancellation);
            return operator.cancelTermination(cancellation);
          },
        };
      },
    });
    await seedDemoData(t.database.db, clock);
    paul = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, PAUL.email, 'moving'),
      PAUL.email,
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, cookies: paul.cookies, payload, headers });
  const save = (id: string, step: string, data: object) =>
    post('/api/v2/session/save-point', { orderId: id, step, data });
  const slots = (query: string, cookies = paul.cookies) =>
    t.app.inject({ method: 'GET', url: `/api/node/v1/demenagement/creneaux-depart?${query}`, cookies });
  const depart = (appointment?: object) =>
    post('/api/node/v1/demenagement/depart', {
      contractId: PAUL.contractId,
      path: 'bothEnds',
      moveOutDate: '2026-04-15',
      ...(appointment ? { appointment } : {}),
    });

  it('offers a GRDF technician’s half-days up to the move-out, to the contract’s holder only', async () => {
    const offered = await slots(`contractId=${PAUL.contractId}&moveOutDate=2026-04-15`);
    expect(offered.statusCode, offered.body).toBe(200);
    const { data } = offered.json();
    expect(data).toMatchObject({
      needed: true,
      reason:
        'Votre compteur de gaz n’est pas communicant : un technicien GRDF doit venir relever l’index et fermer le gaz avant votre départ, en présence d’une personne majeure.',
    });
    // The 10 working days up to Wednesday 15 April 2026 (Easter Monday skipped), mornings and afternoons.
    expect(data.slots).toHaveLength(20);
    expect([data.slots[0], data.slots.at(-1)]).toEqual([
      { date: '2026-04-01', period: 'morning', label: '08h00–12h00' },
      { date: '2026-04-15', period: 'afternoon', label: '13h00–17h00' },
    ]);

    expect(errorsOf(await slots(`contractId=${PAUL.contractId}&moveOutDate=2026-03-01`))).toEqual([
      { code: 'MOVE_OUT_IN_PAST', message: 'La date de départ ne peut pas être passée.' },
    ]);
    const stranger = await slots(`contractId=${PAUL.contractId}&moveOutDate=2026-04-15`, {});
    expect(stranger.statusCode).toBe(404);

    const outside = await depart({ date: '2026-04-16', period: 'morning' });
    expect(outside.statusCode).toBe(400);
    expect(errorsOf(outside)).toEqual([
      {
        code: 'APPOINTMENT_OUT_OF_RANGE',
        message: 'Choisissez l’un des créneaux proposés pour la visite du technicien.',
      },
    ]);
  });

  it('books the visit when the move goes to signing, refuses a half-day taken meanwhile, and sends it with the termination', async () => {
    const started = await depart({ date: '2026-04-14', period: 'morning' });
    expect(started.statusCode, started.body).toBe(201);
    orderId = started.json().data.id;
    expect(started.json().data.journey.contractChange.departure.appointment).toEqual({
      date: '2026-04-14',
      period: 'morning',
    });
    expect((await save(orderId, 'housing', NEW_HOME)).statusCode).toBe(200);
    const point = await save(orderId, 'deliveryPoint', {
      mode: 'confirmed',
      point: { energy: 'gas', id: '21546000000017' },
      confirmedMine: true,
    });
    expect(point.statusCode, point.body).toBe(200);
    expect((await post('/api/v2/command/init-immo', { orderId })).statusCode).toBe(201);
    const situation = await save(orderId, 'situation', {
      kind: 'switching',
      energy: 'gas',
      offerId: 'gaz-fixe',
      annualKwh: 9_800,
      startDate: '2026-04-16',
    });
    expect(situation.statusCode, situation.body).toBe(200);
    await save(orderId, 'summary', { termsAccepted: true, meterDataConsent: true });

    // Another customer of the commune took that half-day meanwhile: one GRDF visit per commune and half-day.
    await t.database.db.insert(interventions).values({
      id: randomUUID(),
      energy: 'gas',
      deliveryPointId: '23306300009999',
      citycode: '33063',
      kind: 'reading',
      date: '2026-04-14',
      period: 'morning',
      status: 'planned',
      createdAt: now,
    });
    const taken = await post(`/api/v3/command/push/${orderId}`, {});
    expect(taken.statusCode).toBe(409);
    expect(errorsOf(taken)).toEqual([
      {
        code: 'APPOINTMENT_TAKEN',
        message:
          'Le créneau choisi pour le technicien à votre départ n’est plus disponible. Choisissez-en un autre sur la page « Je déménage ».',
      },
    ]);
    const again = await depart({ date: '2026-04-14', period: 'afternoon' });
    expect(again.json().data.id).toBe(orderId);
    const pushed = await post(`/api/v3/command/push/${orderId}`, {});
    expect(pushed.statusCode, pushed.body).toBe(200);
    const [visit] = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.id, moveOutVisitId(orderId)));
    expect(visit).toMatchObject({
      energy: 'gas',
      deliveryPointId: '23306300007718',
      citycode: '33063',
      kind: 'cut-off',
      date: '2026-04-14',
      period: 'afternoon',
      status: 'planned',
    });

    await post(`/api/node/v1/signing/${orderId}/shown`, {});
    await post(`/api/node/v1/signing/${orderId}/send-code`, { channel: 'sms' });
    const signed = await post(
      `/api/node/v1/signing/${orderId}/sign`,
      { code: await latestCode(t.database.db, PAUL.phone, started.json().data) },
      { 'idempotency-key': newKey() },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    // Completed three times at once (a double click, a retry): one contract, one termination.
    const complete = () =>
      post('/api/node/v1/subscription/complete', { orderId }, { 'idempotency-key': newKey() });
    for (const completed of await Promise.all([complete(), complete(), complete()])) {
      expect(completed.statusCode, completed.body).toBe(200);
    }
    const contracts = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.orderId, orderId));
    expect(contracts).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(contractTerminations)
        .where(eq(contractTerminations.contractId, PAUL.contractId)),
    ).toHaveLength(1);

    const thanks = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/demenagement/remerciement?orderId=${orderId}`,
      cookies: paul.cookies,
    });
    expect(thanks.statusCode, thanks.body).toBe(200);
    expect(thanks.json().data.moveOut).toEqual({
      date: '2026-04-15',
      address: '22 Rue Sainte-Catherine 3e étage 33000 Bordeaux',
      terminationReference: 'RES-GRD-23306300007718-20260415',
      appointment: { date: '2026-04-14', period: 'afternoon', label: '13h00–17h00' },
    });
    expect(thanks.json().data.steps).toContain(
      'Un technicien du gestionnaire de réseau vient relever l’index et fermer le compteur le 14/04/2026 (13h00–17h00) : une personne majeure doit être présente.',
    );
    const [termination] = await t.database.db
      .select()
      .from(contractTerminations)
      .where(eq(contractTerminations.orderId, orderId));
    expect(termination).toMatchObject({
      contractId: PAUL.contractId,
      status: 'sent',
      appointment: { date: '2026-04-14', period: 'afternoon' },
    });
  });

  it('cancels the sent termination at GRDF when the move is withdrawn, retrying while GRDF is down, and frees the visit', async () => {
    const token = await withdrawalToken(t.database.db, PAUL.email);

    grdf.down = true;
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/subscription/withdrawal/${token}`,
      payload: { confirm: true },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const termination = async () =>
      (
        await t.database.db
          .select()
          .from(contractTerminations)
          .where(eq(contractTerminations.orderId, orderId))
      )[0];
    // GRDF did not answer: the cancellation is kept, to be tried again in a minute.
    expect(await termination()).toMatchObject({
      status: 'cancelling',
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + 60_000),
    });
    expect(grdf.cancellations).toEqual([]);
    const [old] = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.id, PAUL.contractId));
    expect(old).toMatchObject({ status: 'active', endDate: null });
    const [visit] = await t.database.db
      .select({ status: interventions.status })
      .from(interventions)
      .where(eq(interventions.id, moveOutVisitId(orderId)));
    expect(visit?.status).toBe('cancelled');

    // The periodic job's next pass, once GRDF is back.
    grdf.down = false;
    now = new Date(now.getTime() + 61_000);
    const job = createContractTerminations({
      db: t.database.db,
      clock,
      gridOperator: {
        requestTermination: () => Promise.reject(new Error('nothing to send')),
        cancelTermination: async (cancellation) => {
          grdf.cancellations.push(cancellation);
          await operator.cancelTermination(cancellation);
        },
      },
      logger,
    });
    expect(await job.sendDue()).toEqual({ sent: 0, cancelled: 1, retried: 0, failed: 0 });
    expect(grdf.cancellations).toEqual([
      { energy: 'gas', id: '23306300007718', reference: 'RES-GRD-23306300007718-20260415' },
    ]);
    expect(await termination()).toMatchObject({ status: 'cancelled', cancelledAt: now, nextAttemptAt: null });
    expect(await job.sendDue()).toEqual({ sent: 0, cancelled: 0, retried: 0, failed: 0 });
  });
});
