import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTerminations, customerContracts } from '../src/modules/customers/customers.tables.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { errorsOf, INES, NATHALIE, proveHolder, requestLink, withdrawalToken } from './customer-helpers.js';
import { latestCode, newKey } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const now = new Date('2026-03-10T09:00:00Z');
const clock = { now: () => now };

const NEW_HOME = {
  addressMode: 'manual',
  address: {
    streetNumber: '12',
    streetName: 'Rue de la Roquette',
    complement: 'Bât. A, 3e étage, porte gauche',
    zipCode: '75011',
    city: 'Paris',
    inseeCode: '75111',
    consentFindPoint: true,
  },
  housingType: 'flat',
};
const OLD_HOME = {
  addressMode: 'manual',
  address: {
    streetNumber: '8',
    streetName: 'Boulevard du Port',
    zipCode: '80000',
    city: 'Amiens',
    inseeCode: '80021',
    consentFindPoint: true,
  },
};

describe('moving house (demenagement)', () => {
  let t: TestApp;
  let holder: { cookies: Record<string, string> };
  let movedOrderId: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoData(t.database.db, clock);
    holder = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, NATHALIE.email, 'moving', 0),
      NATHALIE.email,
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, cookies: holder.cookies, payload, headers });
  const save = (orderId: string, step: string, data: object) =>
    post('/api/v2/session/save-point', { orderId, step, data });

  it('takes a move-out date from today to 3 months, not before the contract began', async () => {
    const depart = (moveOutDate: string) =>
      post('/api/node/v1/demenagement/depart', {
        contractId: NATHALIE.electricityId,
        path: 'bothEnds',
        moveOutDate,
      });
    expect(errorsOf(await depart('2026-03-09'))).toEqual([
      { code: 'MOVE_OUT_IN_PAST', message: 'La date de départ ne peut pas être passée.' },
    ]);
    expect(errorsOf(await depart('2026-06-11'))).toEqual([
      {
        code: 'MOVE_OUT_TOO_LATE',
        message: 'La date de départ doit être au plus tard le 10/06/2026 (dans les 3 mois).',
      },
    ]);
    expect(errorsOf(await depart('2025-01-01'))).toEqual([
      {
        code: 'MOVE_OUT_BEFORE_CONTRACT',
        message: 'La date de départ ne peut pas précéder le début de votre contrat, le 22/08/2025.',
      },
    ]);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/demenagement/nouveau-logement-only',
      payload: { contractId: NATHALIE.gasId },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('moves both ends with one signature: the old contract ends at the move-out date, the new one starts', async () => {
    const started = await post('/api/node/v1/demenagement/depart', {
      contractId: NATHALIE.electricityId,
      path: 'bothEnds',
      moveOutDate: '2026-04-15',
      finalReading: { kwh: 48_210 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const order = started.json().data;
    expect(order).toMatchObject({ kind: 'moving', status: 'draft', completedSteps: ['holder', 'payment'] });
    expect(order.journey.holder).toMatchObject({
      firstName: 'Nathalie',
      lastName: 'Lefèvre',
      email: NATHALIE.email,
    });
    expect(order.journey.payment.ibanMasked).toBe('FR76 •••• •••• •••• •••• •••• 189');

    const sameHome = await save(order.id, 'housing', OLD_HOME);
    expect(sameHome.statusCode).toBe(409);
    expect(errorsOf(sameHome)).toEqual([
      {
        code: 'SAME_HOME',
        message:
          'Le nouveau logement doit être différent de l’actuel : ce compteur est celui de votre contrat en cours.',
      },
    ]);
    expect((await save(order.id, 'housing', NEW_HOME)).statusCode).toBe(200);
    const samePoint = await save(order.id, 'deliveryPoint', {
      mode: 'confirmed',
      point: { energy: 'electricity', id: '16180021000887' },
      confirmedMine: true,
    });
    expect(errorsOf(samePoint)[0]?.code).toBe('SAME_HOME');
    const point = await save(order.id, 'deliveryPoint', {
      mode: 'confirmed',
      point: { energy: 'electricity', id: '01100450002805' },
      confirmedMine: true,
    });
    expect(point.statusCode, point.body).toBe(200);

    // The new home's meter is cut off: a connection (mise en service), decided by init-immo.
    const decided = await post('/api/v2/command/init-immo', { orderId: order.id });
    expect(decided.statusCode, decided.body).toBe(201);
    expect(decided.json().data.journey.preset.situation).toMatchObject({
      kind: 'connection',
      energy: 'electricity',
    });

    const situation = await save(order.id, 'situation', {
      kind: 'connection',
      energy: 'electricity',
      offerId: 'elec-vert',
      kva: 6,
      option: 'BASE',
      consumption: { baseKwh: 2_400 },
      startDate: '2026-04-16',
    });
    expect(situation.statusCode, situation.body).toBe(200);
    expect(
      (await save(order.id, 'summary', { termsAccepted: true, meterDataConsent: true })).statusCode,
    ).toBe(200);
    const pushed = await post(`/api/v3/command/push/${order.id}`, {});
    expect(pushed.statusCode, pushed.body).toBe(200);
    const shown = await post(`/api/node/v1/signing/${order.id}/shown`, {});
    expect(shown.json().data.document.templateVersion).toBe('elec-demenagement@2026-02');
    await post(`/api/node/v1/signing/${order.id}/send-code`, { channel: 'sms' });
    const signed = await post(
      `/api/node/v1/signing/${order.id}/sign`,
      { code: await latestCode(t.database.db, '0612345603', order) },
      { 'idempotency-key': newKey() },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const completed = await post(
      '/api/node/v1/subscription/complete',
      { orderId: order.id },
      { 'idempotency-key': newKey() },
    );
    expect(completed.statusCode, completed.body).toBe(200);

    const thanks = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/demenagement/remerciement?orderId=${order.id}`,
      cookies: holder.cookies,
    });
    expect(thanks.statusCode, thanks.body).toBe(200);
    expect(thanks.json().data).toMatchObject({
      path: 'bothEnds',
      moveOut: {
        date: '2026-04-15',
        address: '8 Boulevard du Port 80000 Amiens',
        terminationReference: 'RES-ENE-16180021000887-20260415',
      },
      moveIn: {
        date: '2026-04-16',
        address: '12 Rue de la Roquette Bât. A, 3e étage, porte gauche 75011 Paris',
        offerName: 'Électricité Verte',
        supplyStart: 'connection',
      },
      mandate: { ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189', isNew: false },
    });
    expect(thanks.json().data.steps[0]).toBe(
      'Votre contrat actuel (8 Boulevard du Port 80000 Amiens) prend fin le 15/04/2026 : la résiliation a été demandée au gestionnaire de réseau (dossier RES-ENE-16180021000887-20260415).',
    );

    const [old] = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.id, NATHALIE.electricityId));
    expect(old).toMatchObject({ status: 'active', endDate: '2026-04-15' });
    const [next] = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.orderId, order.id));
    expect(next).toMatchObject({
      deliveryPointId: '01100450002805',
      startDate: '2026-04-16',
      status: 'pendingStart',
      replacesContractId: NATHALIE.electricityId,
    });
    const [termination] = await t.database.db
      .select()
      .from(contractTerminations)
      .where(eq(contractTerminations.contractId, NATHALIE.electricityId));
    expect(termination).toMatchObject({ status: 'sent', date: '2026-04-15', finalReading: { kwh: 48_210 } });
    movedOrderId = order.id;
  });

  it('withdrawing the move after its termination was sent cancels it at the grid operator', async () => {
    const token = await withdrawalToken(t.database.db, NATHALIE.email);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/subscription/withdrawal/${token}`,
      payload: { confirm: true },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [termination] = await t.database.db
      .select()
      .from(contractTerminations)
      .where(eq(contractTerminations.orderId, movedOrderId));
    expect(termination).toMatchObject({
      status: 'cancelled',
      operatorReference: 'RES-ENE-16180021000887-20260415',
      cancelledAt: now,
    });
    const [old] = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.id, NATHALIE.electricityId));
    expect(old).toMatchObject({ status: 'active', endDate: null });
  });

  it('refuses a move while another change is under way on the contract, and says which', async () => {
    const ines = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, INES.email, 'moving', 0),
      INES.email,
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/demenagement/nouveau-logement-only',
      cookies: ines.cookies,
      payload: { contractId: INES.contractId },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)).toEqual([
      {
        code: 'CHANGE_IN_PROGRESS',
        message:
          'Un déménagement est déjà en cours sur ce contrat (VOL-2025-DEMO000502, effectif le 31/03/2026). Une nouvelle demande sera possible une fois ce changement effectif.',
      },
    ]);
  });

  it('moves to a new home only, keeping the mandate unless the IBAN changes', async () => {
    holder = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, NATHALIE.email, 'moving', 1),
      NATHALIE.email,
    );
    const started = await post('/api/node/v1/demenagement/nouveau-logement-only', {
      contractId: NATHALIE.gasId,
    });
    expect(started.statusCode, started.body).toBe(201);
    const order = started.json().data;
    expect(order.journey.contractChange.departure).toEqual({ path: 'newHomeOnly' });
    const rum = order.journey.payment.mandateReference;
    const same = await save(order.id, 'payment', {
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      accountHolder: 'Nathalie Lefèvre',
      debitDay: 5,
      mandateAccepted: true,
    });
    expect(same.json().data.journey.payment.mandateReference).toBe(rum);
    const other = await save(order.id, 'payment', {
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      accountHolder: 'Nathalie Lefèvre',
      debitDay: 5,
      mandateAccepted: true,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.journey.payment.mandateReference).not.toBe(rum);
    expect(other.json().data.journey.payment.ibanMasked).toBe('FR14 •••• •••• •••• •••• •••• 606');

    // A move in progress blocks an offer change on the same contract.
    const change = await post('/api/node/v1/changement-offre/save-point', {
      contractId: NATHALIE.gasId,
      step: 'offer',
      data: { offerId: 'gaz-indexe' },
    });
    expect(errorsOf(change)).toEqual([
      {
        code: 'CHANGE_IN_PROGRESS',
        message: `Un déménagement est déjà en cours sur ce contrat (${order.reference}, pas encore signé). Terminez-le ou abandonnez-le avant d’en commencer un autre.`,
      },
    ]);
    // Starting again carries on with the same draft.
    const again = await post('/api/node/v1/demenagement/nouveau-logement-only', {
      contractId: NATHALIE.gasId,
    });
    expect(again.json().data.id).toBe(order.id);
  });
});
