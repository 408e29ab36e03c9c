import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { multipartBody, SAMPLE_FILES } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { seedDemoOrganisations } from '../../seed/seed-demo-organisations.js';

describe('the back office case inbox', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  let caseId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltaire-inbox-'));
    t = await createTestApp({ config: { DATA_DIR: dataDir } });
    await seedDemoOrganisations(t.database.db, { now: () => new Date() });
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    const agent = await loginAs(t.app, 'tlv@voltaire.demo');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v2/attachment/post',
      ...multipartBody([{ filename: 'relevé.jpg', content: SAMPLE_FILES.jpeg }]),
    });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sales-platform/case/post',
      cookies: agent,
      payload: {
        themeId: 'compteur',
        civility: 'M.',
        firstName: 'Karim',
        lastName: 'Benali',
        email: 'karim.benali@example.fr',
        deliveryPointId: '12345678901234',
        message: 'Le compteur affiche un index plus bas que le relevé précédent.',
        attachmentIds: [uploaded.json().data.attachments[0].id],
      },
    });
    caseId = opened.json().data.id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, cookies = admin) =>
    t.app.inject({ method, url: `/api/v2/admin/cases${url}`, cookies, ...(payload ? { payload } : {}) });

  it('lists cases with their status counts, and finds one by name', async () => {
    const list = (await call('GET', '?q=benali')).json().data;
    expect(list.cases).toMatchObject([
      {
        id: caseId,
        status: 'new',
        customerName: 'Karim Benali',
        channel: 'salesPlatform',
        attachmentCount: 1,
      },
    ]);
    expect(list.counts).toEqual({ new: 1, inProgress: 0, answered: 0, closed: 0 });
    expect((await call('GET', '?status=closed')).json().data.cases).toEqual([]);
  });

  it('assigns, notes internally, replies by e-mail, and refuses a reply once closed', async () => {
    const assigned = await call('PATCH', `/${caseId}`, {
      status: 'inProgress',
      assignee: 'admin@voltaire.demo',
    });
    expect(assigned.json().data).toMatchObject({ status: 'inProgress', assignee: 'admin@voltaire.demo' });
    const noted = await call('POST', `/${caseId}/notes`, { text: 'Vérifier avec Enedis.' });
    expect(noted.json().data.notes).toMatchObject([
      { author: 'admin@voltaire.demo', text: 'Vérifier avec Enedis.' },
    ]);
    const replied = await call('POST', `/${caseId}/reply`, {
      text: 'Enedis corrigera le relevé sous 10 jours.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data.status).toBe('answered');
    const mail = (
      await t.app.inject({ url: '/api/node/v1/admin/outbox?purpose=case-reply', cookies: admin })
    ).json().data.messages[0];
    expect(mail).toMatchObject({ to: 'karim.benali@example.fr' });
    expect(mail.text).toContain('Bonjour Monsieur Benali,\n\nEnedis corrigera le relevé sous 10 jours.');
    expect(mail.text).not.toContain('Vérifier avec Enedis');

    await call('PATCH', `/${caseId}`, { status: 'closed' });
    const refused = await call('POST', `/${caseId}/reply`, { text: 'Encore un mot.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('Cette demande est clôturée : rouvrez-la pour répondre.');
    const wrongMove = await call('PATCH', `/${caseId}`, { status: 'answered' });
    expect(wrongMove.json().errors[0].message).toBe(
      'Une demande « Clôturée » ne peut pas passer à « Répondue ».',
    );
  });

  it('lets the admin download an attachment, never as a page', async () => {
    const detail = (await call('GET', `/${caseId}`)).json().data;
    const file = await call('GET', `/${caseId}/attachments/${detail.attachments[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="relev_.jpg"; filename*=UTF-8''relev%C3%A9.jpg`,
    );
    expect(file.rawPayload.equals(SAMPLE_FILES.jpeg)).toBe(true);
  });

  it('refuses anyone but an admin: 401 without a session, 403 for an agent', async () => {
    expect((await call('GET', '', undefined, {})).statusCode).toBe(401);
    const agent = await loginAs(t.app, 'tlv@voltaire.demo');
    const refused = await call('GET', `/${caseId}`, undefined, agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe('Cette action est réservée aux administrateurs.');
  });
});
