import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CIVILITY_LABELS,
  canEvaluateCode,
  canSendCode,
  formatSigningCode,
  type OrderKind,
  type OrderStatus,
  resendAvailableAt,
  SIGNING_CODE_POLICY,
  type SigningChannel,
  transitionOrder,
  wrongCodeOutcome,
} from '@voltaire/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor, Transaction } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { contractInputFor, journeyOf } from './contract-input.js';
import { renderContractPdf } from './contract-pdf.js';
import { CONTRACT_TEMPLATES, templateFor } from './contract-templates.js';
import { type EvidenceFile, verifyEvidence } from './evidence-file.js';
import { evidenceLog, sha256Hex } from './evidence-log.js';
import { onSiteContextOf } from './on-site-signing.service.js';
import { sealSignature } from './seal-signature.js';
import { signingCodes, signingDocuments, signingEvidence } from './signing.tables.js';
import { destinationsOf } from './signing-destinations.js';
import type { Supplier } from './supplier.js';

export interface ClientContext {
  ip: string;
  userAgent: string;
}

export interface SigningServiceDeps {
  db: Database;
  clock: Clock;
  orders: OrdersService;
  pricing: PricingService;
  catalogue: CatalogueService;
  outbox: OutboxService;
  supplier: Supplier;
}

export type SignOutcome =
  | { ok: true; state: SigningState }
  | { ok: false; code: ErrorCode; message: string; evaluated: boolean };

type SigningOrder = Awaited<ReturnType<OrdersService['lockForSigning']>>;
type SigningDocumentRow = typeof signingDocuments.$inferSelect;

/** HMAC-SHA256 keyed by the code's own random salt and bound to the order: a code fits one order only. */
const hashCode = (salt: string, orderId: string, code: string) =>
  createHmac('sha256', Buffer.from(salt, 'hex')).update(`${orderId}:${code}`).digest();

export const documentUrl = (orderId: string) => `/api/node/v1/signing/${orderId}/document.pdf`;

function refuseUnlessSignable(status: OrderStatus): void {
  if (status === 'submitted') return;
  if (status === 'draft') {
    throw new BusinessError('ORDER_NOT_SUBMITTED', 'Terminez votre souscription avant de la signer.');
  }
  const refusal = transitionOrder(status, 'sign');
  if (!refusal.ok) throw new BusinessError(refusal.code, refusal.message);
}

export function createSigningService(deps: SigningServiceDeps) {
  const { db, clock, orders, outbox, supplier } = deps;

  const signerName = (order: SigningOrder) => {
    const { holder } = journeyOf(order);
    return `${CIVILITY_LABELS[holder.civility]} ${holder.firstName} ${holder.lastName}`;
  };

  const documentOf = async (executor: DbExecutor, orderId: string, kind: 'contract' | 'signed') => {
    const [row] = await executor
      .select()
      .from(signingDocuments)
      .where(and(eq(signingDocuments.orderId, orderId), eq(signingDocuments.kind, kind)));
    return row;
  };
  const latestCode = async (tx: DbExecutor, orderId: string, lock = false) => {
    const query = tx
      .select()
      .from(signingCodes)
      .where(eq(signingCodes.orderId, orderId))
      .orderBy(desc(signingCodes.createdAt))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };
  const failuresInLastHour = (tx: DbExecutor, orderId: string, now: Date) =>
    evidenceLog.failuresSince(tx, orderId, new Date(now.getTime() - SIGNING_CODE_POLICY.failureWindowMs));

  /** What the signing page shows. */
  const stateOf = async (tx: DbExecutor, order: SigningOrder): Promise<SigningState> => {
    const documents = await tx
      .select({
        kind: signingDocuments.kind,
        sha256: signingDocuments.sha256,
        templateId: signingDocuments.templateId,
        templateVersion: signingDocuments.templateVersion,
        createdAt: signingDocuments.createdAt,
      })
      .from(signingDocuments)
      .where(eq(signingDocuments.orderId, order.id));
    const contract = documents.find((document) => document.kind === 'contract');
    const signed = documents.find((document) => document.kind === 'signed');
    const code = await latestCode(tx, order.id);
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
              resendAvailableAt: (resendAvailableAt(code.createdAt) as Date).toISOString(),
              attemptsLeft: Math.max(0, SIGNING_CODE_POLICY.maxAttempts - code.wrongAttempts),
            }
          : null,
      signedAt: signed?.createdAt.toISOString() ?? null,
    };
  };

  /**
   * The contract PDF is drawn up once, when the submitted order is first shown, and its exact bytes
   * are kept: the customer sees, downloads and signs those bytes. Rendering happens outside the
   * transaction (the IBAN is revealed for the mandate only); concurrent first views store one copy.
   */
  const ensureContract = async (orderId: string, ownerHash: string): Promise<void> => {
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw new BusinessError('NOT_FOUND', 'Commande introuvable.');
    const [existing] = await db
      .select({ id: signingDocuments.id })
      .from(signingDocuments)
      .where(and(eq(signingDocuments.orderId, orderId), eq(signingDocuments.kind, 'contract')));
    if (existing) return;
    const order = await db.transaction((tx) => orders.lockForSigning(tx, orderId, ownerHash));
    refuseUnlessSignable(order.status);
    const { situation } = journeyOf(order);
    const template = templateFor(situation.energy, order.channel, order.kind);
    const iban = await orders.revealIban(orderId, ownerHash);
    if (!iban) throw new BusinessError('PAYMENT_MISSING', 'Les coordonnées bancaires manquent.');
    const input = await contractInputFor({ ...deps, order, iban, template, issuedAt: order.updatedAt });
    const bytes = Buffer.from(await renderContractPdf(input));
    const sha256 = sha256Hex(bytes);
    await db.transaction(async (tx) => {
      const locked = await orders.lockForSigning(tx, orderId, ownerHash);
      refuseUnlessSignable(locked.status);
      const inserted = await tx
        .insert(signingDocuments)
        .values({
          id: randomUUID(),
          orderId,
          kind: 'contract',
          templateId: template.id,
          templateVersion: template.version,
          sha256,
          bytes,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: signingDocuments.id });
      if (inserted.length === 0) return;
      await evidenceLog.append(tx, orderId, 'document-generated', clock.now(), {
        templateId: template.id,
        templateVersion: template.version,
        documentSha256: sha256,
        size: bytes.length,
        offerName: input.offer.name,
        startDate: input.start.date,
        supplyKind: input.start.kind,
      });
    });
  };

  /** « Document shown / downloaded » once in a row, while the order waits for its signature. */
  const recordView = async (
    tx: DbExecutor,
    order: SigningOrder,
    type: 'document-shown' | 'document-downloaded',
    client: ClientContext,
  ) => {
    if (order.status !== 'submitted') return;
    if ((await evidenceLog.last(tx, order.id))?.type === type) return;
    await evidenceLog.append(tx, order.id, type, clock.now(), { ip: client.ip, userAgent: client.userAgent });
  };

  /** The state, after drawing up the contract if needed; with a client, « document shown » is recorded too. */
  const readState = async (orderId: string, ownerHash: string, shownTo?: ClientContext) => {
    const known = await orders.get(orderId, ownerHash);
    if (known.status === 'submitted') await ensureContract(orderId, ownerHash);
    else if (known.status === 'draft') refuseUnlessSignable(known.status);
    return db.transaction(async (tx) => {
      const order = await orders.lockForSigning(tx, orderId, ownerHash);
      if (!(await documentOf(tx, orderId, 'contract'))) refuseUnlessSignable(order.status);
      if (shownTo) await recordView(tx, order, 'document-shown', shownTo);
      return stateOf(tx, order);
    });
  };

  const sign = async (
    tx: Transaction,
    {
      orderId,
      ownerHash,
      code,
      client,
    }: { orderId: string; ownerHash: string; code: string; client: ClientContext },
  ): Promise<SignOutcome> => {
    const now = clock.now();
    const order = await orders.lockForSigning(tx, orderId, ownerHash);
    refuseUnlessSignable(order.status);
    const current = await latestCode(tx, orderId, true);
    const evaluable = canEvaluateCode(current, {
      now,
      failuresInLastHour: current ? await failuresInLastHour(tx, orderId, now) : 0,
    });
    if (!evaluable.ok || !current) {
      const refusal = evaluable.ok
        ? { code: 'SIGNING_CODE_MISSING' as const, message: 'Demandez d’abord un code de signature.' }
        : evaluable;
      return {
        ok: false,
        code: refusal.code,
        message: refusal.message,
        evaluated: false,
      };
    }
    const matches = timingSafeEqual(
      hashCode(current.salt, orderId, code),
      Buffer.from(current.codeHash, 'hex'),
    );
    if (!matches) {
      const wrongAttempts = current.wrongAttempts + 1;
      await tx.update(signingCodes).set({ wrongAttempts }).where(eq(signingCodes.id, current.id));
      await evidenceLog.append(tx, orderId, 'code-rejected', now, {
        codeId: current.id,
        attempt: wrongAttempts,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      const outcome = wrongCodeOutcome(wrongAttempts);
      return {
        ok: false,
        code: outcome.code,
        message: outcome.message,
        evaluated: true,
      };
    }

    // A code is only ever sent once the contract exists (`sendCode` draws it up first).
    const contract = (await documentOf(tx, orderId, 'contract')) as SigningDocumentRow;
    await tx.update(signingCodes).set({ usedAt: now }).where(eq(signingCodes.id, current.id));
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
    return { ok: true, state: await stateOf(tx, signedOrder) };
  };

  return {
    templates: () =>
      CONTRACT_TEMPLATES.map(({ id, energy, channel, version, title, generalTermsVersion }) => ({
        id,
        energy,
        channel,
        version,
        versionId: `${id}@${version}`,
        title,
        generalTermsVersion,
      })),

    /** The signing page's address; the order must be submitted (or already signed). */
    async signUrl(orderId: string, ownerHash: string): Promise<{ url: string }> {
      const order = await orders.get(orderId, ownerHash);
      if (order.status !== 'signed') refuseUnlessSignable(order.status);
      return { url: `/signature/${order.id}` };
    },

    /**
     * The signing page's state. Reading it changes nothing but drawing up the contract the first time (the same
     * bytes whoever asks); « document shown » is recorded by `recordShown`, which the page calls once displayed.
     */
    async state(orderId: string, ownerHash: string): Promise<SigningState> {
      return readState(orderId, ownerHash);
    },

    /** « Document shown »: the signing page tells us it displayed the contract (once in a row). */
    async recordShown(orderId: string, ownerHash: string, client: ClientContext): Promise<SigningState> {
      return readState(orderId, ownerHash, client);
    },

    /** The PDF to show: the contract, or once signed the signed contract with its signature page. */
    async document(orderId: string, ownerHash: string, client: ClientContext) {
      const known = await orders.get(orderId, ownerHash);
      if (known.status === 'submitted') await ensureContract(orderId, ownerHash);
      return db.transaction(async (tx) => {
        const order = await orders.lockForSigning(tx, orderId, ownerHash);
        const document =
          (await documentOf(tx, orderId, 'signed')) ?? (await documentOf(tx, orderId, 'contract'));
        if (!document) {
          refuseUnlessSignable(order.status);
          throw new BusinessError('NOT_FOUND', 'Document introuvable.');
        }
        await recordView(tx, order, 'document-downloaded', client);
        return { bytes: document.bytes, sha256: document.sha256, reference: order.reference };
      });
    },

    /** A new 6-digit code through the outbox, in the transaction that stores its hash. */
    async sendCode(
      orderId: string,
      ownerHash: string,
      channel: SigningChannel,
      client: ClientContext,
    ): Promise<
      | { ok: true; state: SigningState }
      | { ok: false; code: string; message: string; resendAvailableAt: string | null }
    > {
      await ensureContract(orderId, ownerHash);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const order = await orders.lockForSigning(tx, orderId, ownerHash);
        refuseUnlessSignable(order.status);
        const previous = await latestCode(tx, orderId);
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
        await tx.insert(signingCodes).values({
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
        const text = `${supplier.name} : votre code de signature du contrat ${order.reference} est ${code}. Il expire dans 10 minutes. Ne le communiquez à personne, pas même à un conseiller.`;
        if (channel === 'sms')
          await outbox.enqueueSms(tx, { purpose: 'signing-code', to: destination.to, text });
        else {
          await outbox.enqueueEmail(tx, {
            purpose: 'signing-code',
            to: destination.to,
            subject: `Votre code de signature — commande ${order.reference}`,
            text: `Bonjour,\n\n${text}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n${supplier.name}`,
          });
        }
        await evidenceLog.append(tx, orderId, 'code-sent', now, {
          codeId,
          channel,
          destination: destination.masked,
          expiresAt: expiresAt.toISOString(),
          ip: client.ip,
          userAgent: client.userAgent,
        });
        return { ok: true as const, state: await stateOf(tx, order) };
      });
    },

    /**
     * Signs with the code typed by the customer, in the caller's transaction (the idempotency
     * service's), or in its own. A wrong code is an answer, not an exception: its count and its
     * evidence event must commit with it.
     */
    async sign(
      input: { orderId: string; ownerHash: string; code: string; client: ClientContext },
      tx?: Transaction,
    ): Promise<SignOutcome> {
      return tx ? sign(tx, input) : db.transaction((own) => sign(own, input));
    },

    /** An agent, an admin or a back-office service re-sends the signing link of a submitted order. */
    /** The sealed evidence file, for the customer who signed. */
    async evidence(orderId: string, ownerHash: string): Promise<EvidenceFile> {
      await orders.get(orderId, ownerHash);
      const [row] = await db.select().from(signingEvidence).where(eq(signingEvidence.orderId, orderId));
      if (!row) throw new BusinessError('NOT_SIGNED', 'Ce contrat n’est pas encore signé.');
      return JSON.parse(row.bytes.toString('utf8')) as EvidenceFile;
    },

    /** Recomputes the evidence from the stored bytes (admin). */
    async verify(orderId: string) {
      if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw new BusinessError('NOT_FOUND', 'Commande introuvable.');
      const [evidence] = await db.select().from(signingEvidence).where(eq(signingEvidence.orderId, orderId));
      const [contract, signed] = await Promise.all([
        documentOf(db, orderId, 'contract'),
        documentOf(db, orderId, 'signed'),
      ]);
      if (!evidence && !contract)
        throw new BusinessError('NOT_FOUND', 'Aucune signature pour cette commande.');
      return verifyEvidence({
        evidence,
        contract: contract?.bytes,
        signed: signed?.bytes,
        events: await evidenceLog.list(db, orderId),
      });
    },

    /** The signed PDF, for the confirmation e-mail (inside the completion transaction). */
    signedDocument: (tx: DbExecutor, orderId: string) => documentOf(tx, orderId, 'signed'),
  };
}

export type SigningState = {
  orderId: string;
  reference: string;
  kind: OrderKind;
  status: OrderStatus;
  customerName: string;
  document: { url: string; sha256: string | null; templateVersion: string | null };
  destinations: Array<{ channel: SigningChannel; masked: string }>;
  code: {
    channel: SigningChannel;
    sentTo: string;
    expiresAt: string;
    resendAvailableAt: string;
    attemptsLeft: number;
  } | null;
  signedAt: string | null;
};

export type SigningService = ReturnType<typeof createSigningService>;
