import { createHash, randomBytes } from 'node:crypto';
import {
  confirmationNextSteps,
  formatFrenchDate,
  maskEmail,
  type OrderKind,
  type OrderView,
  type StoredPayment,
  toIsoDateInTimeZone,
  WITHDRAWAL_MESSAGES,
  withdrawalExplanation,
  withdrawalWindow,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { type ContractRow, completionRepository as repository } from './completion.repository.js';
import { journeyOf } from './contract-input.js';
import { evidenceLog } from './evidence-log.js';
import type { SigningService } from './signing.service.js';
import { documentUrl } from './signing-state.js';
import type { Supplier } from './supplier.js';

/** The lead of an order becomes a customer (leads module), in the completion's transaction. */
export interface LeadConversion {
  convert(tx: DbExecutor, orderId: string): Promise<void>;
}

/** The contract a completed order becomes (customers module), in the completion's transaction. */
export interface ContractRecorder {
  recordCompletion(
    tx: DbExecutor,
    completed: { order: OrderView; payment: StoredPayment; offerName: string; signedAt: Date },
  ): Promise<unknown>;
  recordWithdrawal(tx: DbExecutor, orderId: string): Promise<void>;
}

export interface CompletionServiceDeps {
  db: Database;
  clock: Clock;
  orders: OrdersService;
  signing: SigningService;
  outbox: OutboxService;
  leads: LeadConversion;
  contracts: ContractRecorder;
  supplier: Supplier;
  publicUrl: string;
  /** What needs the withdrawal committed first (a move's termination cancelled at the grid operator). */
  afterWithdrawal?: () => Promise<void>;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The thank-you page: built from the stored contract only, so every replay gives the same answer. */
export function confirmationOf(row: ContractRow) {
  return {
    orderId: row.orderId,
    reference: row.reference,
    status: 'completed' as const,
    offerName: row.offerName,
    startDate: row.startDate,
    emailMasked: row.emailMasked,
    nextSteps: confirmationNextSteps({
      kind: row.supplyKind,
      startDate: row.startDate,
      emailMasked: row.emailMasked,
    }),
    withdrawal: {
      deadline: row.withdrawalDeadline,
      explanation: withdrawalExplanation(row.withdrawalDeadline),
    },
    documentUrl: documentUrl(row.orderId),
  };
}
export type Confirmation = ReturnType<typeof confirmationOf>;

/** The confirmation e-mail's subject and first sentence, by what was signed. */
const CONFIRMATION_WORDING = {
  subscription: {
    subject: (reference: string) => `Votre souscription ${reference} est confirmée`,
    sentence: (offer: string) => `votre souscription à l’offre « ${offer} » est confirmée`,
  },
  offerChange: {
    subject: (reference: string) => `Votre changement d’offre ${reference} est confirmé`,
    sentence: (offer: string) => `votre changement pour l’offre « ${offer} » est confirmé`,
  },
  moving: {
    subject: (reference: string) => `Votre déménagement ${reference} est confirmé`,
    sentence: (offer: string) => `votre contrat « ${offer} » pour votre nouveau logement est confirmé`,
  },
} as const satisfies Record<OrderKind, unknown>;

const LINK_UNKNOWN = () => new BusinessError('WITHDRAWAL_LINK_UNKNOWN', WITHDRAWAL_MESSAGES.linkUnknown);

export function createCompletionService(deps: CompletionServiceDeps) {
  const { db, clock, orders, signing, outbox, leads, contracts: contractRecorder, supplier } = deps;
  const link = (path: string) => `${deps.publicUrl.replace(/\/$/, '')}${path}`;

  return {
    /**
     * Signed → completed, in the caller's transaction: the contract stored, the promo use confirmed,
     * the lead converted (and queued for the CRM), the confirmation e-mail queued with the signed PDF
     * and a withdrawal link. An order already completed answers its confirmation again, with no effect.
     */
    async complete(tx: DbExecutor, orderId: string, ownerHash: string): Promise<Confirmation> {
      const now = clock.now();
      const order = await orders.lockForSigning(tx, orderId, ownerHash);
      if (order.status === 'completed') {
        const existing = await repository.findByOrder(tx, orderId);
        if (existing) return confirmationOf(existing);
      }
      if (order.status === 'draft' || order.status === 'submitted') {
        throw new BusinessError(
          'ORDER_NOT_SIGNED',
          'Signez votre contrat avant de finaliser la souscription.',
        );
      }
      // Cancelled or anything else the state machine refuses: only a signed order completes.
      await orders.advanceSigning(tx, orderId, 'complete');
      const signedDocument = await signing.signedDocument(tx, orderId);
      const generated = await evidenceLog.latestOfType(tx, orderId, 'document-generated');
      if (!signedDocument || !generated) {
        throw new Error(`signed order ${orderId} without its signed document`);
      }
      const { holder, situation } = journeyOf(order);
      const { deadline } = withdrawalWindow(signedDocument.createdAt, now);
      const token = randomBytes(32).toString('base64url');
      const row: ContractRow = {
        orderId,
        reference: order.reference,
        offerName: String(generated.data.offerName),
        supplyKind: situation.kind,
        startDate: situation.startDate,
        emailMasked: maskEmail(holder.email),
        signedAt: signedDocument.createdAt,
        withdrawalDeadline: deadline,
        withdrawalTokenHash: tokenHash(token),
        completedAt: now,
        withdrawnAt: null,
      };
      await repository.insert(tx, row);
      const payment = await orders.storedPaymentWithin(tx, orderId);
      if (!payment) throw new Error(`completed order ${orderId} without its payment`);
      await contractRecorder.recordCompletion(tx, {
        order,
        payment,
        offerName: row.offerName,
        signedAt: signedDocument.createdAt,
      });
      await leads.convert(tx, orderId);
      const confirmation = confirmationOf(row);
      await outbox.enqueueEmail(tx, {
        purpose: 'order-confirmation',
        to: holder.email,
        subject: CONFIRMATION_WORDING[order.kind].subject(order.reference),
        text: [
          `Bonjour ${holder.firstName} ${holder.lastName},`,
          '',
          `Merci pour votre confiance : ${CONFIRMATION_WORDING[order.kind].sentence(row.offerName)} (commande ${order.reference}). Votre contrat signé est joint à cet e-mail.`,
          '',
          ...confirmation.nextSteps.slice(1).map((step) => `- ${step}`),
          '',
          `Droit de rétractation : vous pouvez vous rétracter sans motif jusqu’au ${formatFrenchDate(deadline)} inclus, en un clic depuis ce lien :`,
          link(`/retractation/${token}`),
          '',
          supplier.name,
        ].join('\n'),
        attachments: [
          {
            filename: `contrat-${order.reference}.pdf`,
            contentType: 'application/pdf',
            content: signedDocument.bytes,
          },
        ],
      });
      return confirmation;
    },

    /** The thank-you page of a completed order (converted/{id}, remerciement). */
    async confirmation(orderId: string, ownerHash: string): Promise<Confirmation> {
      const order = await orders.get(orderId, ownerHash);
      const row = order.status === 'completed' ? await repository.findByOrder(db, orderId) : undefined;
      if (!row) {
        throw new BusinessError(
          'ORDER_NOT_COMPLETED',
          order.status === 'cancelled'
            ? 'Cette commande a été annulée.'
            : 'Cette commande n’est pas encore finalisée.',
        );
      }
      return confirmationOf(row);
    },

    /** What the withdrawal page shows for the link of the confirmation e-mail. */
    async withdrawalInfo(token: string) {
      const row = await repository.findByWithdrawalTokenHash(db, tokenHash(token));
      if (!row) throw LINK_UNKNOWN();
      const { isOpen } = withdrawalWindow(row.signedAt, clock.now());
      return {
        reference: row.reference,
        offerName: row.offerName,
        deadline: row.withdrawalDeadline,
        withdrawable: isOpen && !row.withdrawnAt,
        status: row.withdrawnAt ? ('cancelled' as const) : ('completed' as const),
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      };
    },

    /** Withdrawal within 14 days: the order is cancelled, its promo use released, an acknowledgement e-mailed. */
    async withdraw(token: string) {
      const withdrawn = await db.transaction(async (tx) => {
        const now = clock.now();
        const row = await repository.findByWithdrawalTokenHash(tx, tokenHash(token), { lock: true });
        if (!row) throw LINK_UNKNOWN();
        if (row.withdrawnAt) {
          return {
            reference: row.reference,
            status: 'cancelled' as const,
            withdrawnAt: row.withdrawnAt.toISOString(),
          };
        }
        const { isOpen, deadline } = withdrawalWindow(row.signedAt, now);
        if (!isOpen) throw new BusinessError('WITHDRAWAL_PERIOD_OVER', WITHDRAWAL_MESSAGES.expired(deadline));
        const order = await orders.lockForSigning(tx, row.orderId);
        await orders.advanceSigning(tx, row.orderId, 'withdraw');
        await contractRecorder.recordWithdrawal(tx, row.orderId);
        await repository.markWithdrawn(tx, row.orderId, now);
        if (order.customerEmail) {
          await outbox.enqueueEmail(tx, {
            purpose: 'withdrawal-confirmation',
            to: order.customerEmail,
            subject: `Votre rétractation — commande ${row.reference}`,
            text: `Bonjour,\n\nNous avons bien reçu le ${formatFrenchDate(toIsoDateInTimeZone(now))} votre rétractation du contrat ${row.reference} (offre « ${row.offerName} »). Votre commande est annulée. Si votre fourniture avait déjà commencé à votre demande, seule l’énergie consommée jusqu’à ce jour vous sera facturée.\n\n${supplier.name}`,
          });
        }
        return { reference: row.reference, status: 'cancelled' as const, withdrawnAt: now.toISOString() };
      });
      await deps.afterWithdrawal?.();
      return withdrawn;
    },
  };
}

export type CompletionService = ReturnType<typeof createCompletionService>;
