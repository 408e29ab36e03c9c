import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { postToCrm } from '../../integrations/crm/http-crm-client.js';
import { noVirusScanner } from '../../integrations/virus-scan/virus-scanner.js';
import { createOutboxService } from '../outbox/outbox.service.js';
import { createAttachmentStore } from './attachment-store.js';
import { createAttachmentsService } from './attachments.service.js';
import { createCaseCrmSync } from './case-crm-sync.js';
import { createCasesService } from './cases.service.js';
import { caseCrmJobs } from './cases.tables.js';

/** A CRM on loopback that is down (503) until told otherwise, and records what it received. */
function fakeCrm() {
  const received: { idempotencyKey: string; body: Record<string, unknown> }[] = [];
  const state = { down: true };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.down) {
        response.writeHead(503).end();
        return;
      }
      received.push({
        idempotencyKey: String(request.headers['idempotency-key']),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"500Sf00000CASE1"}');
    });
  });
  return { server, received, state };
}

describe('a case survives a CRM outage and is sent once when it returns', () => {
  let t: TestApp;
  let dataDir: string;
  const crm = fakeCrm();
  let url: string;
  let now = new Date('2025-06-02T09:00:00Z');
  const clock = { now: () => now };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-crm-'));
    t = await createTestApp();
    await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/cases`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => crm.server.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the message pending while the CRM is down, sends it once it is back, never twice', async () => {
    const { db } = t.database;
    const logger = t.app.log;
    const attachments = createAttachmentsService({
      db,
      clock,
      store: createAttachmentStore(dataDir),
      scanner: noVirusScanner,
      logger,
    });
    const cases = createCasesService({
      db,
      clock,
      outbox: createOutboxService({ db, clock, logger }),
      attachments,
      brandName: 'Voltaire Énergie',
    });
    const sync = createCaseCrmSync({
      db,
      clock,
      leaseMs: 10_000,
      logger,
      crm: {
        send: (id, payload) =>
          postToCrm({ url, apiKey: 'cle-crm-0123456789abcdef', timeoutMs: 2_000 }, id, payload),
      },
    });
    const opened = await cases.open({
      channel: 'web',
      fields: {
        themeId: 'autre',
        civility: 'M.',
        firstName: 'Paul',
        lastName: 'Durand',
        email: 'paul.durand@example.fr',
        phone: '',
        customerReference: '',
        deliveryPointId: '',
        zipCode: '',
        city: '',
        inseeCode: '',
        message: 'Bonjour, une question sur mon échéancier.',
        attachmentIds: [],
      },
    });

    expect(await sync.syncDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await db.select().from(caseCrmJobs).where(eq(caseCrmJobs.caseId, opened.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Le CRM a répondu 503' });
    expect(await sync.syncDue(), 'not due before its backoff').toEqual({ sent: 0, retried: 0, failed: 0 });

    crm.state.down = false;
    now = new Date(now.getTime() + 31_000);
    expect(await sync.syncDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    now = new Date(now.getTime() + 3_600_000);
    expect(await sync.syncDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(crm.received).toHaveLength(1);
    expect(crm.received[0]?.idempotencyKey).toBe(waiting?.id);
    expect(crm.received[0]?.body).toMatchObject({
      CaseNumber: opened.number,
      SuppliedEmail: 'paul.durand@example.fr',
      Subject: `Autre demande – ${opened.number}`,
    });
    const detail = await cases.get(opened.id);
    expect(detail.crm).toMatchObject({ state: 'sent', crmId: '500Sf00000CASE1' });
  });
});
