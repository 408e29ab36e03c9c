import type { PartnerProfile, Person, SalesReport } from '@voltaire/domain';
import { vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, type FakeRoute, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

/** Test support for the partner screens (not shipped: only tests import it). */
export const ORGANISATION_ID = '00000000-0000-4000-8000-000000000101';

export const PARTNER_ADMIN: PartnerProfile = {
  email: 'partenaire@voltaire.demo',
  displayName: 'Administratrice Porte-à-Porte Conseil',
  role: 'partnerAdmin',
  isAdmin: false,
  canManagePeople: true,
  organisation: {
    id: ORGANISATION_ID,
    name: 'Porte-à-Porte Conseil',
    kind: 'partner',
    channels: ['doorToDoor'],
    status: 'active',
  },
  assignableRoles: ['partnerAdmin', 'doorToDoor'],
  landingPath: '/espace-partenaire',
};

export const person = (overrides: Partial<Person>): Person => ({
  id: '7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a10',
  email: 'vad@voltaire.demo',
  displayName: 'Vendeur à domicile',
  role: 'doorToDoor',
  channel: 'doorToDoor',
  status: 'active',
  organisationId: ORGANISATION_ID,
  createdAt: '2026-11-01T08:00:00.000Z',
  disabledAt: null,
  ...overrides,
});

export const SELF = person({
  id: '7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a11',
  email: PARTNER_ADMIN.email,
  displayName: PARTNER_ADMIN.displayName,
  role: 'partnerAdmin',
  channel: 'partner',
});
export const SELLER = person({});

export const REPORT: SalesReport = {
  from: '2026-11-01',
  to: '2026-11-03',
  sales: [
    {
      orderId: '7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a20',
      reference: 'VOL-2026-000123',
      agentId: 'vad@voltaire.demo',
      agentName: 'Vendeur à domicile',
      channel: 'doorToDoor',
      status: 'signed',
      customer: 'J. D.',
      customerEmail: 'j•••@example.fr',
      customerPhone: '06 •• •• •• 78',
      energy: 'electricity',
      createdOn: '2026-11-02',
      signedOn: '2026-11-03',
    },
  ],
  counts: { draft: 0, sent: 0, opened: 0, expired: 0, signed: 1, withdrawn: 0, cancelled: 0 },
  conversion: { created: 1, signed: 1, rate: 1 },
  withdrawals: 0,
  signedPerDay: [
    { date: '2026-11-01', signed: 0 },
    { date: '2026-11-02', signed: 0 },
    { date: '2026-11-03', signed: 1 },
  ],
  byAgent: [
    { agentId: 'vad@voltaire.demo', agentName: 'Vendeur à domicile', created: 1, signed: 1, withdrawn: 0 },
  ],
};

/** Renders the app at `path` with a fake API (the profile of a partner admin unless told otherwise). */
export function renderPartner(path: string, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({ 'GET /api/node/v1/so-partner': { body: envelope(PARTNER_ADMIN) }, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderRoute(path, { http: createHttpClient({ fetch: api.fetch }) }) };
}
