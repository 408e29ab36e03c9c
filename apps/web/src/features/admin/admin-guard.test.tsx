import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, type FakeRoute, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { ADMIN_ONLY_TITLE } from './admin-layout';
import { REGISTRY_FIELDS } from './admin-test-support';

/** Screens load lazily: in a busy test run, they may take more than the default second. */
const SLOW = { timeout: 10_000 };

const ADMIN = {
  email: 'admin@voltaire.demo',
  displayName: 'Administrateur',
  role: 'default',
  isAdmin: true,
  landingPath: '/admin',
};
const AGENT = {
  email: 'tlv@voltaire.demo',
  displayName: 'Agent de télévente',
  role: 'telesales',
  isAdmin: false,
  landingPath: '/contrats-energies-tlv',
};
const PREDICATES = [
  {
    id: 'code-postal-corse',
    name: 'Code postal en Corse',
    field: 'postalCode',
    operator: 'startsWith',
    value: '20',
  },
];
const COMPOSITIONS = [
  { id: 'hors-corse', name: 'Hors Corse', kind: 'not', children: [{ predicateId: 'code-postal-corse' }] },
];

const unauthenticated = {
  status: 401,
  body: envelopeError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.'),
};
const forbidden = {
  status: 403,
  body: envelopeError('FORBIDDEN', 'Cette action est réservée aux administrateurs.'),
};

/** The admin API as the server answers it for `user` (nobody, an agent or an admin). */
function adminApi(user: typeof ADMIN | typeof AGENT | null, extra: Record<string, FakeRoute> = {}) {
  const guarded = (answer: FakeRoute): FakeRoute =>
    user === null ? unauthenticated : user.isAdmin ? answer : forbidden;
  return fakeApi({
    'GET /so-partner/api/auth/get-user-infos': user ? { body: envelope(user) } : unauthenticated,
    'GET /api/node/v1/resources/eligibility-fields': { body: envelope(REGISTRY_FIELDS) },
    'GET /api/v2/admin/predicates': guarded({ body: envelope(PREDICATES) }),
    'GET /api/v2/admin/compositions': guarded({ body: envelope(COMPOSITIONS) }),
    'POST /api/v2/auth/login': { body: envelope(ADMIN) },
    ...extra,
  });
}

// The admin screens are one lazy module, slow to transform the first time: loaded once before the tests.
beforeAll(async () => {
  await Promise.all([import('./admin-screens'), import('../auth/login-page')]);
}, 30_000);

function renderAt(path: string, api: ReturnType<typeof fakeApi>) {
  // Loaders use the browser's fetch; screens use the services' client: both reach the same fake server.
  vi.stubGlobal('fetch', api.fetch);
  return renderRoute(path, { http: createHttpClient({ fetch: api.fetch }) });
}

describe('the /admin guard', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor who is not logged in to the login page, with the way back', async () => {
    const { router } = renderAt('/admin/eligibilite/predicats', adminApi(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(router.state.location.search).toBe('?retour=%2Fadmin%2Feligibilite%2Fpredicats');
    expect(screen.getByText('Connectez-vous pour accéder à la page demandée.')).toBeInTheDocument();
  });

  it('brings them back to the admin page once logged in', async () => {
    const api = adminApi(null);
    const { router } = renderAt('/admin/eligibilite/predicats', api);
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Adresse e-mail' }, SLOW),
      'admin@voltaire.demo',
    );
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Voltaire-demo-2026');
    // From now on, the server knows the admin.
    const loggedIn = adminApi(ADMIN);
    vi.stubGlobal('fetch', loggedIn.fetch);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Règles d’éligibilité' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/eligibilite/predicats');
  });

  it('refuses a logged-in user who is not an administrator', async () => {
    renderAt('/admin', adminApi(AGENT));
    expect(
      await screen.findByRole('heading', { level: 1, name: ADMIN_ONLY_TITLE }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Agent de télévente');
    expect(screen.getByRole('link', { name: 'Retourner à mon espace' })).toHaveAttribute(
      'href',
      '/contrats-energies-tlv',
    );
    expect(screen.queryByRole('heading', { name: 'Règles d’éligibilité' })).not.toBeInTheDocument();
  });

  it('opens the eligibility rules to an administrator', async () => {
    const { router } = renderAt('/admin', adminApi(ADMIN));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Règles d’éligibilité' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/eligibilite/predicats');
    const tabs = screen.getByRole('navigation', { name: 'Règles d’éligibilité' });
    expect(within(tabs).getByRole('link', { name: 'Prédicats' })).toHaveAttribute('aria-current', 'page');
    const table = screen.getByRole('table', { name: 'Prédicats (1)' });
    expect(within(table).getByRole('rowheader', { name: /Code postal en Corse/ })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Code postal commence par « 20 »' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Hors Corse' })).toBeInTheDocument();
  });
});

describe('the predicates list', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks before deleting, and shows why the server refuses', async () => {
    const api = adminApi(ADMIN, {
      'DELETE /api/v2/admin/predicates/code-postal-corse': {
        status: 409,
        body: envelopeError(
          'IN_USE',
          'Le prédicat « Code postal en Corse » est utilisé par la composition « Hors Corse » : retirez-le d’abord.',
        ),
      },
    });
    renderAt('/admin/eligibilite/predicats', api);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Supprimer le prédicat « Code postal en Corse »' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce prédicat\u202F?' }, SLOW);
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(
        screen.getByText(/est utilisé par la composition « Hors Corse » : retirez-le d’abord\./),
      ).toBeInTheDocument(),
    );
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
