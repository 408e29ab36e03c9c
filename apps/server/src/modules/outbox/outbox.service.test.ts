import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import { createOutboxService, OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox.service.js';
import { outboxMessages } from './outbox.tables.js';

const logger = pino({ level: 'silent' });

describe('outbox', () => {
  let database: DatabaseHandle;
  let now = new Date('2026-11-23T09:00:00Z');
  const clock = { now: () => now };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const statusOf = async (id: string) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

  it('keeps messages readable in the outbox when no transport is configured', async () => {
    const outbox = createOutboxService({ db: database.db, clock, logger });
    const id = await outbox.enqueueEmail(database.db, {
      purpose: 'resume-link',
      to: 'kept@example.fr',
      subject: 'Reprendre',
      text: 'Votre lien',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
    });
    expect((await statusOf(id))?.status).toBe('kept');
    expect(await outbox.deliverDue()).toBe(0);
    const [listed] = await outbox.list({ to: 'kept@example.fr' });
    expect(listed).toMatchObject({
      id,
      channel: 'email',
      purpose: 'resume-link',
      text: 'Votre lien',
      status: 'kept',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', size: 8 }],
    });
  });

  it('writes nothing when the business transaction rolls back', async () => {
    const outbox = createOutboxService({ db: database.db, clock, logger });
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.enqueueSms(tx, { purpose: 'signing-code', to: '+33600000001', text: 'Code' });
        throw new Error('business failure');
      }),
    ).rejects.toThrow('business failure');
    expect(await outbox.list({ to: '+33600000001' })).toEqual([]);
  });

  it('delivers due messages once, with their attachments', async () => {
    const sent: MailMessage[] = [];
    const outbox = createOutboxService({
      db: database.db,
      clock,
      logger,
      mailer: { send: async (message) => void sent.push(message), close: () => {} },
    });
    const id = await outbox.enqueueEmail(database.db, {
      purpose: 'order-confirmation',
      to: 'sent@example.fr',
      subject: 'Confirmation',
      text: 'Merci',
      attachments: [{ filename: 'c.pdf', contentType: 'application/pdf', content: Buffer.from([1, 2, 3]) }],
    });
    expect((await statusOf(id))?.status).toBe('pending');
    expect(await outbox.deliverDue()).toBe(1);
    expect(await outbox.deliverDue()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attachments?.[0]?.content).toEqual(Buffer.from([1, 2, 3]));
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: now });
  });

  it('retries a refused message later with a growing delay, then gives up', async () => {
    let fail = true;
    const outbox = createOutboxService({
      db: database.db,
      clock,
      logger,
      sms: {
        send: async () => {
          if (fail) throw new Error('gateway down');
        },
      },
    });
    const id = await outbox.enqueueSms(database.db, {
      purpose: 'signing-code',
      to: '+33600000002',
      text: 'x',
    });
    expect(await outbox.deliverDue()).toBe(0);
    expect(await statusOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'gateway down',
      nextAttemptAt: new Date(now.getTime() + 30_000),
    });
    // Not due yet: nothing is tried.
    expect(await outbox.deliverDue()).toBe(0);
    expect((await statusOf(id))?.attempts).toBe(1);

    now = new Date(now.getTime() + 30_000);
    fail = false;
    expect(await outbox.deliverDue()).toBe(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    fail = true;
    const doomed = await outbox.enqueueSms(database.db, { purpose: 'x', to: '+33600000003', text: 'x' });
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await outbox.deliverDue();
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await statusOf(doomed)).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
  });

  it('backs off 30 s, 1 min, 2 min… up to 6 h', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });

  it('never sends a message twice when two workers poll together', async () => {
    const sent: string[] = [];
    const mailer = {
      send: async (message: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.to);
      },
      close: () => {},
    };
    const first = createOutboxService({ db: database.db, clock, logger, mailer });
    const second = createOutboxService({ db: database.db, clock, logger, mailer });
    for (let index = 0; index < 10; index += 1) {
      await first.enqueueEmail(database.db, {
        purpose: 'race',
        to: `race${index}@example.fr`,
        subject: 's',
        text: 't',
      });
    }
    const [a, b] = await Promise.all([first.deliverDue(5), second.deliverDue(5)]);
    await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect((a ?? 0) + (b ?? 0)).toBeLessThanOrEqual(10);
    expect(sent.filter((to) => to.startsWith('race')).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `race${index}@example.fr`).sort(),
    );
  });
});
