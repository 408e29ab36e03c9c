import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { createOutboxService } from './outbox.service.js';

describe('GET /api/node/v1/admin/outbox', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let agent: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    agent = await loginAs(t.app, 'tlv@voltaire.demo');
    const outbox = createOutboxService({
      db: t.database.db,
      clock: { now: () => new Date() },
      logger: t.app.log,
    });
    await outbox.enqueueEmail(t.database.db, {
      purpose: 'resume-link',
      to: 'reader@example.fr',
      subject: 'Reprendre votre souscription',
      text: 'Lien : http://localhost/reprise/abc',
    });
    await outbox.enqueueSms(t.database.db, {
      purpose: 'signing-code',
      to: '+33612345678',
      text: 'Code : 123456',
    });
  });
  afterAll(() => t.close());

  const list = (query: string, cookies?: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/node/v1/admin/outbox${query}`,
      ...(cookies ? { cookies } : {}),
    });

  it('lists the messages of one recipient and purpose for an admin', async () => {
    const response = await list('?to=reader@example.fr&purpose=resume-link', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.messages).toMatchObject([
      {
        channel: 'email',
        purpose: 'resume-link',
        to: 'reader@example.fr',
        subject: 'Reprendre votre souscription',
        text: 'Lien : http://localhost/reprise/abc',
        status: 'kept',
        attachments: [],
      },
    ]);
  });

  it('is refused to visitors and to non-admin staff', async () => {
    expect((await list('')).statusCode).toBe(401);
    const forbidden = await list('', agent);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0].message).toBe('Cette action est réservée aux administrateurs.');
  });

  it('answers bad filters with French messages', async () => {
    const response = await list('?purpose=Not%20Valid&limit=0', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'Objet de message invalide',
      'Au moins 1',
    ]);
  });
});
