import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';

const CONTRACT_ID = '7c1d2e3f-0001-4a5b-8c6d-000000000101';
const VIEW = {
  purpose: 'offerChange',
  contractId: CONTRACT_ID,
  reference: 'VOL-2025-DEMO000101',
  energy: 'electricity',
  address: '14 Rue Judaïque 33000 Bordeaux',
  offerName: 'Électricité Indexée',
  expiresAt: '2026-03-17T09:00:00.000Z',
  verified: false,
  destinations: [
    { channel: 'email', masked: 'c•••@exemple.fr' },
    { channel: 'sms', masked: '06 •• •• •• 01' },
  ],
  code: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// Lazy route modules load on first render: slower than most screens' tests on a busy machine.
describe('the existing customer’s link page', { timeout: 20_000 }, () => {
  it('asks for the contact on file and gives the same neutral answer', async () => {
    const message =
      'Si ces coordonnées correspondent à un contrat Voltaire, vous allez recevoir un lien personnel, valable 7 jours. Pensez à vérifier vos courriers indésirables.';
    const { api } = renderWithApi('/changement-offre', {
      'POST /api/node/v1/customers/link-request': { status: 202, body: envelope({ message }) },
    });
    const field = await screen.findByRole(
      'textbox',
      { name: /Adresse e-mail ou numéro de téléphone/ },
      { timeout: 10_000 },
    );
    await userEvent.type(field, 'camille.bernard@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir mon lien personnel' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(api.requests.at(-1)?.body).toEqual({
      purpose: 'offerChange',
      contact: 'camille.bernard@exemple.fr',
    });
  });

  it('explains an expired link and offers to send a new one', async () => {
    renderWithApi('/demenagement?lien=abcdefghijklmnopqrstuvwxyz', {
      'POST /api/node/v1/crypted-data/changement-offre': {
        status: 410,
        body: envelopeError(
          'CONTRACT_LINK_EXPIRED',
          'Ce lien a expiré : il n’est valable que 7 jours. Demandez un nouveau lien ci-dessous, il vous sera envoyé aussitôt.',
        ),
      },
    });
    expect(await screen.findByText(/^Ce lien a expiré/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Je déménage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recevoir mon lien personnel' })).toBeInTheDocument();
  });

  it('shows the contract, sends the code and goes on once it is typed', async () => {
    const { api, router } = renderWithApi('/changement-offre?lien=abcdefghijklmnopqrstuvwxyz', {
      'POST /api/node/v1/crypted-data/changement-offre': { body: envelope(VIEW) },
      'POST /api/node/v1/crypted-data/changement-offre/send-code': {
        body: envelope({ sentTo: 'c•••@exemple.fr', expiresAt: '2026-03-10T09:10:00.000Z' }),
      },
      'POST /api/node/v1/crypted-data/changement-offre/verify-code': {
        body: envelope({ contractId: CONTRACT_ID }),
      },
      'GET /api/node/v1/changement-offre/get-recap': {
        status: 404,
        body: envelopeError('CONTRACT_NOT_FOUND', 'Contrat introuvable.'),
      },
    });
    expect(await screen.findByRole('region', { name: 'Votre contrat' })).toHaveTextContent(
      'Électricité Indexée',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir mon code' }));
    expect(
      await screen.findByText(/Un code à 6 chiffres vient d’être envoyé à c•••@exemple\.fr/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/changement-offre/contrat/${CONTRACT_ID}`),
    );
    expect(api.requests.find((request) => request.path.endsWith('verify-code'))?.body).toEqual({
      data: 'abcdefghijklmnopqrstuvwxyz',
      code: '123456',
    });
  });
});
