import { fail, ok, type Result } from '../result.js';

/** What happens along a signature, in the order it happens (eIDAS simple signature, DECISIONS §2). */
export const EVIDENCE_EVENT_TYPES = [
  'document-generated',
  'document-shown',
  'document-downloaded',
  'signing-request-sent',
  'signing-link-opened',
  'on-site-signing-started',
  'code-sent',
  'code-rejected',
  'code-accepted',
  'signed',
] as const;
export type EvidenceEventType = (typeof EVIDENCE_EVENT_TYPES)[number];

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One event of the audit trail; `at` is an ISO 8601 UTC instant. */
export interface EvidenceEvent {
  seq: number;
  type: EvidenceEventType;
  at: string;
  data: { [key: string]: JsonValue };
}

/** An event sealed into the chain: its hash covers the previous hash and its own canonical JSON. */
export interface ChainedEvidenceEvent extends EvidenceEvent {
  previousHash: string;
  hash: string;
}

/** The hash the first event chains to. */
export const EVIDENCE_GENESIS_HASH = '0'.repeat(64);

/** SHA-256 of a UTF-8 string, in lower-case hex: given by the caller (node:crypto, WebCrypto…). */
export type Sha256Hex = (text: string) => string;

/** JSON with keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('not a JSON number');
  return JSON.stringify(value) ?? 'null';
}

/** hash = sha256(previousHash + canonical JSON of { seq, type, at, data }). */
export function evidenceEventHash(previousHash: string, event: EvidenceEvent, sha256: Sha256Hex): string {
  const { seq, type, at, data } = event;
  return sha256(previousHash + canonicalJson({ seq, type, at, data }));
}

/** Seals the next event onto a chain whose last hash is `previousHash`. */
export function chainEvidenceEvent(
  previousHash: string,
  event: EvidenceEvent,
  sha256: Sha256Hex,
): ChainedEvidenceEvent {
  return { ...event, previousHash, hash: evidenceEventHash(previousHash, event, sha256) };
}

/**
 * Recomputes the chain from the genesis hash: numbering from 1 without gaps, each event linked to
 * the one before, each hash matching its content. Any changed byte breaks it at that event.
 */
export function verifyEvidenceChain(
  events: readonly ChainedEvidenceEvent[],
  sha256: Sha256Hex,
): Result<{ head: string }, 'EVIDENCE_CHAIN_BROKEN'> {
  let previous = EVIDENCE_GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    const broken = (why: string) =>
      fail('EVIDENCE_CHAIN_BROKEN', `Journal de preuve altéré à l’événement n° ${index + 1} : ${why}.`);
    if (event.seq !== index + 1) return broken('numérotation rompue');
    if (event.previousHash !== previous) return broken('lien avec l’événement précédent rompu');
    if (evidenceEventHash(previous, event, sha256) !== event.hash) return broken('empreinte différente');
    previous = event.hash;
  }
  return ok({ head: previous });
}
