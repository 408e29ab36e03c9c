import { CALL_CONSENT_MISSING_MESSAGE } from '@voltaire/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { loginAs } from './admin-session.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { latestCode, newKey, randomPdl } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

type Cookies = Record<string, string>;
type Response = Awaited<ReturnType<FastifyInstance['inject']>>;
let now = new Date('2026-11-25T09:00:00Z');
const clock = { now: () => now };

/** An agent's sale binds only when the customer signs, on their own device, from the link sent to them. */
describe('agent sales: the workspace, the call context and the signing link', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let telesales: Cookies;
  let comparison: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    app = t.app;
    await seedDemoData(t.database.db, clock);
    telesales = await loginAs(app, 'tlv@voltaire.demo');
    comparison = await loginAs(app, 'comparateur@voltaire.demo');
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookies: Cookies, payload?: unknown) =>
    app.inject({ method, url, cookies, ...(payload === undefined ? {} : { payload: payload as object }) });
  const webCookie = (response: { cookies: { name: string; value: string }[] }): Cookies => {
    const value = response.cookies.find(({ name }) => name === SESSION_COOKIES.webApp)?.value;
    return value ? { [SESSION_COOKIES.webApp]: value } : {};
  };

  /** A draft with every step saved, entered by the agent for `email`. */
  async function agentDraft(agent: Cookies, email: string): Promise<{ id: string; reference: string }> {
    const created = await inject('POST', '/api/v2/order', agent, {});
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data;
    const steps = {
      ...VALID_STEPS,
      deliveryPoint: { ...VALID_STEPS.deliveryPoint, point: { energy: 'electricity', id: randomPdl() } },
      holder: { ...VALID_STEPS.holder, email },
    };
    for (const [step, data] of Object.entries(steps)) {
      const saved = await inject('POST', '/api/v3/session/nextjs-save-point', agent, {
        orderId: order.id,
        step,
        data,
      });
      expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
    }
    return { id: order.id, reference: order.reference };
  }

  const sales = async (agent: Cookies, period = 'today') => {
    const response = await inject('GET', `/api/node/v1/agent/sales?period=${period}`, agent);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const statusOf = async (agent: Cookies, orderId: string) =>
    (await sales(agent)).sales.find((sale: { orderId: string }) => sale.orderId === orderId)?.status;

  async function linkTokenSentTo(email: string, reference: string): Promise<string> {
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, email),
          eq(outboxMessages.purpose, 'signing-request'),
          like(outboxMessages.text, `%${reference}%`),
        ),
      )
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const token = /\/signature\/lien\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (!token) throw new Error(`no signing link sent to ${email}`);
    return token;
  }

  it('a telesales sale needs an inbound call or a dated consent; the draft keeps everything meanwhile', async () => {
    const order = await agentDraft(telesales, 'sans.consentement@example.fr');
    const refused = await inject('POST', `/api/node/v1/agent/orders/${order.id}/signing-link`, telesales, {
      channel: 'email',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'CALL_CONSENT_REQUIRED',
      message: CALL_CONSENT_MISSING_MESSAGE,
    });
    const kept = await inject('GET', `/api/v3/command/${order.id}`, telesales);
    expect(kept.json().data).toMatchObject({
      status: 'draft',
      channel: 'telesales',
      agentId: 'tlv@voltaire.demo',
    });
    expect(kept.json().data.completedSteps).toHaveLength(6);

    const future = await inject('PUT', `/api/node/v1/agent/orders/${order.id}/call`, telesales, {
      direction: 'outbound',
      consentSource: 'webForm',
      consentDate: '2026-11-26',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors[0].message).toBe('La date du consentement ne peut pas être dans le futur.');
    const noSource = await inject('PUT', `/api/node/v1/agent/orders/${order.id}/call`, telesales, {
      direction: 'outbound',
      consentDate: '2026-11-20',
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().errors[0].message).toBe('Choisissez la source du consentement');

    const consent = await inject('PUT', `/api/node/v1/agent/orders/${order.id}/call`, telesales, {
      direction: 'outbound',
      consentSource: 'webForm',
      consentDate: '2026-11-20',
    });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json().data.journey.call).toEqual({
      direction: 'outbound',
      consentSource: 'webForm',
      consentDate: '2026-11-20',
    });
    const sent = await inject('POST', `/api/node/v1/agent/orders/${order.id}/signing-link`, telesales, {
      channel: 'sms',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.link).toMatchObject({ channel: 'sms', sentTo: '06 •• •• •• 78', openedAt: null });
  });

  it('the customer opens the link on their own device and signs; the agent follows sent → opened → signed', async () => {
    const email = 'client.tlv@example.fr';
    const order = await agentDraft(telesales, email);
    expect(await statusOf(telesales, order.id)).toBe('draft');
    await inject('PUT', `/api/node/v1/agent/orders/${order.id}/call`, telesales, { direction: 'inbound' });
    const sent = await inject('POST', `/api/node/v1/agent/orders/${order.id}/signing-link`, telesales, {
      channel: 'email',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await statusOf(telesales, order.id)).toBe('sent');
    const message = (await linkTokenSentTo(email, order.reference)) && order.reference;
    expect(message).toBe(order.reference);

    // Another browser: the customer's. Without the link the order is not theirs.
    const stranger = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const customer = webCookie(stranger);
    expect((await inject('GET', `/api/node/v1/signing/${order.id}`, customer)).statusCode).toBe(404);
    const opened = await inject('POST', '/api/node/v1/signing/links/open', customer, {
      token: await linkTokenSentTo(email, order.reference),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toEqual({ orderId: order.id });
    expect(await statusOf(telesales, order.id)).toBe('opened');

    const state = await inject('GET', `/api/node/v1/signing/${order.id}`, customer);
    expect(state.statusCode, state.body).toBe(200);
    // Read and sign only: the customer cannot change what the agent entered.
    const edit = await inject('POST', '/api/v3/session/nextjs-save-point', customer, {
      orderId: order.id,
      step: 'holder',
      data: { ...VALID_STEPS.holder, email },
    });
    expect(edit.statusCode).toBe(409);
    await inject('POST', `/api/node/v1/signing/${order.id}/shown`, customer);
    const codeSent = await inject('POST', `/api/node/v1/signing/${order.id}/send-code`, customer, {
      channel: 'email',
    });
    expect(codeSent.statusCode, codeSent.body).toBe(200);
    const signed = await app.inject({
      method: 'POST',
      url: `/api/node/v1/signing/${order.id}/sign`,
      cookies: customer,
      headers: { 'idempotency-key': newKey() },
      payload: { code: await latestCode(t.database.db, email, order) },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await statusOf(telesales, order.id)).toBe('signed');
    const today = await sales(telesales);
    expect(today.counts.signed).toBeGreaterThanOrEqual(1);
    expect((await sales(telesales, 'month')).sales.length).toBeGreaterThanOrEqual(today.sales.length);

    const evidence = await inject('GET', `/api/node/v1/signing/${order.id}/evidence`, customer);
    const types = evidence.json().data.events.map((event: { type: string }) => event.type);
    expect(types).toEqual(expect.arrayContaining(['signing-request-sent', 'signing-link-opened', 'signed']));
  });

  it('a link sent again replaces the previous one; a link expires after 7 days', async () => {
    // Early in the month, so that a week later the sale is still this month's.
    const today = now;
    now = new Date('2026-11-03T09:00:00Z');
    const agent = await loginAs(app, 'comparateur@voltaire.demo');
    const email = 'client.comparateur@example.fr';
    const order = await agentDraft(agent, email);
    const send = () =>
      inject('POST', `/api/node/v1/agent/orders/${order.id}/signing-link`, agent, { channel: 'email' });
    // Comparison sales start from the visitor's own request: no call context needed.
    expect((await send()).statusCode).toBe(200);
    const first = await linkTokenSentTo(email, order.reference);
    now = new Date(now.getTime() + 1_000);
    expect((await send()).statusCode).toBe(200);
    const second = await linkTokenSentTo(email, order.reference);
    expect(second).not.toBe(first);
    const open = (token: string) =>
      app.inject({ method: 'POST', url: '/api/node/v1/signing/links/open', payload: { token } });
    const replaced = await open(first);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().errors[0]).toEqual({
      code: 'SIGNING_LINK_INVALID',
      message: 'Ce lien de signature est invalide.',
    });
    expect((await open('pas-un-jeton')).statusCode).toBe(400);

    now = new Date(now.getTime() + 7 * 86_400_000 + 1_000);
    try {
      const expired = await open(second);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().errors[0].message).toBe(
        'Ce lien de signature a expiré. Demandez à votre conseiller de vous en envoyer un nouveau.',
      );
      // A session of the same agent a week later (the first one has long ended).
      const later = await loginAs(app, 'comparateur@voltaire.demo');
      const month = await sales(later, 'month');
      expect(month.sales.find((sale: { orderId: string }) => sale.orderId === order.id)?.status).toBe(
        'expired',
      );
    } finally {
      now = today;
    }
  });

  it('an agent sees and finds only their own sales; another channel’s agent gets 404', async () => {
    const order = await agentDraft(telesales, 'isabelle.martin@example.fr');
    const [byName, byPhone, byPoint, byOther] = (await Promise.all(
      ['Jeanne Dup', '06 12 34 56 78', order.reference, 'Dupont'].map((q, index) =>
        inject(
          'GET',
          `/api/node/v1/agent/search?q=${encodeURIComponent(q)}`,
          index === 3 ? comparison : telesales,
        ),
      ),
    )) as [Response, Response, Response, Response];
    for (const found of [byName, byPhone, byPoint]) {
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.matches.map((match: { id: string }) => match.id)).toContain(order.id);
    }
    expect(byName.json().data.matches[0]).toMatchObject({ kind: 'order', phone: '06 •• •• •• 78' });
    expect(byOther.json().data.matches.map((match: { id: string }) => match.id)).not.toContain(order.id);
    expect((await inject('GET', `/api/v3/command/${order.id}`, comparison)).statusCode).toBe(404);
    expect(
      (
        await inject('PUT', `/api/node/v1/agent/orders/${order.id}/call`, comparison, {
          direction: 'inbound',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject('POST', `/api/node/v1/agent/orders/${order.id}/signing-link`, comparison, {
          channel: 'sms',
        })
      ).statusCode,
    ).toBe(404);
    expect((await sales(comparison)).sales.map((sale: { orderId: string }) => sale.orderId)).not.toContain(
      order.id,
    );
    const short = await inject('GET', '/api/node/v1/agent/search?q=a', telesales);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('Saisissez au moins 2 caractères');
  });

  it('a call-back request from the site lands in the telesales queue; taking it opens a sale with its consent', async () => {
    const requested = await app.inject({
      method: 'POST',
      url: '/api/node/v1/callback-requests',
      payload: {
        firstName: 'Paul',
        lastName: 'Rappel',
        phone: '06 98 76 54 32',
        slot: 'morning',
        consent: true,
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const noConsent = await app.inject({
      method: 'POST',
      url: '/api/node/v1/callback-requests',
      payload: {
        firstName: 'Paul',
        lastName: 'Rappel',
        phone: '0698765432',
        slot: 'morning',
        consent: false,
      },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors[0].message).toBe('Cochez la case pour être rappelé(e)');

    const queue = await inject('GET', '/api/node/v1/agent/callbacks', telesales);
    expect(queue.statusCode, queue.body).toBe(200);
    const id = requested.json().data.id;
    expect(queue.json().data.callbacks.find((request: { id: string }) => request.id === id)).toMatchObject({
      firstName: 'Paul',
      status: 'pending',
    });
    expect((await inject('GET', '/api/node/v1/agent/callbacks', comparison)).statusCode).toBe(403);
    const found = await inject('GET', '/api/node/v1/agent/search?q=Rappel', telesales);
    expect(found.json().data.matches.find((match: { id: string }) => match.id === id)?.kind).toBe('callback');

    const taken = await inject('POST', `/api/node/v1/agent/callbacks/${id}/take`, telesales);
    expect(taken.statusCode, taken.body).toBe(200);
    const orderId = taken.json().data.orderId;
    const again = await inject('POST', `/api/node/v1/agent/callbacks/${id}/take`, telesales);
    expect(again.json().data.orderId).toBe(orderId);
    const order = (await inject('GET', `/api/v3/command/${orderId}`, telesales)).json().data;
    expect(order.journey.preset.holder).toEqual({
      firstName: 'Paul',
      lastName: 'Rappel',
      phone: '0698765432',
    });
    expect(order.journey.call).toEqual({
      direction: 'outbound',
      consentSource: 'callbackRequest',
      consentDate: '2026-11-25',
    });
  });

  it('refuses the workspace to anyone but an agent of a sales channel', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/node/v1/agent/sales' });
    expect(anonymous.statusCode).toBe(401);
    const partner = await inject(
      'GET',
      '/api/node/v1/agent/sales',
      await loginAs(app, 'partenaire@voltaire.demo'),
    );
    expect(partner.statusCode).toBe(403);
    expect(partner.json().errors[0].message).toBe(
      'L’espace conseiller est réservé aux conseillers des canaux de vente.',
    );
    const admin = await inject('GET', '/api/node/v1/agent/sales', await loginAs(app, 'admin@voltaire.demo'));
    expect(admin.statusCode).toBe(403);
    const badPeriod = await inject('GET', '/api/node/v1/agent/sales?period=year', telesales);
    expect(badPeriod.statusCode).toBe(400);
  });
});
