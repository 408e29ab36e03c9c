import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { createContractDocument } from './contract-document.js';
import { CONTRACT_TEMPLATES } from './contract-templates.js';
import { type EvidenceFile, verifyEvidence } from './evidence-file.js';
import { evidenceLog } from './evidence-log.js';
import { signingRepository as repository } from './signing.repository.js';
import { createSigningCodes } from './signing-codes.js';
import {
  type ClientContext,
  isOrderId,
  refuseUnlessSignable,
  type SigningOrder,
  type SigningState,
  signingStateOf,
} from './signing-state.js';
import type { Supplier } from './supplier.js';

export interface SigningServiceDeps {
  db: Database;
  clock: Clock;
  orders: OrdersService;
  pricing: PricingService;
  catalogue: CatalogueService;
  outbox: OutboxService;
  supplier: Supplier;
}

/**
 * Signing (ADR 0010): the contract PDF drawn up once, the one-time code, the evidence trail and file.
 * The contract and the codes are pieces of their own (`contract-document.ts`, `signing-codes.ts`).
 */
export function createSigningService(deps: SigningServiceDeps) {
  const ensureContract = createContractDocument(deps);
  return {
    ...createSigningReads(deps, ensureContract),
    ...createSigningCodes({ ...deps, ensureContract }),
  };
}

export type SigningService = ReturnType<typeof createSigningService>;

/** What the customer and the back office read: the page's state, the PDF, the evidence. */
function createSigningReads(
  { db, clock, orders }: SigningServiceDeps,
  ensureContract: (orderId: string, ownerHash: string) => Promise<void>,
) {
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
      if (!(await repository.findDocument(tx, orderId, 'contract'))) refuseUnlessSignable(order.status);
      if (shownTo) await recordView(tx, order, 'document-shown', shownTo);
      return signingStateOf(tx, order);
    });
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
          (await repository.findDocument(tx, orderId, 'signed')) ??
          (await repository.findDocument(tx, orderId, 'contract'));
        if (!document) {
          refuseUnlessSignable(order.status);
          throw new BusinessError('NOT_FOUND', 'Document introuvable.');
        }
        await recordView(tx, order, 'document-downloaded', client);
        return { bytes: document.bytes, sha256: document.sha256, reference: order.reference };
      });
    },

    /** The sealed evidence file, for the customer who signed. */
    async evidence(orderId: string, ownerHash: string): Promise<EvidenceFile> {
      await orders.get(orderId, ownerHash);
      const row = await repository.findEvidence(db, orderId);
      if (!row) throw new BusinessError('NOT_SIGNED', 'Ce contrat n’est pas encore signé.');
      return JSON.parse(row.bytes.toString('utf8')) as EvidenceFile;
    },

    /** Recomputes the evidence from the stored bytes (admin). */
    async verify(orderId: string) {
      if (!isOrderId(orderId)) throw new BusinessError('NOT_FOUND', 'Commande introuvable.');
      const evidence = await repository.findEvidence(db, orderId);
      const [contract, signed] = await Promise.all([
        repository.findDocument(db, orderId, 'contract'),
        repository.findDocument(db, orderId, 'signed'),
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
    signedDocument: (tx: DbExecutor, orderId: string) => repository.findDocument(tx, orderId, 'signed'),
  };
}
