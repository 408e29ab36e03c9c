import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from './envelope.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of a secret with any of the accepted ones. */
export function matchesSecret(candidate: string | undefined, accepted: readonly string[]): boolean {
  if (!candidate) return false;
  const candidateDigest = digest(candidate);
  return accepted.some((secret) => timingSafeEqual(candidateDigest, digest(secret)));
}

/**
 * The private SPEC calls are for our own back-office systems: they carry `X-Internal-Key`.
 * Without a configured key, every private call is refused.
 */
export function authorizeInternal(request: FastifyRequest, internalKey: string | undefined): void {
  const header = request.headers['x-internal-key'];
  if (!internalKey || !matchesSecret(typeof header === 'string' ? header : undefined, [internalKey])) {
    throw new BusinessError('FORBIDDEN', 'Cet appel est réservé aux services internes de Voltaire.');
  }
}
