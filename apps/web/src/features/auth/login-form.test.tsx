import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../app/app-services';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, fakeApi } from '../../test/fake-api';
import { createFakeLogCapture } from '../../test/render-route';
import { LOGIN_FAILED_FALLBACK, LoginForm } from './login-form';
import { safeReturnPath } from './staff-session';

const ADMIN = {
  email: 'admin@voltaire.demo',
  displayName: 'Administrateur',
  role: 'default',
  isAdmin: true,
  landingPath: '/admin',
};

function renderLogin(answer: { status: number; body: unknown }) {
  const api = fakeApi({ 'POST /api/v2/auth/login': answer });
  const onLoggedIn = vi.fn();
  render(
    <AppServicesProvider
      services={{ http: createHttpClient({ fetch: api.fetch }), logCapture: createFakeLogCapture() }}
    >
      <LoginForm onLoggedIn={onLoggedIn} />
    </AppServicesProvider>,
  );
  return { user: userEvent.setup(), onLoggedIn, api };
}

const email = () => screen.getByRole('textbox', { name: 'Adresse e-mail' });
const password = () => screen.getByLabelText(/^Mot de passe/);
const submit = () => screen.getByRole('button', { name: 'Se connecter' });

describe('the login form', { timeout: 20_000 }, () => {
  it('suits password managers', () => {
    renderLogin({ status: 200, body: envelope(ADMIN) });
    expect(email()).toHaveAttribute('autocomplete', 'username');
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('says in French what is missing or wrong, on the fields', async () => {
    const { user, api } = renderLogin({ status: 200, body: envelope(ADMIN) });
    await user.type(email(), 'pas-une-adresse');
    await user.tab();
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Adresse e-mail invalide'));
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Champ obligatoire'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('logs in and hands over the user', async () => {
    const { user, onLoggedIn, api } = renderLogin({ status: 200, body: envelope(ADMIN) });
    await user.type(email(), 'Admin@Voltaire.demo');
    await user.type(password(), 'Voltaire-demo-2026');
    await user.click(submit());
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(ADMIN));
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/v2/auth/login',
        body: { email: 'Admin@Voltaire.demo', password: 'Voltaire-demo-2026' },
      },
    ]);
  });

  it('announces refused credentials, empties the password and puts the focus back on it', async () => {
    const { user, onLoggedIn } = renderLogin({
      status: 401,
      body: envelopeError('INVALID_CREDENTIALS', 'Adresse e-mail ou mot de passe incorrect.'),
    });
    await user.type(email(), 'admin@voltaire.demo');
    await user.type(password(), 'mauvais');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.'),
    );
    expect(password()).toHaveValue('');
    expect(password()).toHaveFocus();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('passes on the server’s message when there are too many attempts', async () => {
    const { user } = renderLogin({
      status: 429,
      body: envelopeError('TOO_MANY_REQUESTS', 'Trop de requêtes. Réessayez dans quelques instants.'),
    });
    await user.type(email(), 'admin@voltaire.demo');
    await user.type(password(), 'x');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Trop de requêtes.'));
  });

  it('falls back to a generic French message on a server failure', async () => {
    const { user } = renderLogin({ status: 500, body: envelopeError('INTERNAL_ERROR', 'Erreur interne') });
    await user.type(email(), 'admin@voltaire.demo');
    await user.type(password(), 'x');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_FAILED_FALLBACK));
  });
});

describe('the way back after login', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/eligibilite/journal?x=1', '/admin/eligibilite/journal?x=1'],
    ['//evil.example/admin', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
