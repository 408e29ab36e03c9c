import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { signingCodes, signingEvents } from '../src/modules/signing/signing.tables.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import {
  EMAIL,
  latestCode,
  newKey,
  PHONE,
  sendCode,
  signWith,
  submittedOrder,
  type TestOrder,
} from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let now = new Date('2026-11-22T10:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('signing with a one-time code (DECISIONS §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const state = (order: TestOrder) =>
    t.app.inject({ method: 'GET', url: `/api/node/v1/signing/${order.id}`, cookies: order.cookies });
  const eventTypes = async (order: TestOrder) =>
    (
      await t.database.db
        .select()
        .from(signingEvents)
        .where(eq(signingEvents.orderId, order.id))
        .orderBy(signingEvents.seq)
    ).map((event) => event.type);
  /** Every code is fresh after the cool-down of the one before. */
  const freshCode = async (order: TestOrder, channel: 'sms' | 'email' = 'sms') => {
    advance(61_000);
    const sent = await sendCode(t.app, order, channel);
    expect(sent.statusCode, sent.body).toBe(200);
    return latestCode(t.database.db, channel === 'sms' ? PHONE : EMAIL, order);
  };
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('shows the document and where the code can go, masked; the page’s « shown » call records it once', async () => {
    const order = await submittedOrder(t.app);
    const first = await state(order);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      orderId: order.id,
      reference: order.reference,
      kind: 'subscription',
      status: 'submitted',
      customerName: 'Jeanne Dupont',
      document: {
        url: `/api/node/v1/signing/${order.id}/document.pdf`,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        templateVersion: 'elec-web@2026-02',
      },
      destinations: [
        { channel: 'sms', masked: '06 •• •• •• 78' },
        { channel: 'email', masked: 'j•••@example.fr' },
      ],
      code: null,
      signedAt: null,
    });
    await state(order);
    expect(await eventTypes(order)).toEqual(['document-generated']);
    for (let shownTimes = 0; shownTimes < 2; shownTimes++) {
      const shown = await t.app.inject({
        method: 'POST',
        url: `/api/node/v1/signing/${order.id}/shown`,
        cookies: order.cookies,
      });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().data).toEqual(first.json().data);
    }
    expect(await eventTypes(order)).toEqual(['document-generated', 'document-shown']);
  });

  it('get-sign-url gives the signing page of a submitted order and refuses a draft', async () => {
    const order = await submittedOrder(t.app);
    const url = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/get-sign-url',
      cookies: order.cookies,
      payload: { orderId: order.id },
    });
    expect(url.json()).toEqual({ errors: [], notifications: [], data: { url: `/signature/${order.id}` } });

    const draft = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const draftCookies = {
      [SESSION_COOKIES.webApp]: draft.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string,
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/get-sign-url',
      cookies: draftCookies,
      payload: { orderId: draft.json().data.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { code: 'ORDER_NOT_SUBMITTED', message: 'Terminez votre souscription avant de la signer.' },
    ]);
  });

  it('answers someone else’s order exactly like a missing one', async () => {
    const mine = await submittedOrder(t.app);
    const theirs = await submittedOrder(t.app);
    for (const request of [
      { method: 'GET' as const, url: `/api/node/v1/signing/${theirs.id}` },
      { method: 'GET' as const, url: `/api/node/v1/signing/${theirs.id}/document.pdf` },
      { method: 'POST' as const, url: `/api/node/v1/signing/${theirs.id}/shown` },
      {
        method: 'POST' as const,
        url: `/api/node/v1/signing/${theirs.id}/send-code`,
        payload: { channel: 'sms' },
      },
      { method: 'GET' as const, url: `/api/node/v1/signing/${theirs.id}/evidence` },
      { method: 'GET' as const, url: '/api/node/v1/signing/00000000-0000-0000-0000-000000000000' },
    ]) {
      const response = await t.app.inject({ ...request, cookies: mine.cookies });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json().errors).toEqual([{ code: 'NOT_FOUND', message: 'Commande introuvable.' }]);
    }
    const signed = await signWith(t.app, { ...theirs, cookies: mine.cookies }, '123456');
    expect(signed.statusCode).toBe(404);
  });

  it('texts a 6-digit code through the outbox, stores only its hash, and waits 60 s before another', async () => {
    const order = await submittedOrder(t.app);
    const sent = await sendCode(t.app, order, 'sms');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.code).toEqual({
      channel: 'sms',
      sentTo: '06 •• •• •• 78',
      expiresAt: new Date(now.getTime() + 600_000).toISOString(),
      resendAvailableAt: new Date(now.getTime() + 60_000).toISOString(),
      attemptsLeft: 5,
    });
    const code = await latestCode(t.database.db, PHONE, order);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, PHONE), eq(outboxMessages.purpose, 'signing-code')))
      .orderBy(outboxMessages.createdAt);
    expect(message?.channel).toBe('sms');
    const [stored] = await t.database.db
      .select()
      .from(signingCodes)
      .where(eq(signingCodes.orderId, order.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(sent.body).not.toContain(code);

    advance(45_000);
    const tooSoon = await sendCode(t.app, order, 'email');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    expect(tooSoon.json()).toEqual({
      errors: [
        {
          code: 'SIGNING_CODE_COOLDOWN',
          message: 'Un code vient de vous être envoyé. Vous pourrez en demander un nouveau dans 15 s.',
        },
      ],
      notifications: [],
      data: { resendAvailableAt: new Date(now.getTime() + 15_000).toISOString() },
    });
    advance(15_000);
    const byEmail = await sendCode(t.app, order, 'email');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.code).toMatchObject({ channel: 'email', sentTo: 'j•••@example.fr' });
  });

  it('locks the code after 5 wrong tries: the right code is then refused until a new one is sent', async () => {
    const order = await submittedOrder(t.app);
    const code = await freshCode(order);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signWith(t.app, order, wrongCodeFor(code));
      answers.push([response.statusCode, response.json().errors[0].code, response.json().errors[0].message]);
    }
    expect(answers).toEqual([
      [400, 'SIGNING_CODE_WRONG', 'Code incorrect. Il vous reste 4 essais.'],
      [400, 'SIGNING_CODE_WRONG', 'Code incorrect. Il vous reste 3 essais.'],
      [400, 'SIGNING_CODE_WRONG', 'Code incorrect. Il vous reste 2 essais.'],
      [400, 'SIGNING_CODE_WRONG', 'Code incorrect. Il vous reste 1 essai.'],
      [423, 'SIGNING_CODE_LOCKED', 'Trop d’essais. Demandez un nouveau code.'],
    ]);
    const right = await signWith(t.app, order, code);
    expect(right.statusCode).toBe(423);
    expect(right.json().errors[0].code).toBe('SIGNING_CODE_LOCKED');
    expect((await state(order)).json().data).toMatchObject({
      status: 'submitted',
      code: { attemptsLeft: 0 },
    });

    const next = await freshCode(order);
    const signed = await signWith(t.app, order, next);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'signed', signedAt: now.toISOString(), code: null });
  });

  it('refuses an expired code, then signs with a new one', async () => {
    const order = await submittedOrder(t.app);
    const code = await freshCode(order);
    advance(10 * 60_000);
    const expired = await signWith(t.app, order, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual([
      { code: 'SIGNING_CODE_EXPIRED', message: 'Ce code a expiré. Demandez un nouveau code.' },
    ]);
    const next = await freshCode(order);
    advance(10 * 60_000 - 1);
    expect((await signWith(t.app, order, next)).statusCode).toBe(200);
  });

  it('a code works once: reusing it does not sign again; retrying with the same key replays the signature', async () => {
    const order = await submittedOrder(t.app);
    const code = await freshCode(order);
    const key = newKey();
    const first = await signWith(t.app, order, code, key);
    expect(first.statusCode).toBe(200);
    const replay = await signWith(t.app, order, code, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    const reused = await signWith(t.app, order, code);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors).toEqual([
      { code: 'FORBIDDEN_TRANSITION', message: 'Seule une commande prête à signer peut être signée.' },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(signingCodes)
      .where(eq(signingCodes.orderId, order.id));
    expect(stored?.usedAt).toEqual(now);
    expect((await eventTypes(order)).filter((type) => type === 'signed')).toHaveLength(1);
  });

  it('a code sent for another order does not sign this one', async () => {
    const first = await submittedOrder(t.app);
    const second = await submittedOrder(t.app);
    const firstCode = await freshCode(first);
    const secondCode = await freshCode(second);
    // Codes are bound to their order: even the same six digits would not match (HMAC over the order id).
    const response = await signWith(
      t.app,
      first,
      secondCode === firstCode ? wrongCodeFor(firstCode) : secondCode,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      code: 'SIGNING_CODE_WRONG',
      message: 'Code incorrect. Il vous reste 4 essais.',
    });
    expect((await signWith(t.app, second, secondCode)).statusCode).toBe(200);
  });

  it('asks for a code first, an Idempotency-Key, and exactly 6 digits', async () => {
    const order = await submittedOrder(t.app);
    const missing = await signWith(t.app, order, '123456');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { code: 'SIGNING_CODE_MISSING', message: 'Demandez d’abord un code de signature.' },
    ]);
    const withoutKey = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/signing/${order.id}/sign`,
      cookies: order.cookies,
      payload: { code: '123456' },
    });
    expect(withoutKey.statusCode).toBe(400);
    expect(withoutKey.json().errors).toEqual([
      {
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        message: 'L’en-tête Idempotency-Key est obligatoire pour cette action.',
      },
    ]);
    const short = await signWith(t.app, order, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({
      message: 'Le code doit comporter 6 chiffres.',
      field: 'code',
    });
  });

  it('never signs a cancelled order or a draft (forbidden transitions)', async () => {
    const order = await submittedOrder(t.app);
    const code = await freshCode(order);
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/stop-process',
      cookies: order.cookies,
      payload: { orderId: order.id, reason: 'Je change d’avis' },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const cancelled = await signWith(t.app, order, code);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().errors).toEqual([
      { code: 'FORBIDDEN_TRANSITION', message: 'Seule une commande prête à signer peut être signée.' },
    ]);

    const draft = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const draftOrder = {
      id: draft.json().data.id,
      reference: draft.json().data.reference,
      cookies: {
        [SESSION_COOKIES.webApp]: draft.cookies.find((c) => c.name === SESSION_COOKIES.webApp)
          ?.value as string,
      },
    };
    for (const response of [
      await signWith(t.app, draftOrder, '123456'),
      await sendCode(t.app, draftOrder),
      await state(draftOrder),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual([
        { code: 'ORDER_NOT_SUBMITTED', message: 'Terminez votre souscription avant de la signer.' },
      ]);
    }
  });
});
