import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDetail, CaseSummary } from '@voltaire/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError, type FakeRoute } from '../../../test/fake-api';
import { renderAsAdmin, SLOW } from '../admin-test-support';

const SUMMARY: CaseSummary = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  number: 'C2026-000042',
  themeId: 'facture',
  themeLabel: 'Ma facture',
  channel: 'web',
  status: 'new',
  customerName: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  assignee: null,
  attachmentCount: 2,
  createdAt: '2026-03-02T08:15:00.000Z',
  updatedAt: '2026-03-02T08:15:00.000Z',
};
const DETAIL: CaseDetail = {
  ...SUMMARY,
  civility: 'Mme',
  firstName: 'Jeanne',
  lastName: 'Martin',
  phone: '0612345678',
  customerReference: '',
  deliveryPointId: '12345678901234',
  postalCode: '75011',
  city: 'Paris 11e Arrondissement',
  inseeCode: '75111',
  message: 'Ma facture de février me paraît très élevée.',
  attachments: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c11',
      filename: 'facture.pdf',
      contentType: 'application/pdf',
      size: 2048,
    },
  ],
  notes: [],
  replies: [],
  crm: { state: 'pending', attempts: 2, lastError: 'CRM injoignable', crmId: null },
};
const ONE = `/api/v2/admin/cases/${DETAIL.id}`;
const COUNTS = { new: 1, inProgress: 0, answered: 3, closed: 5 };

beforeAll(async () => {
  await import('../admin-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

function renderCases(path: string, routes: Record<string, FakeRoute> = {}) {
  return renderAsAdmin(path, {
    'GET /api/v2/admin/cases': ({ url }) => ({
      body: envelope({
        cases: url.searchParams.get('status') === 'closed' ? [] : [SUMMARY],
        counts: COUNTS,
      }),
    }),
    [`GET ${ONE}`]: { body: envelope(DETAIL) },
    ...routes,
  });
}

const posted = (api: ReturnType<typeof renderCases>['api']) =>
  api.requests
    .filter(({ method }) => method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

describe('/admin/demandes: the case inbox', { timeout: 20_000 }, () => {
  it('counts the cases by status and lists each with its subject, customer, origin and assignee', async () => {
    renderCases('/admin/demandes');
    expect(
      await screen.findByText('Nouvelle : 1 · En cours : 0 · Répondue : 3 · Clôturée : 5', {}, SLOW),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Demandes (1)' })).getByRole('row', {
      name: /C2026-000042/,
    });
    expect(row).toHaveTextContent(
      'C2026-000042Ma facture (2 pièces jointes)Jeanne Martinjeanne.martin@example.fr02/03/2026 09:15',
    );
    expect(row).toHaveTextContent('Nouvelle—');
    expect(within(row).getByRole('link', { name: 'C2026-000042' })).toHaveAttribute(
      'href',
      `/admin/demandes/${DETAIL.id}`,
    );
  });

  it('filters by status through the address bar, and says when nothing matches', async () => {
    const { api, router } = renderCases('/admin/demandes');
    const filters = await screen.findByRole('search', { name: 'Filtrer les demandes' }, SLOW);
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Statut' }), 'Clôturée');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrer' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=closed&q='));
    expect(await screen.findByText('Aucune demande ne correspond.')).toHaveAttribute('role', 'status');
    expect(api.requests.map(({ path }) => path)).toContain('/api/v2/admin/cases?status=closed');
  });
});

describe('/admin/demandes/:id: one case', { timeout: 20_000 }, () => {
  it('shows the customer, the message, the attachments to download and the CRM state', async () => {
    renderCases(`/admin/demandes/${DETAIL.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demande C2026-000042 : Ma facture' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Mme Jeanne Martin — jeanne.martin@example.fr — 0612345678')).toBeInTheDocument();
    expect(screen.getByText('Ma facture de février me paraît très élevée.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Télécharger facture.pdf' });
    expect(download).toHaveAttribute('href', `${ONE}/attachments/${DETAIL.attachments[0]?.id}`);
    expect(download.parentElement).toHaveTextContent('(2 Ko)');
    expect(screen.getByText('En attente d’envoi au CRM (CRM injoignable)')).toBeInTheDocument();
  });

  it('saves the status and the assignment, and announces it', async () => {
    const { api } = renderCases(`/admin/demandes/${DETAIL.id}`, {
      [`PATCH ${ONE}`]: { body: envelope({ ...DETAIL, status: 'inProgress' }) },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Statut' }, SLOW), 'En cours');
    await user.type(screen.getByRole('textbox', { name: 'Assignée à (e-mail)' }), 'conseil@voltaire.demo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le suivi' }));

    const status = await screen.findByText('Suivi enregistré.', {}, SLOW);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(posted(api)).toEqual([
      { method: 'PATCH', path: ONE, body: { status: 'inProgress', assignee: 'conseil@voltaire.demo' } },
    ]);
  });

  it('shows the server’s French refusal of a status change', async () => {
    renderCases(`/admin/demandes/${DETAIL.id}`, {
      [`PATCH ${ONE}`]: {
        status: 409,
        body: envelopeError(
          'CASE_TRANSITION_REFUSED',
          'Une demande « Nouvelle » ne peut pas passer à « Nouvelle ».',
        ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer le suivi' }, SLOW));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Une demande « Nouvelle » ne peut pas passer à « Nouvelle ».'),
    );
  });

  it('adds an internal note, then empties the field', async () => {
    const { api } = renderCases(`/admin/demandes/${DETAIL.id}`, {
      [`POST ${ONE}/notes`]: { status: 201, body: envelope(DETAIL) },
    });
    const note = await screen.findByRole(
      'textbox',
      { name: 'Nouvelle note (jamais envoyée au client)' },
      SLOW,
    );
    const add = screen.getByRole('button', { name: 'Ajouter la note' });
    expect(add).toBeDisabled();
    await userEvent.type(note, 'Relevé à vérifier avec Enedis.');
    await userEvent.click(add);

    expect(await screen.findByText('Note ajoutée.', {}, SLOW)).toHaveAttribute('role', 'status');
    expect(note).toHaveValue('');
    expect(posted(api)).toEqual([
      { method: 'POST', path: `${ONE}/notes`, body: { text: 'Relevé à vérifier avec Enedis.' } },
    ]);
  });

  it('replies to the customer by e-mail and lists the reply', async () => {
    const replied: CaseDetail = {
      ...DETAIL,
      status: 'answered',
      replies: [
        {
          id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c21',
          author: 'admin@voltaire.demo',
          text: 'Bonjour, votre facture repose sur une estimation.',
          sentAt: '2026-03-02T10:00:00.000Z',
        },
      ],
    };
    let answered = false;
    const { api } = renderCases(`/admin/demandes/${DETAIL.id}`, {
      [`GET ${ONE}`]: () => ({ body: envelope(answered ? replied : DETAIL) }),
      [`POST ${ONE}/reply`]: () => {
        answered = true;
        return { status: 201, body: envelope(replied) };
      },
    });
    await userEvent.type(
      await screen.findByRole(
        'textbox',
        { name: 'Réponse envoyée par e-mail à jeanne.martin@example.fr' },
        SLOW,
      ),
      'Bonjour, votre facture repose sur une estimation.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));

    expect(await screen.findByText('Réponse envoyée au client par e-mail.', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByText('Bonjour, votre facture repose sur une estimation.', { selector: 'li' }),
    ).toHaveTextContent('02/03/2026 11:00, admin@voltaire.demo :');
    expect(screen.getAllByText('Répondue').length).toBeGreaterThan(0);
    expect(posted(api)).toEqual([
      {
        method: 'POST',
        path: `${ONE}/reply`,
        body: { text: 'Bonjour, votre facture repose sur une estimation.' },
      },
    ]);
  });

  it('cannot reply to a closed case', async () => {
    renderCases(`/admin/demandes/${DETAIL.id}`, {
      [`GET ${ONE}`]: { body: envelope({ ...DETAIL, status: 'closed' }) },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Réponse envoyée par e-mail/ }, SLOW),
      'Bonjour',
    );
    expect(screen.getByRole('button', { name: 'Envoyer la réponse' })).toBeDisabled();
  });
});
