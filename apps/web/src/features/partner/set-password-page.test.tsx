import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, type FakeRoute, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

const SLOW = { timeout: 10_000 };
const TOKEN = 'A'.repeat(43);
const LINK = {
  purpose: 'invitation',
  email: 'vendeuse@pap.example',
  displayName: 'Vendeuse Invitée',
  organisationName: 'Porte-à-Porte Conseil',
  expiresAt: '2026-11-28T09:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

function renderAt(hash: string, routes: Record<string, FakeRoute>) {
  window.location.hash = hash;
  const api = fakeApi(routes);
  return { api, ...renderRoute('/definir-mot-de-passe', { http: createHttpClient({ fetch: api.fetch }) }) };
}

describe('the page of an invitation or reset link', { timeout: 20_000 }, () => {
  it('says a link without its token is incomplete', async () => {
    renderAt('', {});
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Ce lien est incomplet : ouvrez le lien reçu par e-mail, en entier.',
    );
  });

  it('says a used or expired link in the server’s words', async () => {
    renderAt(`#${TOKEN}`, {
      'POST /api/node/v1/account/password-link': {
        status: 410,
        body: envelopeError(
          'PASSWORD_LINK_EXPIRED',
          'Ce lien a expiré (il était valable 72 heures). Demandez à votre administrateur de vous en envoyer un nouveau.',
        ),
      },
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Ce lien a expiré (il était valable 72 heures). Demandez à votre administrateur de vous en envoyer un nouveau.',
    );
  });

  it('sets a password of 12 characters at least, confirmed, and shows the server’s refusal on the field', async () => {
    let attempts = 0;
    const { api } = renderAt(`#${TOKEN}`, {
      'POST /api/node/v1/account/password-link': { body: envelope(LINK) },
      'POST /api/node/v1/account/set-password': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: envelopeError(
                'PASSWORD_BREACHED',
                'Ce mot de passe figure dans une liste de mots de passe divulgués ou trop courants : choisissez-en un autre.',
                'password',
              ),
            }
          : { body: envelope({ email: LINK.email }) };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Vendeuse Invitée \(vendeuse@pap\.example\)/, {}, SLOW)).toBeVisible();
    const password = screen.getByLabelText(/^Mot de passe/);
    await user.type(password, 'court');
    await user.tab();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe doit faire au moins 12 caractères.'),
    );
    await user.clear(password);
    await user.type(password, 'qwerty123456');
    await user.type(screen.getByLabelText(/Confirmer/), 'qwerty123456');
    await user.click(screen.getByRole('button', { name: /Enregistrer mon mot de passe/ }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('Ce mot de passe figure dans une liste de mots de passe divulgués'),
      ),
    );
    await user.clear(password);
    await user.type(password, 'cheval agrafe pile 7');
    await user.clear(screen.getByLabelText(/Confirmer/));
    await user.type(screen.getByLabelText(/Confirmer/), 'cheval agrafe pile 7');
    await user.click(screen.getByRole('button', { name: /Enregistrer mon mot de passe/ }));
    expect(
      await screen.findByText('Votre mot de passe est enregistré. Ce lien ne servira plus.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Me connecter' })).toHaveAttribute('href', '/connexion');
    expect(api.requests.at(-1)?.body).toEqual({ token: TOKEN, password: 'cheval agrafe pile 7' });
  });
});
