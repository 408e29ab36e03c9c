import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toIsoDateInTimeZone } from '@voltaire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts.js';
import { seedDemoOrganisations } from '../src/seed/seed-demo-organisations.js';
import { loginAs } from './admin-session.js';
import { solvedCaptcha } from './multipart.js';
import { createTestApp, type TestApp } from './test-app.js';

const INTERNAL_KEY = 'cle-interne-back-office-0123456789';

describe('back office: promo and PIN codes, outbox, leads, RGPD requests', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  let address = 0;
  const today = toIsoDateInTimeZone(new Date());

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-bo-'));
    t = await createTestApp({
      config: { DATA_DIR: dataDir, CAPTCHA_MAX_NUMBER: 1_000, INTERNAL_API_KEY: INTERNAL_KEY },
    });
    await seedDemoOrganisations(t.database.db, { now: () => new Date() });
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    admin = await loginAs(t.app, 'admin@voltaire.demo');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      cookies: admin,
      remoteAddress: `10.66.0.${address++ % 250}`,
      ...(payload ? { payload } : {}),
    });
  const mailsTo = async (to: string) =>
    (await as('GET', `/api/node/v1/admin/outbox?to=${encodeURIComponent(to)}`)).json().data.messages;

  it('creates, edits and deactivates a promo code, refusing a duplicate', async () => {
    const promo = {
      code: 'ETE2025',
      label: 'Été 2025',
      effect: { kind: 'fixedAmount', cents: 3_000 },
      validFrom: today,
      validTo: '2099-12-31',
      globalLimit: 100,
      perCustomerLimit: 1,
    };
    const created = await as('POST', '/api/v2/admin/promo-codes', promo);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'ETE2025', uses: 0, active: true });
    const duplicate = await as('POST', '/api/v2/admin/promo-codes', promo);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors[0].message).toBe('Le code ETE2025 existe déjà.');
    const { code: _, ...rest } = promo;
    const edited = await as('PUT', '/api/v2/admin/promo-codes/ETE2025', { ...rest, globalLimit: 50 });
    expect(edited.json().data.globalLimit).toBe(50);
    const off = await as('POST', '/api/v2/admin/promo-codes/ETE2025/deactivate');
    expect(off.json().data).toMatchObject({ active: false });
    const check = await t.app.inject({ url: '/api/v2/is-code-promo-valid/ETE2025' });
    expect(JSON.stringify(check.json())).toContain('Ce code promo a expiré.');
  });

  it('saves PIN codes grouped by campaign', async () => {
    const pin = {
      code: 'PIN-SALON',
      campaign: 'salon-habitat',
      label: 'Salon de l’habitat',
      validFrom: today,
      validTo: '2099-01-01',
    };
    expect((await as('POST', '/api/v2/admin/pin-codes', pin)).statusCode).toBe(200);
    const list = (await as('GET', '/api/v2/admin/pin-codes')).json().data;
    expect(list.campaigns).toContainEqual({ campaign: 'salon-habitat', pins: 1, activePins: 1 });
    const bad = await as('POST', '/api/v2/admin/pin-codes', { ...pin, campaign: 'Salon Habitat' });
    expect(bad.json().errors[0].message).toBe(
      'Une campagne s’écrit en lettres, chiffres et tirets, sans espace',
    );
  });

  it('resends an outbox message as a new copy', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/sfdc/case-raw',
      headers: { 'x-internal-key': INTERNAL_KEY },
      payload: {
        Subject: 'Test',
        Description: 'Message',
        SuppliedName: 'Nina Roux',
        SuppliedEmail: 'nina@example.fr',
      },
    });
    const [original] = await mailsTo('nina@example.fr');
    const resent = await as('POST', `/api/node/v1/admin/outbox/${original.id}/resend`);
    expect(resent.statusCode).toBe(201);
    const messages = await mailsTo('nina@example.fr');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ subject: original.subject, text: original.text, status: 'kept' });
  });

  it('finds a lead, exports it as a file and erases it', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/private/lead-synch/save-lead',
      headers: { 'x-internal-key': INTERNAL_KEY },
      payload: {
        firstName: 'Hugo',
        lastName: 'Lefèvre',
        email: 'hugo.lefevre@example.fr',
        phone: '0612345678',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [lead] = (await as('GET', '/api/v2/admin/leads?q=lefèvre')).json().data.leads;
    expect(lead).toMatchObject({ email: 'hugo.lefevre@example.fr', anonymisedAt: null });
    const exported = await as('GET', `/api/v2/admin/leads/${lead.id}/export`);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="prospect-${lead.id}.json"`);
    expect(exported.json().lead.email).toBe('hugo.lefevre@example.fr');
    expect((await as('POST', `/api/v2/admin/leads/${lead.id}/erase`)).json().data).toEqual({
      leads: 1,
      cancelledBaskets: 0,
    });
    const [erased] = (await as('GET', '/api/v2/admin/leads?q='))
      .json()
      .data.leads.filter((row: { id: string }) => row.id === lead.id);
    expect(erased).toMatchObject({ email: null, lastName: null });
    expect(erased.anonymisedAt).not.toBeNull();
  });

  it('handles an RGPD export, then an erasure, only once the address is verified', async () => {
    const email = 'ines.garcia@example.fr';
    await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/sfdc/case-raw',
      headers: { 'x-internal-key': INTERNAL_KEY },
      payload: {
        Subject: 'Question',
        Description: 'Mon échéancier',
        SuppliedName: 'Inès Garcia',
        SuppliedEmail: email,
      },
    });
    const ask = async (kind: 'export' | 'erasure') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/node/v1/rgpd/requests',
        remoteAddress: `10.67.0.${address++ % 250}`,
        payload: { kind, firstName: 'Inès', lastName: 'Garcia', email, captcha: await solvedCaptcha(t.app) },
      });
      expect(response.statusCode, response.body).toBe(202);
      const link = (await mailsTo(email)).find(
        (mail: { purpose: string }) => mail.purpose === 'data-request-verification',
      );
      const token = /verification\/([^\s]+)/.exec(link.text)?.[1];
      const requests = (await as('GET', '/api/v2/admin/data-requests')).json().data;
      return { token, id: requests[0].id as string };
    };

    const exportRequest = await ask('export');
    const early = await as('POST', `/api/v2/admin/data-requests/${exportRequest.id}/handle`, {
      accept: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toBe(
      'Le demandeur n’a pas encore confirmé son adresse : la demande ne peut pas être traitée.',
    );
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/rgpd/requests/verify',
      payload: { token: exportRequest.token },
    });
    expect(verified.json().data).toEqual({ kind: 'export', answerWithinDays: 30 });
    const done = await as('POST', `/api/v2/admin/data-requests/${exportRequest.id}/handle`, { accept: true });
    expect(done.json().data).toMatchObject({ status: 'done', handledBy: 'admin@voltaire.demo' });
    const exportMail = (await mailsTo(email)).find(
      (mail: { purpose: string }) => mail.purpose === 'data-request-export',
    );
    expect(exportMail.attachments).toMatchObject([
      { filename: 'mes-donnees.json', contentType: 'application/json' },
    ]);

    const erasure = await ask('erasure');
    await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/rgpd/requests/verify',
      payload: { token: erasure.token },
    });
    const erased = await as('POST', `/api/v2/admin/data-requests/${erasure.id}/handle`, { accept: true });
    expect(erased.json().data.outcome).toBe(
      'Effacé : 0 prospect(s), 0 inscription(s) à la lettre d’information, 1 demande(s) au service client',
    );
    const inbox = (await as('GET', `/api/v2/admin/cases?q=${encodeURIComponent(email)}`)).json().data.cases;
    expect(inbox).toEqual([]);
  });
});
