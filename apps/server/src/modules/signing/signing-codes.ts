import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  canEvaluateCode,
  canSendCode,
  formatSigningCode,
  resendAvailableAt,
  SIGNING_CODE_POLICY,
  type SigningChannel,
  wrongCodeOutcome,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor, Transaction } from '../../db/database.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { journeyOf } from './contract-input.js';
import { evidenceLog } from './evidence-log.js';
import { onSiteContextOf } from './on-site-signing.service.js';
import { sealSignature } from './seal-signature.js';
import { signingRepository as repository } from './signing.repository.js';
import { destinationsOf } from './signing-destinations.js';
import {
  type ClientContext,
  refuseUnlessSignable,
  type SigningOrder,
  type SigningState,
  signerName,
  signingStateOf,
} from './signing-state.js';
import type { Supplier } from './supplier.js';

export interface SigningCodesDeps {
  db: Database;
  clock: Clock;
  orders: OrdersService;
  outbox: OutboxService;
  supplier: Supplier;
  /** Draws up the contract PDF if it is not yet (a code is only ever sent for a stored contract). */
  ensureContract: (orderId: string, ownerHash: string) => Promise<void>;
}

export type SignOutcome =
  | { ok: true; state: SigningState }
  | { ok: false; code: ErrorCode; message: string; evaluated: boolean };

export type SendCodeOutcome =
  | { ok: true; state: SigningState }
  | { ok: false; code: string; message: string; resendAvailableAt: string | null };

export interface SignInput {
  orderId: string;
  ownerHash: string;
  code: string;
  client: ClientContext;
}

/** HMAC-SHA256 keyed by the code's own random salt and bound to the order: a code fits one order only. */
const hashCode = (salt: string, orderId: string, code: string) =>
  createHmac('sha256', Buffer.from(salt, 'hex')).update(`${orderId}:${code}`).digest();

/** The code's text goes through the outbox, in the transaction that stores its hash. */
async function deliverCode(
  { outbox, supplier }: Pick<SigningCodesDeps, 'outbox' | 'supplier'>,
  tx: DbExecutor,
  order: SigningOrder,
  channel: SigningChannel,
  code: string,
): Promise<void> {
  const destination = destinationsOf(order)[channel];
  const text = `${supplier.name} : votre code de signature du contrat ${order.reference} est ${code}. Il expire dans 10 minutes. Ne le communiquez à personne, pas même à un conseiller.`;
  if (channel === 'sms') {
    await outbox.enqueueSms(tx, { purpose: 'signing-code', to: destination.to, text });
    return;
  }
  await outbox.enqueueEmail(tx, {
    purpose: 'signing-code',
    to: destination.to,
    subject: `Votre code de signature — commande ${order.reference}`,
    text: `Bonjour,\n\n${text}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n${supplier.name}`,
  });
}

/**
 * The one-time signing code (DECISIONS §1): 6 digits sent by SMS or e-mail through the outbox, stored
 * hashed, 10 minutes, 5 wrong tries, 100 failures an hour; the right code seals the signature.
 */
export function createSigningCodes({
  db,
  clock,
  orders,
  outbox,
  supplier,
  ensureContract,
}: SigningCodesDeps) {
  const failuresInLastHour = (tx: DbExecutor, orderId: string, now: Date) =>
    evidenceLog.failuresSince(tx, orderId, new Date(now.getTime() - SIGNING_CODE_POLICY.failureWindowMs));

  const sign = async (
    tx: Transaction,
    { orderId, ownerHash, code, client }: SignInput,
  ): Promise<SignOutcome> => {
    const now = clock.now();
    const order = await orders.lockForSigning(tx, orderId, ownerHash);
    refuseUnlessSignable(order.status);
    const current = await repository.latestCode(tx, orderId, { lock: true });
    const evaluable = canEvaluateCode(current, {
      now,
      failuresInLastHour: current ? await failuresInLastHour(tx, orderId, now) : 0,
    });
    if (!evaluable.ok || !current) {
      const refusal = evaluable.ok
        ? { code: 'SIGNING_CODE_MISSING' as const, message: 'Demandez d’abord un code de signature.' }
        : evaluable;
      return { ok: false, code: refusal.code, message: refusal.message, evaluated: false };
    }
    const matches = timingSafeEqual(
      hashCode(current.salt, orderId, code),
      Buffer.from(current.codeHash, 'hex'),
    );
    if (!matches) {
      const wrongAttempts = current.wrongAttempts + 1;
      await repository.updateCode(tx, current.id, { wrongAttempts });
      await evidenceLog.append(tx, orderId, 'code-rejected', now, {
        codeId: current.id,
        attempt: wrongAttempts,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      const outcome = wrongCodeOutcome(wrongAttempts);
      return { ok: false, code: outcome.code, message: outcome.message, evaluated: true };
    }

    // A code is only ever sent once the contract exists (`sendCode` draws it up first).
    const contract = await repository.findDocument(tx, orderId, 'contract');
    if (!contract) throw new Error(`order ${orderId} has a signing code but no contract`);
    await repository.updateCode(tx, current.id, { usedAt: now });
    await sealSignature(tx, {
      order: { id: orderId, reference: order.reference },
      signer: { name: signerName(order), birthDate: journeyOf(order).holder.birthDate },
      code: current,
      contract,
      client,
      signedAt: now,
      supplierName: supplier.name,
      saleContext: await onSiteContextOf(tx, orderId, ownerHash),
    });
    const signedOrder = { ...order, ...(await orders.advanceSigning(tx, orderId, 'sign')) };
    return { ok: true, state: await signingStateOf(tx, signedOrder) };
  };

  return {
    /** A new 6-digit code through the outbox, in the transaction that stores its hash. */
    async sendCode(
      orderId: string,
      ownerHash: string,
      channel: SigningChannel,
      client: ClientContext,
    ): Promise<SendCodeOutcome> {
      await ensureContract(orderId, ownerHash);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const order = await orders.lockForSigning(tx, orderId, ownerHash);
        refuseUnlessSignable(order.status);
        const previous = await repository.latestCode(tx, orderId);
        const allowed = canSendCode({
          lastSentAt: previous?.createdAt,
          now,
          failuresInLastHour: await failuresInLastHour(tx, orderId, now),
        });
        if (!allowed.ok) {
          return {
            ok: false as const,
            code: allowed.code,
            message: allowed.message,
            resendAvailableAt:
              allowed.code === 'SIGNING_CODE_COOLDOWN'
                ? (resendAvailableAt(previous?.createdAt)?.toISOString() ?? null)
                : null,
          };
        }
        const code = formatSigningCode(randomInt(0, 1_000_000));
        const salt = randomBytes(16).toString('hex');
        const destination = destinationsOf(order)[channel];
        const expiresAt = new Date(now.getTime() + SIGNING_CODE_POLICY.ttlMs);
        const codeId = randomUUID();
        await repository.insertCode(tx, {
          id: codeId,
          orderId,
          channel,
          destinationMasked: destination.masked,
          salt,
          codeHash: hashCode(salt, orderId, code).toString('hex'),
          expiresAt,
          wrongAttempts: 0,
          usedAt: null,
          createdAt: now,
        });
        await deliverCode({ outbox, supplier }, tx, order, channel, code);
        await evidenceLog.append(tx, orderId, 'code-sent', now, {
          codeId,
          channel,
          destination: destination.masked,
          expiresAt: expiresAt.toISOString(),
          ip: client.ip,
          userAgent: client.userAgent,
        });
        return { ok: true as const, state: await signingStateOf(tx, order) };
      });
    },

    /**
     * Signs with the code typed by the customer, in the caller's transaction (the idempotency
     * service's), or in its own. A wrong code is an answer, not an exception: its count and its
     * evidence event must commit with it.
     */
    async sign(input: SignInput, tx?: Transaction): Promise<SignOutcome> {
      return tx ? sign(tx, input) : db.transaction((own) => sign(own, input));
    },
  };
}
