import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRequestView } from '@voltaire/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError, type FakeRoute } from '../../../test/fake-api';
import { renderAsAdmin, SLOW } from '../admin-test-support';

const EXPORT: DataRequestView = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b01',
  kind: 'export',
  status: 'verified',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@example.fr',
  details: 'Je voudrais tout ce que vous avez sur moi.',
  createdAt: '2026-03-02T08:15:00.000Z',
  verifiedAt: '2026-03-02T08:20:00.000Z',
  handledAt: null,
  handledBy: null,
  outcome: null,
};
const ERASURE: DataRequestView = {
  ...EXPORT,
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b02',
  kind: 'erasure',
  firstName: 'Paul',
  lastName: 'Durand',
  email: 'paul.durand@example.fr',
  details: '',
};
const UNVERIFIED: DataRequestView = {
  ...ERASURE,
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b03',
  status: 'unverified',
  firstName: 'Léa',
  lastName: 'Petit',
  verifiedAt: null,
};
const DONE: DataRequestView = {
  ...EXPORT,
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b04',
  status: 'done',
  firstName: 'Marc',
  lastName: 'Blanc',
  handledAt: '2026-03-03T09:00:00.000Z',
  handledBy: 'admin@voltaire.demo',
  outcome: 'Copie envoyée : 1 prospect, 2 demandes',
};
const handlePath = (request: DataRequestView) => `POST /api/v2/admin/data-requests/${request.id}/handle`;

beforeAll(async () => {
  await import('../admin-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

function renderRequests(routes: Record<string, FakeRoute> = {}) {
  return renderAsAdmin('/admin/donnees-personnelles', {
    'GET /api/v2/admin/data-requests': { body: envelope([EXPORT, ERASURE, UNVERIFIED, DONE]) },
    ...routes,
  });
}

const requestOf = (name: string) => screen.findByRole('article', { name }, SLOW);
const posted = (api: ReturnType<typeof renderRequests>['api']) =>
  api.requests.filter(({ method }) => method === 'POST').map(({ path, body }) => ({ path, body }));

describe('/admin/donnees-personnelles', { timeout: 20_000 }, () => {
  it('lists each request with its kind, requester, state and outcome; only verified ones can be handled', async () => {
    renderRequests();
    const exportRequest = await requestOf('Recevoir une copie de mes données — Jeanne Martin');
    expect(exportRequest).toHaveTextContent('jeanne.martin@example.fr, le 02/03/2026 09:15 — À traiter');
    expect(exportRequest).toHaveTextContent('Je voudrais tout ce que vous avez sur moi.');
    expect(within(exportRequest).getByRole('button', { name: 'Envoyer la copie' })).toBeInTheDocument();

    const unverified = await requestOf('Effacer mes données — Léa Petit');
    expect(unverified).toHaveTextContent('Adresse non vérifiée');
    expect(within(unverified).queryByRole('button')).not.toBeInTheDocument();
    const done = await requestOf('Recevoir une copie de mes données — Marc Blanc');
    expect(done).toHaveTextContent('Traitée (Copie envoyée : 1 prospect, 2 demandes)');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the copy of an export request and announces it', async () => {
    const { api } = renderRequests({
      [handlePath(EXPORT)]: { body: envelope({ ...EXPORT, status: 'done' }) },
    });
    const exportRequest = await requestOf('Recevoir une copie de mes données — Jeanne Martin');
    await userEvent.click(within(exportRequest).getByRole('button', { name: 'Envoyer la copie' }));

    const status = await screen.findByText('Copie des données envoyée.', {}, SLOW);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(posted(api)).toEqual([
      { path: `/api/v2/admin/data-requests/${EXPORT.id}/handle`, body: { accept: true } },
    ]);
  });

  it('erases the data of an erasure request', async () => {
    const { api } = renderRequests({
      [handlePath(ERASURE)]: { body: envelope({ ...ERASURE, status: 'done' }) },
    });
    const erasure = await requestOf('Effacer mes données — Paul Durand');
    await userEvent.click(within(erasure).getByRole('button', { name: 'Effacer les données' }));

    expect(await screen.findByText('Données effacées.', {}, SLOW)).toHaveAttribute('role', 'status');
    expect(posted(api)).toEqual([
      { path: `/api/v2/admin/data-requests/${ERASURE.id}/handle`, body: { accept: true } },
    ]);
  });

  it('refuses a request with its reason', async () => {
    const { api } = renderRequests({
      [handlePath(ERASURE)]: { body: envelope({ ...ERASURE, status: 'refused' }) },
    });
    const erasure = await requestOf('Effacer mes données — Paul Durand');
    await userEvent.type(
      within(erasure).getByRole('textbox', { name: 'Motif du refus' }),
      'Contrat en cours : obligation légale de conservation',
    );
    await userEvent.click(within(erasure).getByRole('button', { name: 'Refuser' }));

    expect(await screen.findByText('Refus envoyé au demandeur.', {}, SLOW)).toBeInTheDocument();
    expect(posted(api)).toEqual([
      {
        path: `/api/v2/admin/data-requests/${ERASURE.id}/handle`,
        body: { accept: false, reason: 'Contrat en cours : obligation légale de conservation' },
      },
    ]);
  });

  it('shows the server’s French refusal of a refusal without reason', async () => {
    renderRequests({
      [handlePath(ERASURE)]: {
        status: 400,
        body: envelopeError('VALIDATION_ERROR', 'Indiquez le motif du refus', 'reason'),
      },
    });
    const erasure = await requestOf('Effacer mes données — Paul Durand');
    await userEvent.click(within(erasure).getByRole('button', { name: 'Refuser' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Indiquez le motif du refus'));
    expect(screen.queryByText('Refus envoyé au demandeur.')).not.toBeInTheDocument();
  });
});
