import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests } from '../src/modules/callbacks/callbacks.tables.js';
import { createContractsService } from '../src/modules/customers/contracts.service.js';
import { customerContracts } from '../src/modules/customers/customers.tables.js';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { CAMILLE, errorsOf, INES, NATHALIE, proveHolder, requestLink, THOMAS } from './customer-helpers.js';
import { latestCode, newKey } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let now = new Date('2026-03-10T09:00:00Z');
const clock = { now: () => now };
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('offer change (changement-offre)', () => {
  let t: TestApp;
  let camille: { cookies: Record<string, string>; contractId: string };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoData(t.database.db, clock);
    camille = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, CAMILLE.email),
      CAMILLE.email,
    );
  });
  afterAll(() => t.close());

  const recap = (query: string, cookies = camille.cookies) =>
    t.app.inject({ method: 'GET', url: `/api/node/v1/changement-offre/get-recap?${query}`, cookies });
  const savePoint = (payload: object, cookies = camille.cookies) =>
    t.app.inject({ method: 'POST', url: '/api/node/v1/changement-offre/save-point', cookies, payload });

  it('recaps the contract, its consumption and yearly cost, and every eligible offer side by side', async () => {
    const response = await recap(`contractId=${CAMILLE.contractId}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.contract).toMatchObject({
      reference: CAMILLE.reference,
      status: 'active',
      offerName: 'Électricité Indexée',
      kva: 6,
      option: 'BASE',
      ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
      holderName: 'Camille Bernard',
    });
    expect(data.consumption).toEqual({
      source: 'contract',
      label: 'Consommation de votre contrat',
      annualKwh: 2_200,
      hpKwh: null,
      hcKwh: null,
    });
    expect(data.current.annualTotalCents).toBeGreaterThan(0);
    // An electronic meter is read on site: the change applies on the first day of next month.
    expect(data.effectiveDate).toBe('2026-04-01');
    const ids = data.offers.map((offer: { offerId: string }) => offer.offerId);
    expect(ids.sort()).toEqual(['elec-fixe', 'elec-indexe', 'elec-vert']);
    const current = data.offers.find((offer: { isCurrent: boolean }) => offer.isCurrent);
    expect(current).toMatchObject({
      offerId: 'elec-indexe',
      differenceVsCurrentCents: 0,
      verdict: 'Votre offre actuelle.',
    });
    for (const offer of data.offers) {
      expect(offer.differenceVsCurrentCents).toBe(offer.annualTotalCents - data.current.annualTotalCents);
      if (offer.differenceVsCurrentCents >= 100)
        expect(offer.verdict).toMatch(/^Plus chère que votre offre actuelle : \d+/);
    }
    expect(data.pending).toBeNull();
    expect(data.draft).toBeNull();
  });

  it('rounds a chosen power up to the next allowed value, and refuses one out of range', async () => {
    const rounded = await recap(`contractId=${CAMILLE.contractId}&kva=7&option=HPHC`);
    expect(rounded.json().data.chosen).toEqual({ kva: 9, option: 'HPHC' });
    expect(rounded.json().data.notices).toContain(
      'Puissance arrondie à 9 kVA, la valeur autorisée suivante pour cette option.',
    );
    const tooMuch = await recap(`contractId=${CAMILLE.contractId}&kva=40`);
    expect(tooMuch.statusCode).toBe(400);
    expect(errorsOf(tooMuch)).toEqual([
      {
        code: 'POWER_OUT_OF_RANGE',
        message: 'La puissance souscrite doit être comprise entre 0 et 36\u00A0kVA. Au-delà, contactez-nous.',
      },
    ]);
    expect((await recap('contractId=pas-un-contrat')).statusCode).toBe(400);
  });

  it('takes the next meter reading as the effective date on a communicating meter (Linky)', async () => {
    const thomas = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, THOMAS.email),
      THOMAS.email,
    );
    const response = await recap(`contractId=${THOMAS.contractId}`, thomas.cookies);
    expect(response.json().data.effectiveDate).toBe('2026-03-11');
    expect(response.json().data.consumption).toMatchObject({ annualKwh: 9_200, hpKwh: 5_980, hcKwh: 3_220 });
  });

  it('refuses someone else’s contract, the current offer again, and an offer not on sale', async () => {
    const nathalie = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, NATHALIE.email),
      NATHALIE.email,
    );
    const foreign = await savePoint(
      { contractId: CAMILLE.contractId, step: 'offer', data: { offerId: 'elec-fixe' } },
      nathalie.cookies,
    );
    expect(foreign.statusCode).toBe(404);
    expect(errorsOf(foreign)[0]?.code).toBe('CONTRACT_NOT_FOUND');
    const same = await savePoint({
      contractId: CAMILLE.contractId,
      step: 'offer',
      data: { offerId: 'elec-indexe' },
    });
    expect(same.statusCode).toBe(409);
    expect(errorsOf(same)).toEqual([
      {
        code: 'NO_CHANGE',
        message: 'C’est déjà votre offre actuelle, avec la même puissance : rien ne changerait.',
      },
    ]);
    const gas = await savePoint({
      contractId: CAMILLE.contractId,
      step: 'offer',
      data: { offerId: 'gaz-fixe' },
    });
    expect(gas.statusCode).toBe(409);
    expect(errorsOf(gas)[0]?.code).toBe('NOT_ELIGIBLE');
    const tooEarly = await savePoint({
      contractId: CAMILLE.contractId,
      step: 'summary',
      data: { termsAccepted: true, meterDataConsent: true },
    });
    expect(errorsOf(tooEarly)).toEqual([
      { code: 'JOURNEY_INCOMPLETE', message: 'Choisissez d’abord votre nouvelle offre.' },
    ]);
  });

  it('refuses a change while a move is in progress on the contract, and shows it', async () => {
    const ines = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, INES.email),
      INES.email,
    );
    const response = await savePoint(
      { contractId: INES.contractId, step: 'offer', data: { offerId: 'elec-vert' } },
      ines.cookies,
    );
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)).toEqual([
      {
        code: 'CHANGE_IN_PROGRESS',
        message:
          'Un déménagement est déjà en cours sur ce contrat (VOL-2025-DEMO000502, effectif le 31/03/2026). Une nouvelle demande sera possible une fois ce changement effectif.',
      },
    ]);
    const shown = await recap(`contractId=${INES.contractId}`, ines.cookies);
    expect(shown.json().data.pending).toMatchObject({
      kind: 'moving',
      reference: 'VOL-2025-DEMO000502',
      status: 'completed',
    });
  });

  it('puts a call-back request in the telesales queue', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/changement-offre/crc-hand-over',
      cookies: camille.cookies,
      payload: { contractId: CAMILLE.contractId, slot: 'evening', topic: 'Je chauffe au bois' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [request] = await t.database.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.id, response.json().data.id));
    expect(request).toMatchObject({
      firstName: 'Camille',
      lastName: 'Bernard',
      phone: '0612345601',
      slot: 'evening',
      topic: `Changement d’offre — contrat ${CAMILLE.reference} (Électricité Indexée) : Je chauffe au bois`,
    });
  });

  it('saves the offer and the summary, signs the amendment and completes it once, whatever the concurrency', async () => {
    const offer = await savePoint({
      contractId: CAMILLE.contractId,
      step: 'offer',
      data: { offerId: 'elec-fixe', kva: 7, option: 'BASE' },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const order = offer.json().data;
    expect(order).toMatchObject({ kind: 'offerChange', status: 'draft', offerId: 'elec-fixe' });
    expect(order.journey.situation).toMatchObject({
      kind: 'switching',
      kva: 9,
      option: 'BASE',
      startDate: '2026-04-01',
    });
    expect(order.journey.payment.ibanMasked).toBe('FR76 •••• •••• •••• •••• •••• 189');
    expect(order.journey.payment).not.toHaveProperty('ibanSealed');

    const resumed = await recap(`contractId=${CAMILLE.contractId}`);
    expect(resumed.json().data.draft).toMatchObject({
      orderId: order.id,
      offerId: 'elec-fixe',
      kva: 9,
      summaryDone: false,
    });

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/changement-offre/get-sign-url',
      cookies: camille.cookies,
      payload: { orderId: order.id },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(errorsOf(unsigned)[0]?.code).toBe('JOURNEY_INCOMPLETE');

    const summary = await savePoint({
      contractId: CAMILLE.contractId,
      step: 'summary',
      data: { termsAccepted: true, meterDataConsent: true },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const url = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/changement-offre/get-sign-url',
      cookies: camille.cookies,
      payload: { orderId: order.id },
    });
    expect(url.statusCode, url.body).toBe(200);
    expect(url.json().data).toEqual({ url: `/signature/${order.id}`, orderId: order.id });

    const state = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/signing/${order.id}/shown`,
      cookies: camille.cookies,
    });
    expect(state.json().data).toMatchObject({ kind: 'offerChange', status: 'submitted' });
    expect(state.json().data.document.templateVersion).toBe('elec-avenant@2026-02');
    await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/signing/${order.id}/send-code`,
      cookies: camille.cookies,
      payload: { channel: 'sms' },
    });
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/signing/${order.id}/sign`,
      cookies: camille.cookies,
      headers: { 'idempotency-key': newKey() },
      payload: { code: await latestCode(t.database.db, CAMILLE.phone, order) },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const complete = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/node/v1/changement-offre/complete',
        cookies: camille.cookies,
        headers: { 'idempotency-key': newKey() },
        payload: { orderId: order.id },
      });
    const answers = await Promise.all([complete(), complete(), complete()]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({
        orderId: order.id,
        reference: order.reference,
        status: 'completed',
      });
    }
    const amendments = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.orderId, order.id));
    expect(amendments).toHaveLength(1);
    expect(amendments[0]).toMatchObject({
      replacesContractId: CAMILLE.contractId,
      offerId: 'elec-fixe',
      kva: 9,
      option: 'BASE',
      startDate: '2026-04-01',
      status: 'pendingStart',
      deliveryPointId: '14330630005521',
    });
    const [previous] = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.id, CAMILLE.contractId));
    expect(previous).toMatchObject({ status: 'active', endDate: '2026-03-31' });

    const thanks = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/changement-offre/remerciement?orderId=${order.id}`,
      cookies: camille.cookies,
    });
    expect(thanks.statusCode, thanks.body).toBe(200);
    expect(thanks.json().data).toMatchObject({
      reference: order.reference,
      before: { offerName: 'Électricité Indexée', kva: 6, option: 'BASE' },
      after: { offerName: 'Électricité Fixe', kva: 9, option: 'BASE' },
      effectiveDate: '2026-04-01',
      changes: [
        'Votre offre passe de « Électricité Indexée » à « Électricité Fixe » le 01/04/2026.',
        'Votre abonnement passe de 6 kVA, option Base à 9 kVA, option Base le 01/04/2026.',
        'Votre contrat 14 Rue Judaïque 4e étage, porte 41 33000 Bordeaux continue sans interruption : même compteur, même mandat de prélèvement.',
      ],
      withdrawal: { deadline: '2026-03-24' },
      emailMasked: 'c•••@exemple.fr',
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Votre changement d’offre ${order.reference} est confirmé`));
    expect(mail?.recipient).toBe(CAMILLE.email);

    const again = await savePoint({
      contractId: CAMILLE.contractId,
      step: 'offer',
      data: { offerId: 'elec-vert' },
    });
    expect(errorsOf(again)).toEqual([
      {
        code: 'CHANGE_IN_PROGRESS',
        message: `Un changement d’offre est déjà en cours sur ce contrat (${order.reference}, effectif le 01/04/2026). Une nouvelle demande sera possible une fois ce changement effectif.`,
      },
    ]);
  });

  it('withdraws an amendment within 14 days: the amendment is withdrawn, the former offer carries on', async () => {
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.purpose, 'order-confirmation'));
    const token = mail?.text.match(/\/retractation\/([A-Za-z0-9_-]+)/)?.[1] as string;
    const [amendment] = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.replacesContractId, CAMILLE.contractId));
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/subscription/withdrawal/${token}`,
      payload: { confirm: true },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const rows = await t.database.db
      .select({
        id: customerContracts.id,
        status: customerContracts.status,
        endDate: customerContracts.endDate,
      })
      .from(customerContracts)
      .where(eq(customerContracts.customerId, amendment?.customerId as string));
    expect(rows).toContainEqual({ id: amendment?.id, status: 'withdrawn', endDate: null });
    expect(rows).toContainEqual({ id: CAMILLE.contractId, status: 'active', endDate: null });
    const recapAfter = await recap(`contractId=${CAMILLE.contractId}`);
    expect(recapAfter.json().data.pending).toBeNull();
  });

  it('moves contracts on by the calendar: pending start → active, and the former one terminated', async () => {
    later(61_000);
    const thomas = await proveHolder(
      t.app,
      t.database.db,
      await requestLink(t.app, t.database.db, THOMAS.email),
      THOMAS.email,
    );
    const saved = await savePoint(
      { contractId: THOMAS.contractId, step: 'offer', data: { offerId: 'elec-fixe' } },
      thomas.cookies,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const order = saved.json().data;
    // A Linky meter: effective tomorrow, inside the withdrawal period, so the express request is required.
    const withoutExpress = await savePoint(
      {
        contractId: THOMAS.contractId,
        step: 'summary',
        data: { termsAccepted: true, meterDataConsent: true },
      },
      thomas.cookies,
    );
    expect(errorsOf(withoutExpress)).toEqual([
      {
        code: 'VALIDATION_ERROR',
        message:
          'Votre fourniture démarre pendant le délai de rétractation : confirmez que vous le demandez expressément.',
      },
    ]);
    await savePoint(
      {
        contractId: THOMAS.contractId,
        step: 'summary',
        data: { termsAccepted: true, meterDataConsent: true, expressStartRequested: true },
      },
      thomas.cookies,
    );
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, cookies: thomas.cookies, payload, headers });
    expect((await post('/api/node/v1/changement-offre/get-sign-url', { orderId: order.id })).statusCode).toBe(
      200,
    );
    await post(`/api/node/v1/signing/${order.id}/shown`, {});
    await post(`/api/node/v1/signing/${order.id}/send-code`, { channel: 'sms' });
    const code = await latestCode(t.database.db, '0612345604', order);
    expect(
      (await post(`/api/node/v1/signing/${order.id}/sign`, { code }, { 'idempotency-key': newKey() }))
        .statusCode,
    ).toBe(200);
    const done = await post(
      '/api/node/v1/changement-offre/complete',
      { orderId: order.id },
      { 'idempotency-key': newKey() },
    );
    expect(done.statusCode, done.body).toBe(200);
    const [amendment] = await t.database.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.orderId, order.id));
    expect(amendment).toMatchObject({ status: 'pendingStart', startDate: '2026-03-11' });

    // The calendar moves the contracts on: the amendment starts, the former offer ends the day before.
    const contracts = createContractsService({
      db: t.database.db,
      clock,
      orderStatusOf: async () => 'completed',
    });
    later(2 * 86_400_000);
    expect(await contracts.advanceStatuses()).toBe(2);
    const statuses = await t.database.db
      .select({ id: customerContracts.id, status: customerContracts.status })
      .from(customerContracts)
      .where(eq(customerContracts.customerId, amendment?.customerId as string));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [THOMAS.contractId]: 'terminated',
      [amendment?.id as string]: 'active',
    });
  });

  it('refuses to sign or complete an order that is not the caller’s offer change', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const cookies = {
      voltaire_session: created.cookies.find(({ name }) => name === 'voltaire_session')?.value as string,
    };
    const subscription = created.json().data.id;
    for (const url of [
      '/api/node/v1/changement-offre/get-sign-url',
      '/api/node/v1/changement-offre/complete',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        cookies,
        headers: { 'idempotency-key': newKey() },
        payload: { orderId: subscription },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
