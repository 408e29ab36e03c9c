import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, type FakeRoute, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

const SLOW = { timeout: 10_000 };
const ORDER_ID = '5f0c2a8e-3b1d-4c7a-9e2f-1a2b3c4d5e6f';

function renderLink(answer: FakeRoute) {
  const api = fakeApi({ 'POST /api/node/v1/signing/links/open': answer });
  vi.stubGlobal('fetch', api.fetch);
  return {
    api,
    ...renderRoute('/signature/lien/jeton-du-lien', { http: createHttpClient({ fetch: api.fetch }) }),
  };
}

beforeAll(async () => {
  await import('./signing-route-modules');
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

describe('the signing link of an agent’s sale', { timeout: 30_000 }, () => {
  it('is opened on the server, then leads to the signing page of its order', async () => {
    const { api, router } = renderLink({ body: envelope({ orderId: ORDER_ID }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/signature/${ORDER_ID}`), SLOW);
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { token: 'jeton-du-lien' } });
  });

  it('an expired link is explained in French, under a heading', async () => {
    const message =
      'Ce lien de signature a expiré. Demandez à votre conseiller de vous en envoyer un nouveau.';
    renderLink({ status: 410, body: envelopeError('SIGNING_LINK_EXPIRED', message) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien de signature expiré' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('an unknown link is invalid', async () => {
    renderLink({
      status: 404,
      body: envelopeError('SIGNING_LINK_INVALID', 'Ce lien de signature est invalide.'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien de signature invalide' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de signature est invalide.');
  });
});
