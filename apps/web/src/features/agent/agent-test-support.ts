import type { AgentSale, AgentSales, CallbackView } from '@voltaire/domain';
import { vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, type FakeRoute, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import type { StaffUser } from '../auth/staff-session';

/** Test support for the agents' screens (not shipped: only tests import it). */

export const TELESALES_AGENT: StaffUser = {
  email: 'tlv@voltaire.demo',
  displayName: 'Agent Télévente',
  role: 'telesales',
  isAdmin: false,
  channel: 'telesales',
  landingPath: '/contrats-energies-tlv',
};

export const COMPARISON_AGENT: StaffUser = {
  ...TELESALES_AGENT,
  email: 'comparateur@voltaire.demo',
  displayName: 'Agent Comparateur',
  role: 'comparison',
  channel: 'comparison',
  landingPath: '/contrats-energies-comparateur',
};

export const DRAFT_ID = '11111111-1111-4111-8111-111111111111';
export const SENT_ID = '22222222-2222-4222-8222-222222222222';
export const CALLBACK_ID = '33333333-3333-4333-8333-333333333333';
export const NEW_ORDER_ID = '44444444-4444-4444-8444-444444444444';

export function sale(changes: Partial<AgentSale>): AgentSale {
  return {
    orderId: DRAFT_ID,
    reference: 'VOL-2026-DRAFT00001',
    status: 'draft',
    orderStatus: 'draft',
    channel: 'telesales',
    customerName: null,
    energy: null,
    offerId: null,
    nextStep: 'housing',
    signingLink: null,
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:05:00.000Z',
    ...changes,
  };
}

export const DRAFT_SALE = sale({ customerName: 'Paul Martin', nextStep: 'holder', energy: 'electricity' });
export const SENT_SALE = sale({
  orderId: SENT_ID,
  reference: 'VOL-2026-SENT000002',
  status: 'sent',
  orderStatus: 'submitted',
  customerName: 'Jeanne Dupont',
  energy: 'gas',
  nextStep: null,
  signingLink: {
    channel: 'email',
    sentTo: 'j•••@example.fr',
    sentAt: '2026-11-25T09:30:00.000Z',
    openedAt: null,
    expiresAt: '2026-12-02T09:30:00.000Z',
  },
});

export function salesOf(list: AgentSale[], period: AgentSales['period'] = 'today'): AgentSales {
  const counts = { draft: 0, sent: 0, opened: 0, expired: 0, signed: 0, withdrawn: 0, cancelled: 0 };
  for (const each of list) counts[each.status] += 1;
  return { period, counts, sales: list };
}

export const PENDING_CALLBACK: CallbackView = {
  id: CALLBACK_ID,
  firstName: 'Luc',
  lastName: 'Bernard',
  phone: '06 •• •• •• 21',
  slot: 'morning',
  topic: 'Changer de fournisseur',
  status: 'pending',
  requestedAt: '2026-11-25T08:00:00.000Z',
  takenBy: null,
  orderId: null,
};

/** Renders `path` for `user` (null: nobody logged in) against a fake API, plus `extra` routes. */
export function renderWorkspace(path: string, user: StaffUser | null, extra: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /so-partner/api/auth/get-user-infos': user
      ? { body: envelope(user) }
      : { status: 401, body: envelopeError('UNAUTHENTICATED', 'Vous devez être connecté.') },
    'GET /api/node/v1/agent/sales': { body: envelope(salesOf([DRAFT_SALE, SENT_SALE])) },
    'GET /api/node/v1/agent/callbacks': { body: envelope({ callbacks: [PENDING_CALLBACK] }) },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderRoute(path, { http: createHttpClient({ fetch: api.fetch }) }) };
}
