import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../app/app-services';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, type FakeRoute, fakeApi } from '../../test/fake-api';
import { createFakeLogCapture } from '../../test/render-route';
import { renderWithApi } from '../../test/render-with-api';
import { solveCaptcha } from '../../test/solve-captcha';
import { DataRequestPage } from './data-request-page';

const REQUESTS = '/api/node/v1/rgpd/requests';

afterEach(() => vi.unstubAllGlobals());

function renderForm(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  render(
    <AppServicesProvider
      services={{ http: createHttpClient({ fetch: api.fetch }), logCapture: createFakeLogCapture() }}
    >
      <DataRequestPage captchaWidget={() => Promise.resolve()} />
    </AppServicesProvider>,
  );
  return api;
}

async function fillErasureRequest() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('radio', { name: 'Effacer mes données' }));
  await user.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Jeanne');
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
  await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'jeanne.martin@example.fr');
  await user.type(screen.getByRole('textbox', { name: /Précisions/ }), 'Je ne suis plus cliente.');
  await solveCaptcha();
  await user.click(screen.getByRole('button', { name: /Envoyer ma demande/ }));
}

describe('/donnees-personnelles/demande: the RGPD request form', { timeout: 30_000 }, () => {
  it('sends an erasure request, then says to confirm it from the e-mailed link', async () => {
    const api = renderForm({ [`POST ${REQUESTS}`]: { status: 202, body: envelope({ received: true }) } });
    await fillErasureRequest();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Ouvrez le lien que nous venons de vous envoyer par e-mail');
    await waitFor(() => expect(status).toHaveFocus());
    expect(api.requests.find(({ path }) => path === REQUESTS)?.body).toEqual({
      kind: 'erasure',
      firstName: 'Jeanne',
      lastName: 'Martin',
      email: 'jeanne.martin@example.fr',
      details: 'Je ne suis plus cliente.',
      captcha: 'cGF5bG9hZA==',
    });
  });

  it('sends nothing without a choice of request, and says so in French', async () => {
    const api = renderForm({});
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Jeanne');
    await user.click(screen.getByRole('button', { name: /Envoyer ma demande/ }));

    expect(await screen.findByText('Choisissez votre demande')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('shows the server’s French refusal and keeps the form', async () => {
    renderForm({
      [`POST ${REQUESTS}`]: {
        status: 429,
        body: envelopeError('TOO_MANY_REQUESTS', 'Trop de requêtes. Réessayez dans quelques instants.'),
      },
    });
    await fillErasureRequest();

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Trop de requêtes. Réessayez dans quelques instants.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Jeanne');
  });
});

describe('/donnees-personnelles/verification/:token', { timeout: 20_000 }, () => {
  it('confirms the request only when the person presses the button', async () => {
    const { api } = renderWithApi('/donnees-personnelles/verification/jeton-de-test', {
      'POST /api/node/v1/rgpd/requests/verify': { body: envelope({ verified: true }) },
    });
    const confirm = await screen.findByRole('button', { name: 'Confirmer ma demande' }, { timeout: 10_000 });
    expect(api.requests.filter(({ method }) => method === 'POST')).toEqual([]);
    await userEvent.click(confirm);

    expect(await screen.findByText(/Merci, votre demande est confirmée/)).toBeInTheDocument();
    expect(api.requests.find(({ method }) => method === 'POST')).toMatchObject({
      path: '/api/node/v1/rgpd/requests/verify',
      body: { token: 'jeton-de-test' },
    });
  });
});
