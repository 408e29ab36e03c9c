import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SigningChannel, SigningLink } from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { evidenceLog } from './evidence-log.js';
import { signingRepository } from './signing.repository.js';
import { destinationsOf } from './signing-destinations.js';
import { signingLinksRepository as repository } from './signing-links.repository.js';
import type { ClientContext } from './signing-state.js';
import type { Supplier } from './supplier.js';

const DAY_MS = 86_400_000;

export interface SigningLinksDeps {
  db: Database;
  clock: Clock;
  orders: Pick<OrdersService, 'lockForSigning'>;
  /** Lets the customer's session that opened a link read and sign its order (orders module). */
  grantSigner: (tx: DbExecutor, orderId: string, signerKey: string) => Promise<void>;
  outbox: OutboxService;
  supplier: Supplier;
  /** Links in messages start with it. */
  publicUrl: string;
  ttlDays: number;
}

/** A link sent, with its dates as dates: the agent's list tells sent, opened and expired from them. */
export interface SentLink {
  channel: SigningChannel;
  sentTo: string;
  sentAt: Date;
  openedAt: Date | null;
  expiresAt: Date;
}

const LINK_INVALID = () => new BusinessError('SIGNING_LINK_INVALID', 'Ce lien de signature est invalide.');
const LINK_EXPIRED = () =>
  new BusinessError(
    'SIGNING_LINK_EXPIRED',
    'Ce lien de signature a expiré. Demandez à votre conseiller de vous en envoyer un nouveau.',
  );
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const linkView = (link: SentLink): SigningLink => ({
  channel: link.channel,
  sentTo: link.sentTo,
  sentAt: link.sentAt.toISOString(),
  openedAt: link.openedAt?.toISOString() ?? null,
  expiresAt: link.expiresAt.toISOString(),
});

/**
 * The hand-over of a sale made by an agent: the customer receives a link, opens it on their own device and
 * signs there (the sale binds only then: Code de la consommation L221-16, and the 14-day withdrawal).
 */
export function createSigningLinksService(deps: SigningLinksDeps) {
  const { db, clock, orders, outbox, supplier } = deps;

  return {
    /**
     * Sends the link of an order ready to sign by SMS or e-mail; the previous links stop working. The caller
     * has checked who may ask (the agent who owns the order, an admin, an internal service).
     */
    async send(orderId: string, channel: SigningChannel, requestedBy: string) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const order = await orders.lockForSigning(tx, orderId);
        if (order.status !== 'submitted') {
          throw new BusinessError(
            'ORDER_NOT_SUBMITTED',
            'Seule une commande prête à signer peut recevoir une demande de signature.',
          );
        }
        await repository.revokeLiveOf(tx, orderId, now);
        const token = randomBytes(32).toString('base64url');
        const destination = destinationsOf(order)[channel];
        const sent: SentLink = {
          channel,
          sentTo: destination.masked,
          sentAt: now,
          openedAt: null,
          expiresAt: new Date(now.getTime() + deps.ttlDays * DAY_MS),
        };
        await repository.insert(tx, {
          id: randomUUID(),
          orderId,
          tokenHash: sha256(token),
          channel,
          destinationMasked: destination.masked,
          requestedBy,
          createdAt: now,
          expiresAt: sent.expiresAt,
        });
        const url = `${deps.publicUrl.replace(/\/$/, '')}/signature/lien/${token}`;
        const text = `${supplier.name} : votre contrat ${order.reference} est prêt. Lisez-le et signez-le en ligne : ${url} (lien valable ${deps.ttlDays} jour${deps.ttlDays > 1 ? 's' : ''}).`;
        if (channel === 'sms')
          await outbox.enqueueSms(tx, { purpose: 'signing-request', to: destination.to, text });
        else {
          await outbox.enqueueEmail(tx, {
            purpose: 'signing-request',
            to: destination.to,
            subject: `Votre contrat ${order.reference} est prêt à être signé`,
            text: [
              'Bonjour,',
              text,
              'Avant de signer, la page vous présente les informations précontractuelles (offre, prix, durée, conditions de résiliation) et votre contrat complet. Rien ne vous engage avant votre signature, faite avec un code à usage unique envoyé par SMS ou par e-mail.',
              'Après la signature, vous disposez de 14 jours pour vous rétracter, sans frais ni justification.',
              supplier.name,
            ].join('\n\n'),
          });
        }
        await evidenceLog.append(tx, orderId, 'signing-request-sent', now, {
          channel,
          destination: destination.masked,
          requestedBy,
        });
        return { orderId, reference: order.reference, link: linkView(sent) };
      });
    },

    /** The customer opens the link: their session may now read and sign the order. */
    async open(token: string, signerKey: string, client: ClientContext): Promise<{ orderId: string }> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const link = await repository.lockByTokenHash(tx, sha256(token));
        if (!link || link.revokedAt) throw LINK_INVALID();
        if (link.expiresAt <= now) throw LINK_EXPIRED();
        await orders.lockForSigning(tx, link.orderId);
        await deps.grantSigner(tx, link.orderId, signerKey);
        if (!link.openedAt) {
          await repository.markOpened(tx, link.id, now);
          await evidenceLog.append(tx, link.orderId, 'signing-link-opened', now, {
            channel: link.channel,
            ip: client.ip,
            userAgent: client.userAgent,
          });
        }
        return { orderId: link.orderId };
      });
    },

    /** The latest link of each order (revoked ones are replaced by it). */
    async latestOf(orderIds: readonly string[]): Promise<Map<string, SentLink>> {
      const latest = new Map<string, SentLink>();
      if (orderIds.length === 0) return latest;
      for (const row of await repository.listOfOrders(db, orderIds)) {
        if (latest.has(row.orderId)) continue;
        latest.set(row.orderId, {
          channel: row.channel,
          sentTo: row.destinationMasked,
          sentAt: row.createdAt,
          openedAt: row.openedAt,
          expiresAt: row.expiresAt,
        });
      }
      return latest;
    },

    /** When each of these orders was signed, for those that were. */
    signedAtOf: (orderIds: readonly string[]): Promise<Map<string, Date>> =>
      signingRepository.signedAtOf(db, orderIds),
  };
}

export type SigningLinksService = ReturnType<typeof createSigningLinksService>;
