import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessRefusal, Organisation } from '@voltaire/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../app/http-client';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const SLOW = { timeout: 10_000 };
const ADMIN = {
  email: 'admin@voltaire.demo',
  displayName: 'Administrateur',
  role: 'default',
  isAdmin: true,
  landingPath: '/admin',
};
const INTERNAL: Organisation = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Voltaire — équipes internes',
  kind: 'internal',
  channels: ['telesales', 'comparison'],
  status: 'active',
  ipRanges: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const CALL_CENTRE: Organisation = {
  ...INTERNAL,
  id: '7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a01',
  name: 'Centre d’appels Nord',
  kind: 'partner',
  channels: ['telesales'],
};
const REFUSAL: AccessRefusal = {
  id: '7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a02',
  occurredAt: '2026-03-02T08:15:00.000Z',
  userId: '7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a03',
  userDisplayName: 'Vendeur à domicile',
  organisationId: CALL_CENTRE.id,
  organisationName: CALL_CENTRE.name,
  clientAddress: '198.51.100.7',
  reason: 'IP_NOT_ALLOWED',
  stage: 'login',
};

beforeAll(async () => {
  await import('../admin-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /so-partner/api/auth/get-user-infos': { body: envelope(ADMIN) },
    'GET /api/v2/admin/organisations': {
      body: envelope({
        organisations: [CALL_CENTRE, INTERNAL],
        clientAddress: '127.0.0.1',
        ownOrganisationId: INTERNAL.id,
      }),
    },
    'GET /api/v2/admin/access-refusals': { body: envelope([REFUSAL]) },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderRoute(path, { http: createHttpClient({ fetch: api.fetch }) }) };
}

describe('the « Organisations et plages IP » screen', { timeout: 20_000 }, () => {
  it('lists organisations, what their ranges mean, the admin’s address and the latest refusals', async () => {
    renderAt('/admin/organisations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organisations et plages IP' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('127.0.0.1')).toBeInTheDocument();
    const organisations = screen.getByRole('table', { name: 'Organisations (2)' });
    const row = within(organisations).getByRole('row', { name: /Centre d’appels Nord/ });
    expect(within(row).getByText('Partenaire')).toBeInTheDocument();
    expect(within(row).getByText('Télévente')).toBeInTheDocument();
    expect(
      within(row).getByText(
        'Aucune plage : personne de cette organisation ne peut se connecter (refus par défaut).',
      ),
    ).toBeInTheDocument();
    const refusals = screen.getByRole('table', { name: /derniers refus/ });
    expect(within(refusals).getByRole('row', { name: /Vendeur à domicile/ })).toHaveTextContent(
      '02/03/2026 09:15:00Vendeur à domicileCentre d’appels Nord198.51.100.7Adresse IP hors des plages autoriséesConnexion',
    );
    expect(screen.getByRole('link', { name: 'Organisations et plages IP' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('creates an organisation and opens it, to enter its ranges', async () => {
    const created = { ...CALL_CENTRE, id: '7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a09', name: 'Agence Sud' };
    const { api, router } = renderAt('/admin/organisations', {
      'POST /api/v2/admin/organisations': { status: 201, body: envelope(created) },
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Nom de l’organisation' }, SLOW),
      'Agence Sud',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Partenaire');
    await user.click(screen.getByRole('checkbox', { name: 'Vente à domicile' }));
    await user.click(screen.getByRole('button', { name: /Créer l’organisation/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/organisations/${created.id}`));
    expect(api.requests.find(({ method }) => method === 'POST')?.body).toEqual({
      name: 'Agence Sud',
      kind: 'partner',
      channels: ['doorToDoor'],
    });
  });

  it('edits an organisation’s ranges from its page, and says a partner without range is refused', async () => {
    renderAt(`/admin/organisations/${CALL_CENTRE.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Centre d’appels Nord' }, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Plages IP autorisées' })).toBeVisible();
    expect(
      screen.getByText(
        'Aucune plage : personne de cette organisation ne peut se connecter (refus par défaut).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveAccessibleDescription(
      'Suspendre l’organisation refuse toute connexion de ses membres et met fin à leurs sessions en cours.',
    );
  });
});
