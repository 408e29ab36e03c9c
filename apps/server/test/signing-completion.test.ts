import { PromoCodeSchema } from '@voltaire/domain';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { leads } from '../src/modules/leads/leads.tables.js';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { createPromoService } from '../src/modules/promo/promo.service.js';
import { promoRedemptions } from '../src/modules/promo/promo.tables.js';
import { contracts, signingDocuments } from '../src/modules/signing/signing.tables.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts.js';
import { loginAs } from './admin-session.js';
import { complete, EMAIL, newKey, signedOrder, submittedOrder, type TestOrder } from './signing-helpers.js';
import { createTestApp, type TestApp, testConfig } from './test-app.js';

let now = new Date('2026-11-24T10:00:00Z');
const clock = { now: () => now };
const INTERNAL_KEY = 'cle-interne-de-test-0123456789abcdef';

describe('completing a signed order, its thank-you page and withdrawal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { INTERNAL_API_KEY: INTERNAL_KEY } });
    await seedCatalogue(t.database.db);
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    await createPromoService({ db: t.database.db, clock }).savePromo(
      PromoCodeSchema.parse({
        code: 'BIENVENUE',
        label: '10 % sur le kWh',
        effect: { kind: 'percentOnKwh', percent: 10 },
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        globalLimit: 1_000,
        perCustomerLimit: null,
      }),
    );
  });
  afterAll(() => t.close());

  const confirmationEmails = (order: TestOrder) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'order-confirmation'),
          like(outboxMessages.subject, `%${order.reference}%`),
        ),
      );
  const promoStatus = async (order: TestOrder) =>
    (await t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, order.id))).map(
      (row) => row.status,
    );
  const orderStatus = async (order: TestOrder) =>
    (await t.app.inject({ method: 'GET', url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json()
      .data.status;
  const withdrawalToken = async (order: TestOrder) => {
    const [email] = await confirmationEmails(order);
    return email?.text.match(/\/retractation\/([A-Za-z0-9_-]+)/)?.[1] as string;
  };

  it('refuses to complete an order that is not signed, and asks for an Idempotency-Key', async () => {
    const order = await submittedOrder(t.app);
    const unsigned = await complete(t.app, order);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().errors).toEqual([
      { code: 'ORDER_NOT_SIGNED', message: 'Signez votre contrat avant de finaliser la souscription.' },
    ]);
    expect(await orderStatus(order)).toBe('submitted');
    const withoutKey = await t.app.inject({
      method: 'POST',
      url: '/api/v2/order/complete',
      cookies: order.cookies,
      payload: { orderId: order.id },
    });
    expect(withoutKey.statusCode).toBe(400);
    expect(withoutKey.json().errors[0].code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('completes in one go: contract stored, promo confirmed, lead converted, e-mail with the signed PDF and a withdrawal link', async () => {
    const order = await signedOrder(t.app, t.database.db, { promoCode: 'BIENVENUE' });
    expect(await promoStatus(order)).toEqual(['reserved']);
    const response = await complete(t.app, order);
    expect(response.statusCode, response.body).toBe(200);
    const confirmation = {
      orderId: order.id,
      reference: order.reference,
      status: 'completed',
      offerName: 'Électricité Fixe',
      startDate: '2027-01-15',
      emailMasked: 'j•••@example.fr',
      nextSteps: [
        'Votre contrat signé vous a été envoyé par e-mail (j•••@example.fr) : gardez-le, il fait foi.',
        'Nous nous occupons de tout : votre ancien contrat sera résilié automatiquement, sans coupure ni intervention chez vous.',
        'Votre fourniture démarrera le 15/01/2027.',
        'Chaque prélèvement vous sera annoncé au moins 14 jours à l’avance.',
      ],
      withdrawal: {
        deadline: '2026-12-08',
        explanation:
          'Vous pouvez vous rétracter sans donner de motif jusqu’au 08/12/2026 inclus : utilisez le lien reçu dans l’e-mail de confirmation, ou renvoyez-nous le formulaire de rétractation joint à votre contrat.',
      },
      documentUrl: `/api/node/v1/signing/${order.id}/document.pdf`,
    };
    expect(response.json()).toEqual({ errors: [], notifications: [], data: confirmation });

    expect(await orderStatus(order)).toBe('completed');
    expect(await promoStatus(order)).toEqual(['confirmed']);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.orderId, order.id));
    expect(lead?.status).toBe('converted');
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.orderId, order.id));
    expect(contract).toMatchObject({
      reference: order.reference,
      withdrawalDeadline: '2026-12-08',
      withdrawnAt: null,
    });

    const emails = await confirmationEmails(order);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.recipient).toBe(EMAIL);
    const token = await withdrawalToken(order);
    expect(token).toHaveLength(43);
    expect(contract?.withdrawalTokenHash).not.toContain(token);
    const [signed] = await t.database.db
      .select()
      .from(signingDocuments)
      .where(and(eq(signingDocuments.orderId, order.id), eq(signingDocuments.kind, 'signed')));
    expect(email?.attachments).toEqual([
      {
        filename: `contrat-${order.reference}.pdf`,
        contentType: 'application/pdf',
        contentBase64: signed?.bytes.toString('base64'),
      },
    ]);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v2/converted/${order.id}`,
      cookies: order.cookies,
    });
    expect(page.json().data).toEqual(confirmation);
    // The offer change has its own thank-you page: a subscription is not one.
    const offerChangePage = await t.app.inject({
      method: 'GET',
      url: `/api/node/v1/changement-offre/remerciement?orderId=${order.id}`,
      cookies: order.cookies,
    });
    expect(offerChangePage.statusCode).toBe(404);
    const stranger = await submittedOrder(t.app);
    const notYours = await t.app.inject({
      method: 'GET',
      url: `/api/v2/converted/${order.id}`,
      cookies: stranger.cookies,
    });
    expect(notYours.statusCode).toBe(404);
    const notCompleted = await t.app.inject({
      method: 'GET',
      url: `/api/v2/converted/${stranger.id}`,
      cookies: stranger.cookies,
    });
    expect(notCompleted.statusCode).toBe(409);
    expect(notCompleted.json().errors[0].message).toBe('Cette commande n’est pas encore finalisée.');

    // A second click (new key) on a completed order shows the same page and changes nothing.
    const again = await complete(t.app, order);
    expect(again.json().data).toEqual(confirmation);
    expect(await confirmationEmails(order)).toHaveLength(1);
  });

  it('lets the customer withdraw within 14 days from the e-mail’s link: cancelled, promo released', async () => {
    const order = await signedOrder(t.app, t.database.db, { promoCode: 'BIENVENUE' });
    await complete(t.app, order);
    const token = await withdrawalToken(order);
    now = new Date('2026-12-08T22:00:00Z');
    const info = await t.app.inject({ method: 'GET', url: `/api/node/v1/subscription/withdrawal/${token}` });
    expect(info.json().data).toEqual({
      reference: order.reference,
      offerName: 'Électricité Fixe',
      deadline: '2026-12-08',
      withdrawable: true,
      status: 'completed',
      withdrawnAt: null,
    });
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/subscription/withdrawal/${token}`,
      payload: { confirm: false },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors[0].message).toBe('Confirmez votre rétractation.');

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/subscription/withdrawal/${token}`,
      payload: { confirm: true },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toEqual({
      reference: order.reference,
      status: 'cancelled',
      withdrawnAt: '2026-12-08T22:00:00.000Z',
    });
    expect(await orderStatus(order)).toBe('cancelled');
    expect(await promoStatus(order)).toEqual(['released']);
    const [acknowledgement] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'withdrawal-confirmation'),
          like(outboxMessages.subject, `%${order.reference}%`),
        ),
      );
    expect(acknowledgement?.text).toContain('Votre commande est annulée.');

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/subscription/withdrawal/${token}`,
      payload: { confirm: true },
    });
    expect(twice.json().data).toEqual(withdrawn.json().data);
    const thanks = await t.app.inject({
      method: 'GET',
      url: `/api/v2/converted/${order.id}`,
      cookies: order.cookies,
    });
    expect(thanks.statusCode).toBe(409);
    expect(thanks.json().errors[0].message).toBe('Cette commande a été annulée.');
    now = new Date('2026-11-24T10:00:00Z');
  });

  it('refuses a withdrawal after the deadline, and an unknown link', async () => {
    const order = await signedOrder(t.app, t.database.db);
    await complete(t.app, order);
    const token = await withdrawalToken(order);
    now = new Date('2026-12-08T23:00:00Z');
    const info = await t.app.inject({ method: 'GET', url: `/api/node/v1/subscription/withdrawal/${token}` });
    expect(info.json().data.withdrawable).toBe(false);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/subscription/withdrawal/${token}`,
      payload: { confirm: true },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual([
      {
        code: 'WITHDRAWAL_PERIOD_OVER',
        message: 'Le délai de rétractation est dépassé : il courait jusqu’au 08/12/2026 inclus.',
      },
    ]);
    expect(await orderStatus(order)).toBe('completed');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/node/v1/subscription/withdrawal/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('Ce lien de rétractation n’est pas valide.');
    now = new Date('2026-11-24T10:00:00Z');
  });

  it('re-sends a signing link for the agent who sold it, an admin or a back-office service, and nobody else', async () => {
    const order = await submittedOrder(t.app);
    const force = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/node/v1/private/lead-synch/force-signing-docusign',
        headers,
        cookies,
        payload: { orderId: order.id, channel: 'email' },
      });
    expect((await force({})).statusCode).toBe(401);
    expect((await force({}, await loginAs(t.app, 'partenaire@voltaire.demo'))).statusCode).toBe(403);
    expect((await force({ 'x-internal-key': 'mauvaise-cle-mauvaise-cle-mauvaise' })).statusCode).toBe(403);
    // An agent may send links for their own sales only: a web customer's order is not theirs.
    expect((await force({}, await loginAs(t.app, 'tlv@voltaire.demo'))).statusCode).toBe(404);

    const byAdmin = await force({}, await loginAs(t.app, 'admin@voltaire.demo'));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data).toEqual({
      orderId: order.id,
      reference: order.reference,
      link: {
        channel: 'email',
        sentTo: 'j•••@example.fr',
        sentAt: now.toISOString(),
        openedAt: null,
        expiresAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      },
    });
    expect((await force({ 'x-internal-key': INTERNAL_KEY })).statusCode).toBe(200);
    const requests = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.purpose, 'signing-request'), like(outboxMessages.text, `%${order.reference}%`)),
      );
    expect(requests).toHaveLength(2);
    expect(requests[0]?.text).toMatch(/\/signature\/lien\/[A-Za-z0-9_-]{43} /);

    const signed = await signedOrder(t.app, t.database.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/private/lead-synch/force-signing-docusign',
      headers: { 'x-internal-key': INTERNAL_KEY },
      payload: { orderId: signed.id, channel: 'sms' },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('lists the versioned contract templates for admins and internal services', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/docusign/templates' })).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v3/docusign/templates',
      headers: { 'x-internal-key': INTERNAL_KEY },
    });
    expect(listed.statusCode).toBe(200);
    const templates = listed.json().data.templates;
    expect(templates).toHaveLength(6);
    expect(templates[0]).toEqual({
      id: 'elec-web',
      energy: 'electricity',
      channel: 'web',
      version: '2026-02',
      versionId: 'elec-web@2026-02',
      title: 'Contrat de fourniture d’électricité',
      generalTermsVersion: 'CGV-2026-01',
    });
    const admin = await loginAs(t.app, 'admin@voltaire.demo');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v3/docusign/templates', cookies: admin })).statusCode,
    ).toBe(200);
  });
});

/**
 * One key, 100 requests, 20 at a time (through two app instances on PostgreSQL): exactly one
 * completion. A duplicate arriving while the first still runs is told so (409) and, retried as the
 * client does, receives the stored answer; every final answer is identical.
 */
describe('complete replayed 100 times with one Idempotency-Key', () => {
  let t: TestApp;
  const instances: FastifyInstance[] = [];
  const extra: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedCatalogue(t.database.db);
    instances.push(t.app);
    const url = (t.database as { url?: string }).url;
    if (url) {
      const second = await openDatabase({ databaseUrl: url });
      const app = await buildApp({ config: testConfig(), database: second, clock });
      instances.push(app);
      extra.push(app, second);
    }
  });
  afterAll(async () => {
    for (const handle of extra) await handle.close();
    await t.close();
  });

  it('gives one completed order, one e-mail, and the same answer to every retry', async () => {
    const order = await signedOrder(t.app, t.database.db);
    const key = newKey();
    let inProgressAnswers = 0;
    const completeUntilAnswered = async (app: FastifyInstance) => {
      for (;;) {
        const response = await complete(app, order, key);
        if (response.statusCode !== 409 || response.json().errors[0].code !== 'IDEMPOTENCY_IN_PROGRESS')
          return response;
        inProgressAnswers += 1;
        // The client's retry: the same key, a moment later.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const responses = [];
    for (let wave = 0; wave < 5; wave += 1) {
      responses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            completeUntilAnswered(instances[i % instances.length] as FastifyInstance),
          ),
        )),
      );
    }
    expect(responses).toHaveLength(100);
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    // Same content; the stored copy comes back from jsonb, whose key order differs from the first answer's.
    for (const response of responses) expect(response.json()).toEqual(responses[0]?.json());
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'false')).toHaveLength(
      1,
    );
    expect(responses[0]?.json().data).toMatchObject({ orderId: order.id, status: 'completed' });
    expect(await t.database.db.select().from(contracts).where(eq(contracts.orderId, order.id))).toHaveLength(
      1,
    );
    const emails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'order-confirmation'),
          like(outboxMessages.subject, `%${order.reference}%`),
        ),
      );
    expect(emails).toHaveLength(1);
    // How often a duplicate met the first request still running (none on PGlite, which serialises everything).
    console.info(`complete ×100: ${inProgressAnswers} « in progress » answers retried`);
  }, 120_000);
});
