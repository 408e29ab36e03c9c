import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError, type FakeRoute } from '../../../test/fake-api';
import { renderAsAdmin, SLOW } from '../admin-test-support';
import type { OutboxMessage } from './back-office-api';

const ACKNOWLEDGEMENT: OutboxMessage = {
  id: '6f1d2c3b-4a59-4e8e-9d2e-1f8d9c1b2a01',
  channel: 'email',
  purpose: 'case-acknowledgement',
  to: 'jeanne.martin@example.fr',
  subject: 'Votre demande C2026-000042 est bien reçue',
  text: 'Bonjour Jeanne,\nNous avons bien reçu votre demande C2026-000042.',
  status: 'kept',
  attempts: 0,
  createdAt: '2026-03-02T08:15:00.000Z',
  sentAt: null,
  lastError: null,
  attachments: [{ filename: 'facture.pdf', contentType: 'application/pdf', size: 2048 }],
};
const SMS: OutboxMessage = {
  ...ACKNOWLEDGEMENT,
  id: '6f1d2c3b-4a59-4e8e-9d2e-1f8d9c1b2a02',
  channel: 'sms',
  purpose: 'signing-code',
  to: '+33612345678',
  subject: null,
  text: 'Votre code de signature : 123456',
  status: 'failed',
  attempts: 10,
  lastError: 'Fournisseur SMS injoignable',
  attachments: [],
};

beforeAll(async () => {
  await import('../admin-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

function renderOutbox(path = '/admin/boite-envoi', routes: Record<string, FakeRoute> = {}) {
  return renderAsAdmin(path, {
    'GET /api/node/v1/admin/outbox': ({ url }) => ({
      body: envelope({
        messages: [ACKNOWLEDGEMENT, SMS].filter(
          ({ to }) => !url.searchParams.get('to') || to === url.searchParams.get('to'),
        ),
      }),
    }),
    ...routes,
  });
}

describe('/admin/boite-envoi', { timeout: 20_000 }, () => {
  it('shows each message: channel, recipient, date, purpose, status, text and attachments', async () => {
    renderOutbox();
    const mail = await screen.findByRole(
      'article',
      { name: 'Votre demande C2026-000042 est bien reçue' },
      SLOW,
    );
    expect(mail).toHaveTextContent(
      'E-mail à jeanne.martin@example.fr, 02/03/2026 09:15 — Accusé de réception d’une demande — Gardé (aucun transport configuré)',
    );
    expect(mail).toHaveTextContent('Nous avons bien reçu votre demande C2026-000042.');
    expect(mail).toHaveTextContent('Pièces jointes : facture.pdf');
    const sms = screen.getByRole('article', { name: 'SMS à +33612345678' });
    expect(sms).toHaveTextContent('Échec (Fournisseur SMS injoignable)');
  });

  it('searches by exact recipient through the address bar', async () => {
    const { api, router } = renderOutbox();
    const search = await screen.findByRole('search', { name: 'Chercher des messages' }, SLOW);
    await userEvent.type(within(search).getByLabelText('Destinataire exact'), '+33612345678');
    await userEvent.click(within(search).getByRole('button', { name: 'Chercher' }));

    await waitFor(() => expect(router.state.location.search).toBe('?to=%2B33612345678'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /C2026-000042/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'SMS à +33612345678' })).toBeInTheDocument();
    expect(api.requests.map(({ path }) => path)).toContain('/api/node/v1/admin/outbox?to=%2B33612345678');
  });

  it('says so when no message matches', async () => {
    renderOutbox('/admin/boite-envoi?to=personne@example.fr');
    expect(await screen.findByText('Aucun message.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Destinataire exact')).toHaveValue('personne@example.fr');
  });

  it('resends a message as a copy and announces it', async () => {
    const { api } = renderOutbox('/admin/boite-envoi', {
      [`POST /api/node/v1/admin/outbox/${ACKNOWLEDGEMENT.id}/resend`]: {
        status: 201,
        body: envelope({ id: 'copie' }),
      },
    });
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Renvoyer « Votre demande C2026-000042 est bien reçue » à jeanne.martin@example.fr' },
        SLOW,
      ),
    );
    const status = await screen.findByText('Message renvoyé à jeanne.martin@example.fr.', {}, SLOW);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(api.requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      `/api/node/v1/admin/outbox/${ACKNOWLEDGEMENT.id}/resend`,
    ]);
  });

  it('shows the server’s French refusal of a resend', async () => {
    renderOutbox('/admin/boite-envoi', {
      [`POST /api/node/v1/admin/outbox/${SMS.id}/resend`]: {
        status: 404,
        body: envelopeError('NOT_FOUND', 'Message introuvable.'),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Renvoyer « Code de signature » à +33612345678' }, SLOW),
    );
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Message introuvable.'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
