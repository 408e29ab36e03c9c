import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import type { MailAttachment, Mailer } from '../../integrations/mail/mailer.js';
import type { SmsSender } from '../../integrations/sms/sms-sender.js';
import { runEvery } from '../../jobs/run-every.js';
import { type OutboxChannel, type OutboxStatus, outboxMessages } from './outbox.tables.js';

export interface OutgoingEmail {
  /** What the message is for, e.g. `resume-link`, `signing-code`, `order-confirmation`. */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on newsletter e-mails (RFC 8058). */
  headers?: Record<string, string>;
}

export interface OutgoingSms {
  purpose: string;
  to: string;
  text: string;
}

type OutboxRow = typeof outboxMessages.$inferSelect;

export const OUTBOX_MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 6 * 3_600_000;

/** 30 s, 1 min, 2 min… capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);
}

export interface OutboxServiceDeps {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** SMTP when configured; without it e-mails are kept in the outbox. */
  mailer?: Mailer;
  /** The SMS gateway when configured; without it texts are kept in the outbox. */
  sms?: SmsSender;
}

/**
 * The transactional outbox: a message is written with the change it reports, so it exists exactly when
 * the change committed; a worker delivers it afterwards and retries, never holding up the customer.
 */
export function createOutboxService({ db, clock, logger, mailer, sms }: OutboxServiceDeps) {
  const hasTransport = (channel: OutboxChannel) => (channel === 'email' ? !!mailer : !!sms);

  const insert = async (
    tx: DbExecutor,
    message: Omit<
      OutboxRow,
      'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'createdAt' | 'sentAt'
    >,
  ): Promise<string> => {
    const now = clock.now();
    const id = randomUUID();
    await tx.insert(outboxMessages).values({
      ...message,
      id,
      status: hasTransport(message.channel) ? 'pending' : 'kept',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      sentAt: null,
    });
    return id;
  };

  const deliver = async (row: OutboxRow): Promise<void> => {
    if (row.channel === 'sms') {
      await sms?.send({ to: row.recipient, text: row.text });
      return;
    }
    await mailer?.send({
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      ...(Object.keys(row.headers).length > 0 ? { headers: row.headers } : {}),
      attachments: row.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
      })),
    });
  };

  return {
    enqueueEmail(tx: DbExecutor, email: OutgoingEmail): Promise<string> {
      return insert(tx, {
        channel: 'email',
        purpose: email.purpose,
        recipient: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        attachments: (email.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          contentBase64: attachment.content.toString('base64'),
        })),
        headers: email.headers ?? {},
      });
    },

    enqueueSms(tx: DbExecutor, message: OutgoingSms): Promise<string> {
      return insert(tx, {
        channel: 'sms',
        purpose: message.purpose,
        recipient: message.to,
        subject: null,
        text: message.text,
        html: null,
        attachments: [],
        headers: {},
      });
    },

    /**
     * Sends the messages that are due. Rows are claimed with `skip locked`, so several instances polling
     * together never send one message twice. Returns how many were sent.
     */
    async deliverDue(limit = 20): Promise<number> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const due = await tx
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
          .orderBy(outboxMessages.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        let sent = 0;
        for (const row of due) {
          const attempts = row.attempts + 1;
          try {
            await deliver(row);
            sent += 1;
            await tx
              .update(outboxMessages)
              .set({ status: 'sent', attempts, sentAt: clock.now(), lastError: null })
              .where(eq(outboxMessages.id, row.id));
          } catch (error) {
            const failed = attempts >= OUTBOX_MAX_ATTEMPTS;
            // The recipient is personal data: only the message id and purpose are logged.
            logger.warn({ messageId: row.id, purpose: row.purpose, attempts }, 'outbox delivery failed');
            await tx
              .update(outboxMessages)
              .set({
                status: failed ? 'failed' : 'pending',
                attempts,
                nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
                lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
              })
              .where(eq(outboxMessages.id, row.id));
          }
        }
        return sent;
      });
    },

    /** Newest first, for the admin screen and the end-to-end tests. */
    async list({
      to,
      purpose,
      status,
      limit = 50,
    }: {
      to?: string;
      purpose?: string;
      status?: OutboxStatus[];
      limit?: number;
    }) {
      const filters: SQL[] = [];
      if (to) filters.push(eq(outboxMessages.recipient, to));
      if (purpose) filters.push(eq(outboxMessages.purpose, purpose));
      if (status?.length) filters.push(inArray(outboxMessages.status, status));
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        purpose: row.purpose,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        status: row.status,
        attempts: row.attempts,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        lastError: row.lastError,
        headers: row.headers,
        attachments: row.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          size: Buffer.byteLength(attachment.contentBase64, 'base64'),
        })),
      }));
    },

    /**
     * « Renvoyer » from the back office: a new copy of a message, queued now (or kept without a transport);
     * the original stays as it was, for the record. Returns the copy's id, or undefined for an unknown id.
     */
    async resend(id: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id));
        if (!row) return undefined;
        return insert(tx, {
          channel: row.channel,
          purpose: row.purpose,
          recipient: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments,
          headers: row.headers,
        });
      });
    },

    /** Polls for due messages until stopped; only worth running when a transport is configured. */
    startWorker(intervalMs: number): () => Promise<void> {
      return runEvery(
        intervalMs,
        () => this.deliverDue(),
        (error) => logger.error({ err: error }, 'outbox worker failed'),
      );
    },

    get delivers(): boolean {
      return !!mailer || !!sms;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
