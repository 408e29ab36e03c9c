import { randomUUID } from 'node:crypto';
import { formatPlaceOfSale, type OnSiteSaleContext, type SigningChannel } from '@voltaire/domain';
import type { DbExecutor } from '../../db/database.js';
import { EVIDENCE_FORMAT, type EvidenceFile, evidenceBytes } from './evidence-file.js';
import { evidenceLog, sha256Hex } from './evidence-log.js';
import { appendSignaturePage } from './signature-page.js';
import { type SigningCodeRow, type SigningDocumentRow, signingRepository } from './signing.repository.js';

const METHOD_LABELS: Record<SigningChannel, string> = {
  sms: 'Code à usage unique envoyé par SMS',
  email: 'Code à usage unique envoyé par e-mail',
};

export interface SealInput {
  order: { id: string; reference: string };
  signer: { name: string; birthDate: string };
  /** The code just accepted. */
  code: SigningCodeRow;
  contract: SigningDocumentRow;
  client: { ip: string; userAgent: string };
  signedAt: Date;
  supplierName: string;
  /** A door-to-door sale signed on the seller's tablet: who sold it, and where. */
  saleContext?: OnSiteSaleContext | undefined;
}

/**
 * Once the code is accepted, in the signing transaction: the « code accepted » and « signed » events,
 * the signed PDF (the contract's bytes plus a signature page), and the evidence file sealing it all.
 */
export async function sealSignature(tx: DbExecutor, input: SealInput): Promise<void> {
  const { order, signer, code, contract, client, signedAt, saleContext } = input;
  const accepted = await evidenceLog.append(tx, order.id, 'code-accepted', signedAt, {
    codeId: code.id,
    channel: code.channel,
    destination: code.destinationMasked,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const signedBytes = Buffer.from(
    await appendSignaturePage(contract.bytes, {
      reference: order.reference,
      signerName: signer.name,
      method: METHOD_LABELS[code.channel],
      destinationMasked: code.destinationMasked,
      signedAt,
      documentSha256: contract.sha256,
      evidenceHash: accepted.hash,
      supplierName: input.supplierName,
      ...(saleContext
        ? {
            onSite: `Signé sur la tablette de ${saleContext.seller.displayName} (${saleContext.seller.agentId}), ${formatPlaceOfSale(saleContext.place)}`,
          }
        : {}),
    }),
  );
  const signedSha256 = sha256Hex(signedBytes);
  const signed = await evidenceLog.append(tx, order.id, 'signed', signedAt, {
    signer: signer.name,
    method: 'one-time-code',
    channel: code.channel,
    destination: code.destinationMasked,
    documentSha256: contract.sha256,
    signedDocumentSha256: signedSha256,
    templateId: contract.templateId,
    templateVersion: contract.templateVersion,
    ip: client.ip,
    userAgent: client.userAgent,
    ...(saleContext
      ? { seller: saleContext.seller.agentId, placeOfSale: formatPlaceOfSale(saleContext.place) }
      : {}),
  });
  await signingRepository.insertDocument(tx, {
    id: randomUUID(),
    orderId: order.id,
    kind: 'signed',
    templateId: contract.templateId,
    templateVersion: contract.templateVersion,
    sha256: signedSha256,
    bytes: signedBytes,
    createdAt: signedAt,
  });
  const events = await evidenceLog.list(tx, order.id);
  const file: EvidenceFile = {
    format: EVIDENCE_FORMAT,
    order,
    signer,
    authentication: { method: 'one-time-code', channel: code.channel, destination: code.destinationMasked },
    document: {
      templateId: contract.templateId,
      templateVersion: contract.templateVersion,
      sha256: contract.sha256,
      size: contract.bytes.length,
    },
    signedDocument: { sha256: signedSha256, size: signedBytes.length },
    signedAt: signedAt.toISOString(),
    client,
    ...(saleContext ? { saleContext } : {}),
    events,
    chainHead: signed.hash,
  };
  const bytes = evidenceBytes(file);
  await signingRepository.insertEvidence(tx, {
    orderId: order.id,
    bytes,
    sha256: sha256Hex(bytes),
    createdAt: signedAt,
  });
}
