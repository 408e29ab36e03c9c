import {
  isConfirmationLinkValid,
  NEWSLETTER_CONFIRMATION_DAYS,
  NEWSLETTER_CONSENT,
  NEWSLETTER_MESSAGES,
} from '@voltaire/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { OutboxService, OutgoingEmail } from '../outbox/outbox.service.js';
import { createUnsubscribeLinks, hashToken, newLinkToken } from './newsletter-links.js';
import { newsletterSubscriptions } from './newsletter-subscription.table.js';

/** A pending address asking again within this delay gets no second e-mail (no mail bombing through the form). */
const RESEND_AFTER_MS = 10 * 60_000;

export interface NewsletterServiceDeps {
  db: Database;
  clock: Clock;
  outbox: OutboxService;
  publicUrl: string;
  brandName: string;
  linkKey: string;
}

type Subscription = typeof newsletterSubscriptions.$inferSelect;

/**
 * The newsletter with double opt-in: subscribing only sends the confirmation link (7 days); the address
 * receives nothing else until it is confirmed. Each e-mail to a subscriber carries a one-click unsubscribe
 * (RFC 8058). The proof of consent (time, address, wording version) is kept with the subscription.
 */
export function createNewsletterService({
  db,
  clock,
  outbox,
  publicUrl,
  brandName,
  linkKey,
}: NewsletterServiceDeps) {
  const links = createUnsubscribeLinks(linkKey);
  const base = publicUrl.replace(/\/$/, '');

  /** Any e-mail to a confirmed subscriber: the unsubscribe link in the text and in the headers. */
  const subscriberEmail = (
    row: Subscription,
    purpose: string,
    subject: string,
    body: string[],
  ): OutgoingEmail => {
    const token = links.tokenFor(row.id);
    return {
      purpose,
      to: row.email,
      subject,
      text: [
        ...body,
        '',
        `Pour ne plus recevoir la lettre d’information : ${base}/newsletter/desinscription/${token}`,
      ].join('\n'),
      headers: {
        'List-Unsubscribe': `<${base}/api/node/v1/newsletter/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };

  return {
    /** Answers the same whatever the address's state, so the form tells nobody who is subscribed. */
    async subscribe(email: string, { ip, source }: { ip: string; source: string }): Promise<void> {
      const address = email.trim().toLowerCase();
      await db.transaction(async (tx) => {
        const now = clock.now();
        const [existing] = await tx
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, address))
          .for('update');
        if (existing?.status === 'confirmed') return;
        if (
          existing?.status === 'pending' &&
          existing.confirmationSentAt &&
          now.getTime() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MS
        ) {
          return;
        }
        const { token, hash } = newLinkToken();
        const consent = {
          status: 'pending' as const,
          consentedAt: now,
          source,
          consentIp: ip,
          consentTextVersion: NEWSLETTER_CONSENT.version,
          confirmationTokenHash: hash,
          confirmationSentAt: now,
          confirmedAt: null,
          confirmedIp: null,
          unsubscribedAt: null,
        };
        await tx
          .insert(newsletterSubscriptions)
          .values({ email: address, ...consent })
          .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: consent });
        await outbox.enqueueEmail(tx, {
          purpose: 'newsletter-confirmation',
          to: address,
          subject: `Confirmez votre inscription à la lettre d’information ${brandName}`,
          text: [
            'Bonjour,',
            '',
            `Pour recevoir la lettre d’information ${brandName}, confirmez votre adresse en ouvrant ce lien (valable ${NEWSLETTER_CONFIRMATION_DAYS} jours) :`,
            `${base}/newsletter/confirmation/${token}`,
            '',
            'Si vous n’avez rien demandé, ignorez ce message : vous ne recevrez rien.',
          ].join('\n'),
        });
      });
    },

    async confirm(token: string, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.confirmationTokenHash, hashToken(token)))
          .for('update');
        if (row?.status !== 'pending' || !row.confirmationSentAt) {
          throw new BusinessError('NEWSLETTER_LINK_INVALID', NEWSLETTER_MESSAGES.NEWSLETTER_LINK_INVALID);
        }
        const now = clock.now();
        if (!isConfirmationLinkValid(row.confirmationSentAt, now)) {
          throw new BusinessError('NEWSLETTER_LINK_EXPIRED', NEWSLETTER_MESSAGES.NEWSLETTER_LINK_EXPIRED);
        }
        const confirmed = {
          ...row,
          status: 'confirmed' as const,
          confirmedAt: now,
          confirmedIp: ip,
          confirmationTokenHash: null,
        };
        await tx
          .update(newsletterSubscriptions)
          .set(confirmed)
          .where(eq(newsletterSubscriptions.email, row.email));
        await outbox.enqueueEmail(
          tx,
          subscriberEmail(
            confirmed,
            'newsletter-welcome',
            `Bienvenue dans la lettre d’information ${brandName}`,
            [
              'Bonjour,',
              '',
              `Votre inscription est confirmée : vous recevrez la lettre d’information ${brandName}, une fois par mois au plus.`,
            ],
          ),
        );
      });
    },

    /** One click, from the e-mail client (RFC 8058) or our page; unsubscribing twice answers the same. */
    async unsubscribe(token: string): Promise<void> {
      const id = links.idOf(token);
      if (!id)
        throw new BusinessError(
          'NEWSLETTER_UNSUBSCRIBE_INVALID',
          NEWSLETTER_MESSAGES.NEWSLETTER_UNSUBSCRIBE_INVALID,
        );
      const now = clock.now();
      await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: now, confirmationTokenHash: null })
        .where(
          sql`${newsletterSubscriptions.id} = ${id} and ${newsletterSubscriptions.status} <> 'unsubscribed'`,
        );
    },

    /** Builds an e-mail for a confirmed subscriber, or undefined when the address may not be written to. */
    async emailTo(email: string, purpose: string, subject: string, body: string[]) {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
      return row?.status === 'confirmed' ? subscriberEmail(row, purpose, subject, body) : undefined;
    },

    /** RGPD export: the subscription and its proof of consent. */
    async exportFor(email: string) {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
      if (!row) return null;
      const { confirmationTokenHash: _, ...rest } = row;
      return {
        ...rest,
        consentText: NEWSLETTER_CONSENT.version === row.consentTextVersion ? NEWSLETTER_CONSENT.text : null,
      };
    },

    /** RGPD erasure: the subscription is deleted with its proof (the person withdrew everything). */
    async eraseFor(email: string): Promise<number> {
      const gone = await db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
        .returning({ email: newsletterSubscriptions.email });
      return gone.length;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
