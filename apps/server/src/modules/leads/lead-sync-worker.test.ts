import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRM_SYNC_MAX_ATTEMPTS } from '@voltaire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { type CrmClient, CrmDeliveryError, type CrmMessage } from '../../integrations/crm/crm-client.js';
import { createLeadsService, type LeadsService } from './leads.service.js';
import { leadSyncJobs, leads } from './leads.tables.js';

type Outcome = 'ok' | 'down' | 'refused';

/** A CRM that answers as scripted (then ok), recording what it received. */
function scriptedCrm(script: Outcome[] = []) {
  const received: CrmMessage[] = [];
  const crm: CrmClient = {
    async send(message) {
      received.push(message);
      const outcome = script.shift() ?? 'ok';
      if (outcome === 'down') throw new CrmDeliveryError('Le CRM a répondu 503', true);
      if (outcome === 'refused') throw new CrmDeliveryError('Le CRM a répondu 422', false);
      return { crmId: '00Q5g000001' };
    },
  };
  return { crm, received };
}

const T0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('the CRM sync worker', () => {
  let database: DatabaseHandle;
  let now: Date;
  const clock = { now: () => now };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    now = T0;
  });

  const service = (crm?: CrmClient, leaseMs = 60_000) =>
    createLeadsService({ db: database.db, clock, crm, syncLeaseMs: leaseMs });
  const newLead = async (leads: LeadsService, email: string) =>
    (await leads.saveLead({ email, channel: 'web' }, { sync: true })).lead.id;
  const jobsOf = (leadId: string) =>
    database.db
      .select()
      .from(leadSyncJobs)
      .where(eq(leadSyncJobs.leadId, leadId))
      .orderBy(leadSyncJobs.sequence);

  it('retries a CRM that is down with exponential backoff, then delivers and keeps the CRM id', async () => {
    const { crm, received } = scriptedCrm(['down', 'down', 'ok']);
    const leads = service(crm);
    const leadId = await newLead(leads, 'retry@example.fr');

    expect(await leads.syncDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await jobsOf(leadId))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at(30_000),
      claimedUntil: null,
      lastError: 'Le CRM a répondu 503',
    });
    // Not due yet: nothing is sent.
    now = at(29_999);
    expect(await leads.syncDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    now = at(30_000);
    expect(await leads.syncDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await jobsOf(leadId))[0]).toMatchObject({ attempts: 2, nextAttemptAt: at(90_000) });

    now = at(90_000);
    expect(await leads.syncDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await jobsOf(leadId))[0]).toMatchObject({
      status: 'sent',
      attempts: 3,
      sentAt: at(90_000),
      lastError: null,
    });
    expect(received.map((message) => message.messageId)).toEqual(Array(3).fill(received[0]?.messageId));
    expect(received[0]).toMatchObject({
      kind: 'upsert',
      leadId,
      crmId: null,
      lead: { Email: 'retry@example.fr' },
    });
    const info = await leads.info({ leadId });
    expect(info.lead.crmId).toBe('00Q5g000001');
    expect(info.sync).toMatchObject({ state: 'synced', lastSyncedAt: at(90_000).toISOString() });
  });

  it('gives up at once when the CRM refuses the message for good', async () => {
    const leads = service(scriptedCrm(['refused']).crm);
    const leadId = await newLead(leads, 'refused@example.fr');
    expect(await leads.syncDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await leads.info({ leadId })).sync).toMatchObject({
      state: 'failed',
      stateLabel: 'Échec de la synchronisation',
      lastError: 'Le CRM a répondu 422',
      failedJobs: 1,
    });
  });

  it(`gives up after ${CRM_SYNC_MAX_ATTEMPTS} attempts`, async () => {
    const { crm, received } = scriptedCrm(Array(20).fill('down'));
    const leads = service(crm);
    const leadId = await newLead(leads, 'down@example.fr');
    for (let attempt = 1; attempt <= CRM_SYNC_MAX_ATTEMPTS + 2; attempt += 1) {
      await leads.syncDue();
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    expect(received).toHaveLength(CRM_SYNC_MAX_ATTEMPTS);
    expect((await jobsOf(leadId))[0]).toMatchObject({
      status: 'failed',
      attempts: CRM_SYNC_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
  });

  it('sends a lead’s messages in order: a later one waits for the earlier one', async () => {
    const { crm, received } = scriptedCrm(['down']);
    const leads = service(crm);
    const leadId = await newLead(leads, 'ordre@example.fr');
    await leads.convertLead({ leadId });

    expect(await leads.syncDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await leads.syncDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received.map((message) => message.kind)).toEqual(['upsert']);

    now = at(30_000);
    expect(await leads.syncDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await leads.syncDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received.map((message) => message.kind)).toEqual(['upsert', 'upsert', 'conversion']);
    // The conversion goes out with the CRM id the first delivery returned.
    expect(received[2]).toMatchObject({ crmId: '00Q5g000001', lead: { Status: 'Closed - Converted' } });
  });

  it('synchro sends at once, backoff or not', async () => {
    const { crm, received } = scriptedCrm(['down']);
    const leads = service(crm);
    const leadId = await newLead(leads, 'maintenant@example.fr');
    await leads.syncDue();
    const { info, notifications } = await leads.syncNow({ leadId });
    expect(notifications).toEqual([]);
    expect(info.sync).toMatchObject({ state: 'synced', pendingJobs: 0 });
    expect(received).toHaveLength(2);
  });

  it('a message leased by an instance that stopped answering is taken over once the lease is over, and sent once', async () => {
    let release: () => void = () => undefined;
    const stuck: CrmClient = {
      send: () =>
        new Promise((resolve) => {
          release = () => resolve({});
        }),
    };
    const { crm, received } = scriptedCrm();
    const first = service(stuck, 10_000);
    const second = service(crm, 10_000);
    const leadId = await newLead(first, 'bail@example.fr');

    const stalled = first.syncDue();
    await vi.waitFor(async () => expect((await jobsOf(leadId))[0]?.claimedUntil).toEqual(at(10_000)), {
      timeout: 15_000,
    });
    expect(await second.syncDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    now = at(10_000);
    expect(await second.syncDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    release();
    await stalled;
    expect(received).toHaveLength(1);
    expect((await jobsOf(leadId))[0]).toMatchObject({ status: 'sent', attempts: 2, sentAt: at(10_000) });
  });

  it('without a CRM nothing is sent and messages stay pending; the worker only starts with a CRM and an interval', async () => {
    const withoutCrm = service();
    const leadId = await newLead(withoutCrm, 'attente@example.fr');
    expect(await withoutCrm.syncDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await jobsOf(leadId))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(withoutCrm.startSyncWorker(1_000)).toBeUndefined();
    expect(service(scriptedCrm().crm).startSyncWorker(0)).toBeUndefined();
  });
});

describe('the CRM worker in the app, against a loopback CRM', () => {
  const received: CrmMessage[] = [];
  let server: Server;
  let t: TestApp;
  const INTERNAL_KEY = 'internal-key-for-tests-0123456789abcdef';
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      // The first delivery meets a CRM in trouble.
      if (received.length === 1) return void response.writeHead(502).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"00Q-LOOPBACK"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      config: {
        INTERNAL_API_KEY: INTERNAL_KEY,
        CRM_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
        CRM_API_KEY: 'crm-test-key-0123456789',
        CRM_SYNC_INTERVAL_MS: 20,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const call = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/node/v1/private/lead-synch/${path}`,
      payload,
      headers: { 'x-internal-key': INTERNAL_KEY },
    });

  it('the request only queues; the worker started with the app delivers, and synchro sends a retry now', async () => {
    const saved = await call('save-lead-and-sync', { email: 'boucle@example.fr' });
    expect(saved.statusCode).toBe(200);
    const leadId = saved.json().data.lead.id as string;
    expect(saved.json().data.sync.state).toBe('pending');
    // The worker runs on its own timer: on a loaded machine its first round may take more than a second.
    await vi.waitFor(
      async () =>
        expect((await call('infos', { leadId })).json().data.sync.lastError).toBe('Le CRM a répondu 502'),
      { timeout: 15_000 },
    );
    // The 502 is retried 30 s later by the worker; synchro does not wait for it.
    const synchro = await call('synchro', { leadId });
    expect(synchro.json().notifications).toEqual([]);
    expect(synchro.json().data.sync).toMatchObject({ state: 'synced', pendingJobs: 0 });
    expect(synchro.json().data.lead.crmId).toBe('00Q-LOOPBACK');
    expect(received.map((message) => message.leadId)).toEqual([leadId, leadId]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two instances sending the CRM outbox on one PostgreSQL',
  () => {
    const handles: DatabaseHandle[] = [];
    afterEach(async () => {
      for (const handle of handles.splice(0).reverse()) await handle.close();
    });

    it('each message is sent exactly once, each lead’s in order', async () => {
      const first = await createTestDatabase();
      if (!first.url) throw new Error('the PostgreSQL test database exposes its url');
      const second = await openDatabase({ databaseUrl: first.url });
      handles.push(first, second);
      const clock = { now: () => T0 };
      const received: CrmMessage[] = [];
      const crm: CrmClient = {
        async send(message) {
          received.push(message);
          await new Promise((resolve) => setTimeout(resolve, 2));
          return {};
        },
      };
      const a = createLeadsService({ db: first.db, clock, crm });
      const b = createLeadsService({ db: second.db, clock, crm });
      const leadIds: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        const { lead } = await a.saveLead(
          { email: `prospect${i}@example.fr`, channel: 'web' },
          { sync: true },
        );
        await a.queueSync({ leadId: lead.id });
        leadIds.push(lead.id);
      }
      const jobs = await first.db.select().from(leadSyncJobs);
      expect(jobs).toHaveLength(80);

      for (let pass = 0; pass < 100; pass += 1) {
        const reports = await Promise.all([a.syncDue(7), b.syncDue(7), a.syncDue(7), b.syncDue(7)]);
        if (reports.every((report) => report.sent === 0)) break;
      }
      const sentIds = received.map((message) => message.messageId);
      expect(sentIds).toHaveLength(80);
      expect(new Set(sentIds).size).toBe(80);
      const rows = await first.db.select().from(leadSyncJobs);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      const sequenceOf = new Map(rows.map((row) => [row.id, row.sequence]));
      for (const leadId of leadIds) {
        const order = received
          .filter((message) => message.leadId === leadId)
          .map((m) => sequenceOf.get(m.messageId));
        expect(order).toEqual([...order].sort((x, y) => (x as number) - (y as number)));
      }
      expect(await first.db.select().from(leads)).toHaveLength(40);
    });
  },
);
