import { vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { type FakeRoute, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import type { Confirmation, SigningState } from './signing-api';

/** Test support for the signing pages (only tests import it). */

export const ORDER_ID = '0b7c2a52-9d0e-4c35-9a57-5f7f4bd1e001';
export const SHA256 = 'a3f1c9e2'.repeat(8);

export function signingState(overrides: Partial<SigningState> = {}): SigningState {
  return {
    orderId: ORDER_ID,
    reference: 'VOL-2026-4F2A9C11E0',
    kind: 'subscription',
    status: 'submitted',
    customerName: 'Jeanne Dupont',
    document: {
      url: `/api/node/v1/signing/${ORDER_ID}/document.pdf`,
      sha256: SHA256,
      templateVersion: 'elec-web-v1',
    },
    destinations: [
      { channel: 'sms', masked: '06 •• •• •• 78' },
      { channel: 'email', masked: 'j•••@exemple.fr' },
    ],
    code: null,
    signedAt: null,
    ...overrides,
  };
}

/** A code sent by e-mail `sentSecondsAgo` seconds ago (10 minutes to live, a new one after 60 s). */
export function sentCode(now: number, sentSecondsAgo = 0): NonNullable<SigningState['code']> {
  const sentAt = now - sentSecondsAgo * 1000;
  return {
    channel: 'email',
    sentTo: 'j•••@exemple.fr',
    expiresAt: new Date(sentAt + 600_000).toISOString(),
    resendAvailableAt: new Date(sentAt + 60_000).toISOString(),
    attemptsLeft: 5,
  };
}

export function confirmation(overrides: Partial<Confirmation> = {}): Confirmation {
  return {
    orderId: ORDER_ID,
    reference: 'VOL-2026-4F2A9C11E0',
    status: 'completed',
    offerName: 'Électricité Fixe',
    startDate: '2027-01-15',
    emailMasked: 'j•••@exemple.fr',
    nextSteps: [
      'Nous prévenons votre ancien fournisseur : vous n’avez aucune démarche à faire.',
      'Votre fourniture démarre à la date prévue, sans coupure.',
    ],
    withdrawal: {
      deadline: '2026-06-01',
      explanation: 'Vous pouvez changer d’avis pendant 14 jours après la signature, sans frais.',
    },
    documentUrl: `/api/node/v1/signing/${ORDER_ID}/document.pdf`,
    ...overrides,
  };
}

/**
 * Renders the real route table at `path` against a fake API; every request is recorded with its
 * `Idempotency-Key` header, if any.
 */
export function renderWithApi(path: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const keys: { path: string; key: string | undefined }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    keys.push({ path: new URL(String(input), 'http://localhost').pathname, key: headers['Idempotency-Key'] });
    return api.fetch(input, init);
  };
  vi.stubGlobal('fetch', fetch);
  return { requests: api.requests, keys, ...renderRoute(path, { http: createHttpClient({ fetch }) }) };
}

/** Screens load lazily: in a busy test run, they may take more than the default second. */
export const SLOW = { timeout: 10_000 };
