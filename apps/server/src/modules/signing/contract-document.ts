import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { contractInputFor, journeyOf } from './contract-input.js';
import { renderContractPdf } from './contract-pdf.js';
import { templateFor } from './contract-templates.js';
import { evidenceLog, sha256Hex } from './evidence-log.js';
import { signingRepository as repository } from './signing.repository.js';
import { isOrderId, refuseUnlessSignable } from './signing-state.js';
import type { Supplier } from './supplier.js';

export interface ContractDocumentDeps {
  db: Database;
  clock: Clock;
  orders: OrdersService;
  pricing: PricingService;
  catalogue: CatalogueService;
  supplier: Supplier;
}

/**
 * The contract PDF is drawn up once, when the submitted order is first shown, and its exact bytes
 * are kept: the customer sees, downloads and signs those bytes. Rendering happens outside the
 * transaction (the IBAN is revealed for the mandate only); concurrent first views store one copy.
 */
export function createContractDocument(deps: ContractDocumentDeps) {
  const { db, clock, orders } = deps;
  return async function ensureContract(orderId: string, ownerHash: string): Promise<void> {
    if (!isOrderId(orderId)) throw new BusinessError('NOT_FOUND', 'Commande introuvable.');
    if (await repository.hasDocument(db, orderId, 'contract')) return;
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
      const stored = await repository.insertDocumentIfNone(tx, {
        id: randomUUID(),
        orderId,
        kind: 'contract',
        templateId: template.id,
        templateVersion: template.version,
        sha256,
        bytes,
        createdAt: clock.now(),
      });
      if (!stored) return;
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
}
