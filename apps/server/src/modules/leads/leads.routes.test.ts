import { MARKETING_CONSENT_TEXT } from '@voltaire/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { createLeadsService } from './leads.service.js';
import { cancelledBaskets, cancelledProposals, leadSyncJobs, leads } from './leads.tables.js';

const INTERNAL_KEY = 'internal-key-for-tests-0123456789abcdef';
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

const PRIVATE_CALLS = [
  'lead-synch/infos',
  'lead-synch/save-lead',
  'lead-synch/save-lead-and-sync',
  'lead-synch/synchro',
  'lead-synch/conversion',
  'lead-synch/sync-lead',
  'lead-synch/save-basket',
  'drupal/synch-and-save-lead',
].map((path) => `/api/node/v1/private/${path}`);

async function newOrder(app: FastifyInstance) {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
  const cookie = created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
  return { id: created.json().data.id as string, cookies: { [SESSION_COOKIES.webApp]: cookie } };
}

describe('leads and their CRM sync', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { INTERNAL_API_KEY: INTERNAL_KEY } });
    await seedDemoAccounts(t.database.db, clock);
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const call = (path: string, payload: unknown, key: string | null = INTERNAL_KEY) =>
    t.app.inject({
      method: 'POST',
      url: path.startsWith('/') ? path : `/api/node/v1/private/lead-synch/${path}`,
      payload: payload as object,
      headers: key ? { 'x-internal-key': key } : {},
    });
  const errorsOf = (response: { json(): { errors: { field?: string; message: string }[] } }) =>
    response.json().errors.map((error) => [error.field, error.message]);
  const saveStep = (order: { id: string; cookies: Record<string, string> }, step: string, data: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/session/save-point',
      cookies: order.cookies,
      payload: { orderId: order.id, step, data },
    });
  const jobsOf = (leadId: string) =>
    t.database.db
      .select()
      .from(leadSyncJobs)
      .where(eq(leadSyncJobs.leadId, leadId))
      .orderBy(leadSyncJobs.sequence);

  it.each(PRIVATE_CALLS)(
    '%s refuses a missing or wrong X-Internal-Key (403), before reading the body',
    async (url) => {
      for (const key of [null, 'not-the-internal-key-0123456789abcdef']) {
        const response = await call(url, { email: 'jeanne@example.fr' }, key);
        expect(response.statusCode).toBe(403);
        expect(response.json().errors).toEqual([
          { code: 'FORBIDDEN', message: 'Cet appel est réservé aux services internes de Voltaire.' },
        ]);
      }
    },
  );

  it('save-lead refuses bad contact details with French messages', async () => {
    const cases: [unknown, [string, string][]][] = [
      [{}, [['email', 'Indiquez au moins une adresse e-mail ou un numéro de téléphone.']]],
      [
        { firstName: 'Jeanne' },
        [['email', 'Indiquez au moins une adresse e-mail ou un numéro de téléphone.']],
      ],
      [{ email: 'jeanne@' }, [['email', 'Adresse e-mail invalide']]],
      [{ phone: '12345' }, [['phone', 'Numéro de téléphone invalide']]],
      [{ phone: '0612345678', lastName: 'Dup0nt' }, [['lastName', 'Format incorrect']]],
      [{ phone: '0612345678', channel: 'fax' }, [['channel', 'Canal de vente inconnu']]],
      [{ phone: '0612345678', leadId: '42' }, [['leadId', 'Identifiant de lead invalide']]],
      [{ phone: '0612345678', orderId: 'x' }, [['orderId', 'Identifiant de commande invalide']]],
      [
        { phone: '0612345678', marketingOptIn: 'oui' },
        [['marketingOptIn', 'L’accord de démarchage doit valoir true ou false.']],
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await call('save-lead', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorsOf(response)).toEqual(expected);
    }
  });

  it('save-lead creates a lead from a phone number with its consent proof, then updates it without syncing', async () => {
    const created = await call('save-lead', {
      phone: '+33 6 11 22 33 44',
      channel: 'telesales',
      marketingOptIn: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { lead, sync } = created.json().data;
    expect(lead).toMatchObject({
      status: 'open',
      channel: 'telesales',
      phone: '0611223344',
      email: null,
      marketingOptIn: true,
      marketingConsent: { text: MARKETING_CONSENT_TEXT, at: '2026-11-22T10:00:00.000Z' },
      lastContactAt: '2026-11-22T10:00:00.000Z',
    });
    expect(sync).toMatchObject({ state: 'none', stateLabel: 'Jamais synchronisé', pendingJobs: 0, jobs: [] });

    const updated = await call('save-lead', {
      leadId: lead.id,
      email: 'Paul.Martin@Example.fr',
      lastName: 'Martin',
    });
    expect(updated.json().data.lead).toMatchObject({
      id: lead.id,
      phone: '0611223344',
      email: 'paul.martin@example.fr',
      lastName: 'Martin',
      // No answer about the opt-in: the consent and its proof stay.
      marketingConsent: { text: MARKETING_CONSENT_TEXT },
    });
    expect(await jobsOf(lead.id)).toEqual([]);

    const infos = await call('infos', { leadId: lead.id });
    expect(infos.json().data.lead.email).toBe('paul.martin@example.fr');
  });

  it('save-lead answers 404 for an unknown lead or order', async () => {
    const unknownLead = await call('save-lead', {
      leadId: '00000000-0000-4000-8000-000000000000',
      phone: '0611223344',
    });
    expect(unknownLead.statusCode).toBe(404);
    expect(unknownLead.json().errors[0].message).toBe('Lead introuvable.');
    const unknownOrder = await call('save-lead', {
      orderId: '00000000-0000-4000-8000-000000000000',
      phone: '0611223344',
    });
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json().errors[0].message).toBe('Commande introuvable.');
    expect(await t.database.db.select().from(leads).where(eq(leads.phone, '0699999999'))).toEqual([]);
  });

  it.each(['save-lead-and-sync', '/api/node/v1/private/drupal/synch-and-save-lead'])(
    '%s saves the lead and queues one CRM message; without a CRM it stays pending, visible',
    async (path) => {
      const response = await call(path, { email: 'claire@example.fr', firstName: 'Claire' });
      expect(response.statusCode, response.body).toBe(200);
      const { lead, sync } = response.json().data;
      expect(sync).toMatchObject({
        state: 'pending',
        stateLabel: 'Synchronisation en attente',
        pendingJobs: 1,
      });
      expect(sync.jobs).toEqual([
        expect.objectContaining({ kind: 'upsert', status: 'pending', attempts: 0 }),
      ]);
      const [job] = await jobsOf(lead.id);
      expect(job?.payload).toMatchObject({
        lead: {
          Voltaire_Id__c: lead.id,
          Email: 'claire@example.fr',
          FirstName: 'Claire',
          Status: 'Open - Not Contacted',
        },
      });

      const synchro = await call('synchro', { leadId: lead.id });
      expect(synchro.statusCode).toBe(200);
      expect(synchro.json().notifications).toEqual([
        'Aucun CRM n’est configuré : la synchronisation reste en attente.',
      ]);
      // A message was already waiting: the call adds none.
      expect(synchro.json().data.sync).toMatchObject({ state: 'pending', pendingJobs: 1 });
    },
  );

  it('the calls about one lead need exactly one of leadId and orderId, and 404 an unknown one', async () => {
    for (const path of ['infos', 'synchro', 'conversion', 'sync-lead']) {
      for (const payload of [
        {},
        { leadId: '00000000-0000-4000-8000-000000000000', orderId: '00000000-0000-4000-8000-000000000000' },
      ]) {
        const response = await call(path, payload);
        expect(response.statusCode, path).toBe(400);
        expect(errorsOf(response)).toEqual([['leadId', 'Indiquez soit leadId, soit orderId.']]);
      }
      const missing = await call(path, { orderId: '00000000-0000-4000-8000-000000000000' });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().errors).toEqual([{ code: 'LEAD_NOT_FOUND', message: 'Lead introuvable.' }]);
    }
  });

  it('sync-lead queues a message; conversion converts once and tells the CRM once', async () => {
    const { lead } = (await call('save-lead', { email: 'marc@example.fr' })).json().data;
    expect((await call('sync-lead', { leadId: lead.id })).json().data.sync.pendingJobs).toBe(1);
    const converted = await call('conversion', { leadId: lead.id });
    expect(converted.json().data.lead.status).toBe('converted');
    expect((await call('conversion', { leadId: lead.id })).statusCode).toBe(200);
    expect((await jobsOf(lead.id)).map((job) => job.kind)).toEqual(['upsert', 'conversion']);
    expect((await jobsOf(lead.id))[1]?.payload).toMatchObject({ lead: { Status: 'Closed - Converted' } });
  });

  it('save-basket keeps a basket snapshot on the lead and queues a basket message; bad baskets are refused', async () => {
    const { lead } = (await call('save-lead', { email: 'lea@example.fr' })).json().data;
    const refused = await call('save-basket', {
      leadId: lead.id,
      basket: { bundleId: 'elec-fixe', products: [{ sku: 'BORNE-7KW', quantity: 0 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([
      ['basket.products.0.quantity', 'La quantité doit être comprise entre 1 et 99.'],
    ]);
    expect((await call('save-basket', { leadId: lead.id })).statusCode).toBe(400);

    const saved = await call('save-basket', {
      leadId: lead.id,
      basket: { bundleId: 'elec-fixe', products: [{ sku: 'BORNE-7KW', quantity: 1 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.lead.basket).toEqual({
      bundleId: 'elec-fixe',
      products: [{ sku: 'BORNE-7KW', quantity: 1 }],
    });
    const [job] = await jobsOf(lead.id);
    expect(job).toMatchObject({
      kind: 'basket',
      payload: { lead: { Panier__c: { bundleId: 'elec-fixe' } } },
    });
  });

  it('the holder step creates exactly one lead for the order, and saving it again updates that lead', async () => {
    const order = await newOrder(t.app);
    const first = await saveStep(order, 'holder', {
      ...VALID_STEPS.holder,
      marketingOptIn: true,
      marketingOptInProof: {
        wording: 'J’accepte les offres par e-mail.',
        answeredAt: '2026-11-22T09:59:58Z',
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const [optedIn] = await t.database.db.select().from(leads).where(eq(leads.orderId, order.id));
    expect(optedIn).toMatchObject({
      marketingOptIn: true,
      marketingOptInProofText: 'J’accepte les offres par e-mail.',
      marketingOptInAt: new Date('2026-11-22T10:00:00Z'),
    });
    const again = await saveStep(order, 'holder', { ...VALID_STEPS.holder, lastName: 'Durand' });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await t.database.db.select().from(leads).where(eq(leads.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'web',
      civility: 'Mme',
      firstName: 'Jeanne',
      lastName: 'Durand',
      email: 'jeanne.dupont@example.fr',
      phone: '0612345678',
      status: 'open',
      // Unticked the second time: the consent is withdrawn with its proof.
      marketingOptIn: false,
      marketingOptInProofText: null,
    });
    expect((await jobsOf(rows[0]?.id as string)).map((job) => job.kind)).toEqual(['upsert', 'upsert']);

    const byOrder = await call('infos', { orderId: order.id });
    expect(byOrder.json().data.lead.id).toBe(rows[0]?.id);
  });

  it('a refused holder step leaves no lead behind', async () => {
    const order = await newOrder(t.app);
    expect((await saveStep(order, 'holder', { ...VALID_STEPS.holder, email: 'jeanne@' })).statusCode).toBe(
      400,
    );
    expect(await t.database.db.select().from(leads).where(eq(leads.orderId, order.id))).toEqual([]);
  });

  it('stopping a journey records the cancelled basket with its reason and refused proposal, and abandons the lead', async () => {
    // A telesales agent's own order: the agent who stopped it is recorded.
    const agent = await loginAs(t.app, 'tlv@voltaire.demo');
    const created = await t.app.inject({ method: 'POST', url: '/api/v2/order', payload: {}, cookies: agent });
    const order = { id: created.json().data.id as string, cookies: agent };
    await saveStep(order, 'situation', VALID_STEPS.situation);
    await saveStep(order, 'holder', VALID_STEPS.holder);

    const refusal = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/stop-process',
      cookies: order.cookies,
      payload: { orderId: order.id, reason: 'Trop cher', reasonForRefusal: 'Pas intéressé' },
    });
    expect(refusal.statusCode).toBe(400);
    expect(errorsOf(refusal)).toEqual([['newBundle', 'Indiquez l’offre proposée qui a été refusée.']]);

    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/stop-process',
      cookies: agent,
      payload: {
        orderId: order.id,
        reason: 'Trop cher',
        newBundle: 'elec-verte',
        reasonForRefusal: 'Pas intéressé par l’option verte',
      },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.status).toBe('cancelled');

    const [lead] = await t.database.db.select().from(leads).where(eq(leads.orderId, order.id));
    const baskets = await t.database.db
      .select()
      .from(cancelledBaskets)
      .where(eq(cancelledBaskets.orderId, order.id));
    expect(baskets).toEqual([
      expect.objectContaining({
        leadId: lead?.id,
        bundleId: VALID_STEPS.situation.offerId,
        reason: 'Trop cher',
        parcoursType: 'subscription',
        agentId: 'tlv@voltaire.demo',
      }),
    ]);
    const proposals = await t.database.db
      .select()
      .from(cancelledProposals)
      .where(eq(cancelledProposals.cancelledBasketId, baskets[0]?.id as string));
    expect(proposals).toEqual([
      expect.objectContaining({
        newBundle: 'elec-verte',
        reasonForRefusal: 'Pas intéressé par l’option verte',
      }),
    ]);
    expect(lead?.status).toBe('cancelled');
    const jobs = await jobsOf(lead?.id as string);
    expect(jobs.at(-1)).toMatchObject({
      kind: 'basket',
      payload: {
        lead: { Status: 'Closed - Not Converted' },
        cancelledBasket: {
          bundleId: VALID_STEPS.situation.offerId,
          reason: 'Trop cher',
          parcoursType: 'subscription',
          agentId: 'tlv@voltaire.demo',
          proposal: { newBundle: 'elec-verte', reasonForRefusal: 'Pas intéressé par l’option verte' },
        },
      },
    });
  });

  it.each(['/api/v3/abandon-from-web', '/api/v2/session/stop'])(
    '%s records a cancelled basket even before any lead exists',
    async (url) => {
      const order = await newOrder(t.app);
      const stopped = await t.app.inject({
        method: 'POST',
        url,
        cookies: order.cookies,
        payload: { orderId: order.id, reason: 'Je reviendrai plus tard' },
      });
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(
        await t.database.db.select().from(cancelledBaskets).where(eq(cancelledBaskets.orderId, order.id)),
      ).toEqual([
        expect.objectContaining({
          leadId: null,
          bundleId: null,
          reason: 'Je reviendrai plus tard',
          agentId: null,
        }),
      ]);
    },
  );

  it('a stop refused (someone else’s order) records nothing', async () => {
    const order = await newOrder(t.app);
    const stranger = await newOrder(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/stop',
      cookies: stranger.cookies,
      payload: { orderId: order.id, reason: 'Pas moi' },
    });
    expect(response.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(cancelledBaskets).where(eq(cancelledBaskets.orderId, order.id)),
    ).toEqual([]);
  });

  it('synchro-info tells the session its order’s lead sync state, and 404s anyone else', async () => {
    const order = await newOrder(t.app);
    const before = await t.app.inject({
      url: `/api/v3/synchro-info?orderId=${order.id}`,
      cookies: order.cookies,
    });
    expect(before.json().data).toEqual({
      orderId: order.id,
      leadId: null,
      leadStatus: null,
      state: 'none',
      stateLabel: 'Jamais synchronisé',
      lastSyncedAt: null,
    });
    await saveStep(order, 'holder', VALID_STEPS.holder);
    const after = await t.app.inject({
      url: `/api/v3/synchro-info?orderId=${order.id}`,
      cookies: order.cookies,
    });
    expect(after.json().data).toMatchObject({ leadStatus: 'open', state: 'pending' });
    expect(after.body).not.toContain('jeanne');

    const stranger = await newOrder(t.app);
    for (const cookies of [stranger.cookies, {}]) {
      const foreign = await t.app.inject({ url: `/api/v3/synchro-info?orderId=${order.id}`, cookies });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().errors[0].message).toBe('Commande introuvable.');
    }
    const noOrder = await t.app.inject({ url: '/api/v3/synchro-info', cookies: order.cookies });
    expect(noOrder.statusCode).toBe(400);
    expect(errorsOf(noOrder)).toEqual([['orderId', 'Indiquez la commande']]);
  });

  it('mappings-info/Lead is public: the CRM field of each lead field, personal ones flagged', async () => {
    const response = await t.app.inject({ url: '/api/v2/mappings-info/Lead' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { object, fields, statuses } = response.json().data;
    expect(object).toBe('Lead');
    expect(fields).toContainEqual({
      field: 'email',
      crmField: 'Email',
      label: 'Adresse e-mail',
      type: 'string',
      personal: true,
    });
    expect(statuses).toEqual({
      open: 'Open - Not Contacted',
      converted: 'Closed - Converted',
      cancelled: 'Closed - Not Converted',
    });
  });

  it('an anonymised lead can no longer be changed (409)', async () => {
    const { lead } = (await call('save-lead', { email: 'ancien@example.fr' })).json().data;
    const service = createLeadsService({ db: t.database.db, clock });
    await service.anonymiseExpired(new Date('2030-01-01T00:00:00Z'));
    for (const path of ['conversion', 'sync-lead', 'synchro']) {
      const response = await call(path, { leadId: lead.id });
      expect(response.statusCode, path).toBe(409);
      expect(response.json().errors).toEqual([
        { code: 'LEAD_ANONYMISED', message: 'Ce lead a été anonymisé : il ne peut plus être modifié.' },
      ]);
    }
    const infos = await call('infos', { leadId: lead.id });
    expect(infos.json().data.lead).toMatchObject({ email: null, anonymisedAt: '2030-01-01T00:00:00.000Z' });
  });
});
