import {
  CIVILITY_LABELS,
  type OrderStatus,
  resendAvailableAt,
  SIGNING_CODE_POLICY,
  type SigningState,
  transitionOrder,
} from '@voltaire/domain';
import type { DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { OrdersService } from '../orders/orders.service.js';
import { journeyOf } from './contract-input.js';
import { signingRepository as repository } from './signing.repository.js';
import { destinationsOf } from './signing-destinations.js';

/** Who is at the other end of a signing request: the evidence records it. */
export interface ClientContext {
  ip: string;
  userAgent: string;
}

/** The order as signing reads it, under its lock. */
export type SigningOrder = Awaited<ReturnType<OrdersService['lockForSigning']>>;

export type { SigningState };

export const isOrderId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export const documentUrl = (orderId: string) => `/api/node/v1/signing/${orderId}/document.pdf`;

export function refuseUnlessSignable(status: OrderStatus): void {
  if (status === 'submitted') return;
  if (status === 'draft') {
    throw new BusinessError('ORDER_NOT_SUBMITTED', 'Terminez votre souscription avant de la signer.');
  }
  const refusal = transitionOrder(status, 'sign');
  if (!refusal.ok) throw new BusinessError(refusal.code, refusal.message);
}

export function signerName(order: SigningOrder): string {
  const { holder } = journeyOf(order);
  return `${CIVILITY_LABELS[holder.civility]} ${holder.firstName} ${holder.lastName}`;
}

/** What the signing page shows. */
export async function signingStateOf(tx: DbExecutor, order: SigningOrder): Promise<SigningState> {
  const documents = await repository.documentSummariesOf(tx, order.id);
  const contract = documents.find((document) => document.kind === 'contract');
  const signed = documents.find((document) => document.kind === 'signed');
  const code = await repository.latestCode(tx, order.id);
  const destinations = destinationsOf(order);
  const { holder } = journeyOf(order);
  return {
    orderId: order.id,
    reference: order.reference,
    kind: order.kind,
    status: order.status,
    customerName: `${holder.firstName} ${holder.lastName}`,
    document: {
      url: documentUrl(order.id),
      sha256: contract?.sha256 ?? null,
      templateVersion: contract ? `${contract.templateId}@${contract.templateVersion}` : null,
    },
    destinations: (['sms', 'email'] as const).map((channel) => ({
      channel,
      masked: destinations[channel].masked,
    })),
    code:
      code && !code.usedAt
        ? {
            channel: code.channel,
            sentTo: code.destinationMasked,
            expiresAt: code.expiresAt.toISOString(),
            resendAvailableAt: resendAvailableAt(code.createdAt).toISOString(),
            attemptsLeft: Math.max(0, SIGNING_CODE_POLICY.maxAttempts - code.wrongAttempts),
          }
        : null,
    signedAt: signed?.createdAt.toISOString() ?? null,
  };
}
