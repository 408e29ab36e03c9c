import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { announceSession, hasSessionHint } from './session-hint';

/** Screens load lazily: in a busy test run, they may take more than the default second. */
const SLOW = { timeout: 10_000 };

const ADMIN = {
  email: 'admin@voltaire.demo',
  displayName: 'Administrateur',
  role: 'default',
  isAdmin: true,
  landingPath: '/admin',
};

describe('the header’s account corner', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('asks the server nothing for an ordinary visitor', async () => {
    const api = fakeApi({});
    renderRoute('/', { http: createHttpClient({ fetch: api.fetch }) });
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Se déconnecter' }),
    ).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.includes('get-user-infos'))).toEqual([]);
  });

  it('shows who is logged in, and logs them out', async () => {
    announceSession(true);
    const api = fakeApi({
      'GET /so-partner/api/auth/get-user-infos': { body: envelope(ADMIN) },
      'POST /api/v2/auth/logout': { body: envelope({ loggedOut: true }) },
    });
    const { router } = renderRoute('/contact', { http: createHttpClient({ fetch: api.fetch }) });
    const banner = await screen.findByRole('banner', {}, SLOW);
    const logout = await within(banner).findByRole('button', { name: 'Se déconnecter' }, SLOW);
    expect(banner).toHaveTextContent('Connecté en tant que Administrateur');
    expect(within(banner).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');

    await userEvent.setup().click(logout);
    await waitFor(() =>
      expect(within(banner).queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument(),
    );
    expect(hasSessionHint()).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /api/v2/auth/logout',
    );
  });

  it('forgets a session the server no longer knows', async () => {
    announceSession(true);
    const api = fakeApi({
      'GET /so-partner/api/auth/get-user-infos': {
        status: 401,
        body: envelopeError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.'),
      },
    });
    renderRoute('/contact', { http: createHttpClient({ fetch: api.fetch }) });
    await waitFor(() => expect(hasSessionHint()).toBe(false));
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Se déconnecter' }),
    ).not.toBeInTheDocument();
  });
});
