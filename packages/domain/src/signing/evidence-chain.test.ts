import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  chainEvidenceEvent,
  EVIDENCE_GENESIS_HASH,
  type EvidenceEvent,
  verifyEvidenceChain,
} from './evidence-chain.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const events: EvidenceEvent[] = [
  {
    seq: 1,
    type: 'document-generated',
    at: '2026-11-22T10:00:00.000Z',
    data: { documentSha256: 'ab'.repeat(32) },
  },
  {
    seq: 2,
    type: 'code-sent',
    at: '2026-11-22T10:00:05.000Z',
    data: { channel: 'sms', destination: '06 •• •• •• 78' },
  },
  { seq: 3, type: 'signed', at: '2026-11-22T10:01:00.000Z', data: { ip: '10.0.0.1', userAgent: 'Firefox' } },
];
const chain = () => {
  let previous = EVIDENCE_GENESIS_HASH;
  return events.map((event) => {
    const sealed = chainEvidenceEvent(previous, event, sha256);
    previous = sealed.hash;
    return sealed;
  });
};

describe('evidence hash chain', () => {
  it('writes JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'é' } })).toBe(
      '{"a":{"c":"é","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });

  it('hashes each event over the previous hash and its canonical JSON', () => {
    const [first, second] = chain();
    expect(first?.previousHash).toBe(EVIDENCE_GENESIS_HASH);
    expect(first?.hash).toBe(
      sha256(
        `${EVIDENCE_GENESIS_HASH}{"at":"2026-11-22T10:00:00.000Z","data":{"documentSha256":"${'ab'.repeat(32)}"},"seq":1,"type":"document-generated"}`,
      ),
    );
    expect(second?.previousHash).toBe(first?.hash);
  });

  it('verifies an untouched chain and returns its head', () => {
    const sealed = chain();
    expect(verifyEvidenceChain(sealed, sha256)).toEqual({ ok: true, value: { head: sealed[2]?.hash } });
  });

  it('detects a changed value, a removed event and a re-sealed event', () => {
    const changed = chain();
    changed[1] = {
      ...(changed[1] as (typeof changed)[number]),
      data: { channel: 'sms', destination: '07 •• •• •• 78' },
    };
    expect(verifyEvidenceChain(changed, sha256)).toEqual({
      ok: false,
      code: 'EVIDENCE_CHAIN_BROKEN',
      message: 'Journal de preuve altéré à l’événement n° 2 : empreinte différente.',
    });

    const removed = chain().filter((event) => event.seq !== 2);
    expect(verifyEvidenceChain(removed, sha256)).toMatchObject({
      message: 'Journal de preuve altéré à l’événement n° 2 : numérotation rompue.',
    });

    const resealed = chain();
    resealed[1] = chainEvidenceEvent(
      EVIDENCE_GENESIS_HASH,
      { ...(events[1] as EvidenceEvent), at: '2026-11-22T09:00:00.000Z' },
      sha256,
    );
    expect(verifyEvidenceChain(resealed, sha256)).toMatchObject({
      message: 'Journal de preuve altéré à l’événement n° 2 : lien avec l’événement précédent rompu.',
    });
  });
});
