import { PDFDocument } from '@cantoo/pdf-lib';
import {
  type ChainedEvidenceEvent,
  canonicalJson,
  type OnSiteSaleContext,
  type SigningChannel,
  verifyEvidenceChain,
} from '@voltaire/domain';
import { sha256Hex } from './evidence-log.js';

export const EVIDENCE_FORMAT = 'voltaire-signature-evidence/1';

/** The evidence of one signature (eIDAS simple signature, DECISIONS §2), sealed when the order is signed. */
export interface EvidenceFile {
  format: typeof EVIDENCE_FORMAT;
  order: { id: string; reference: string };
  signer: { name: string; birthDate: string };
  authentication: { method: 'one-time-code'; channel: SigningChannel; destination: string };
  document: { templateId: string; templateVersion: string; sha256: string; size: number };
  signedDocument: { sha256: string; size: number };
  signedAt: string;
  client: { ip: string; userAgent: string };
  /** A door-to-door sale signed on the seller's tablet: the seller, the place, the withdrawal period. */
  saleContext?: OnSiteSaleContext;
  events: ChainedEvidenceEvent[];
  chainHead: string;
}

/** The file as stored: canonical JSON, so that its bytes and hash follow from its content alone. */
export const evidenceBytes = (file: EvidenceFile): Buffer => Buffer.from(canonicalJson(file), 'utf8');

export interface EvidenceCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface StoredEvidence {
  evidence: { bytes: Uint8Array; sha256: string } | undefined;
  contract: Uint8Array | undefined;
  signed: Uint8Array | undefined;
  /** The event log as the database holds it now. */
  events: ChainedEvidenceEvent[];
}

const pageCount = async (bytes: Uint8Array): Promise<number | undefined> => {
  try {
    return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch {
    return undefined;
  }
};

/**
 * Recomputes everything from the stored bytes: the evidence file's hash, the event chain, the log
 * against the file, the document's SHA-256, and the signed PDF (the document plus one signature page).
 * A single changed byte in the PDF or in the log makes at least one check fail.
 */
export async function verifyEvidence(
  stored: StoredEvidence,
): Promise<{ valid: boolean; checks: EvidenceCheck[] }> {
  const checks: EvidenceCheck[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  if (!stored.evidence || !stored.contract || !stored.signed) {
    check('evidence-present', false, 'Le contrat signé ou son fichier de preuve est introuvable.');
    return { valid: false, checks };
  }
  const evidenceSha = sha256Hex(stored.evidence.bytes);
  check(
    'evidence-file-hash',
    evidenceSha === stored.evidence.sha256,
    `SHA-256 du fichier de preuve : ${evidenceSha} (enregistrée : ${stored.evidence.sha256}).`,
  );
  let file: EvidenceFile;
  try {
    file = JSON.parse(Buffer.from(stored.evidence.bytes).toString('utf8')) as EvidenceFile;
    if (file.format !== EVIDENCE_FORMAT || !Array.isArray(file.events)) throw new Error('format');
  } catch {
    check('evidence-file-readable', false, 'Le fichier de preuve n’est pas lisible.');
    return { valid: false, checks };
  }

  const chain = verifyEvidenceChain(file.events, sha256Hex);
  check('event-chain', chain.ok, chain.ok ? `${file.events.length} événements chaînés.` : chain.message);
  check(
    'chain-head',
    chain.ok && chain.value.head === file.chainHead,
    `Dernière empreinte du journal : ${chain.ok ? chain.value.head : '—'} (scellée : ${file.chainHead}).`,
  );
  const logged = stored.events.slice(0, file.events.length);
  check(
    'event-log',
    canonicalJson(logged) === canonicalJson(file.events),
    'Le journal en base et le fichier de preuve doivent contenir les mêmes événements, octet pour octet.',
  );

  const signedEvent = file.events.findLast((event) => event.type === 'signed');
  const documentSha = sha256Hex(stored.contract);
  check(
    'document-hash',
    documentSha === file.document.sha256 && signedEvent?.data.documentSha256 === documentSha,
    `SHA-256 du document : ${documentSha} (signée : ${file.document.sha256}).`,
  );
  const signedSha = sha256Hex(stored.signed);
  check(
    'signed-document-hash',
    signedSha === file.signedDocument.sha256 && signedEvent?.data.signedDocumentSha256 === signedSha,
    `SHA-256 du contrat signé : ${signedSha} (scellée : ${file.signedDocument.sha256}).`,
  );
  const contract = stored.contract;
  const startsWithDocument =
    stored.signed.length > contract.length &&
    Buffer.from(stored.signed.subarray(0, contract.length)).equals(Buffer.from(contract));
  check(
    'signed-document-contains-document',
    startsWithDocument,
    'Le contrat signé commence par le document signé, à l’octet près, suivi de la page de signature.',
  );
  const [documentPages, signedPages] = await Promise.all([pageCount(contract), pageCount(stored.signed)]);
  check(
    'pdf-readable',
    documentPages !== undefined && signedPages === documentPages + 1,
    `Pages : document ${documentPages ?? 'illisible'}, contrat signé ${signedPages ?? 'illisible'}.`,
  );
  return { valid: checks.every((c) => c.ok), checks };
}
