import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError, type FakeRoute } from '../../../test/fake-api';
import { renderAsAdmin, SLOW } from '../admin-test-support';
import type { LeadLine } from './back-office-api';

const LEAD: LeadLine = {
  id: '0b8f6a1e-2c3d-4e5f-8a9b-0c1d2e3f4a51',
  channel: 'web',
  status: 'open',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@example.fr',
  phone: '0612345678',
  marketingOptIn: false,
  lastContactAt: '2026-03-02T08:15:00.000Z',
  anonymisedAt: null,
};
const ANONYMISED: LeadLine = {
  ...LEAD,
  id: '0b8f6a1e-2c3d-4e5f-8a9b-0c1d2e3f4a52',
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  anonymisedAt: '2026-03-03T10:00:00.000Z',
};
const ERASE_PATH = `POST /api/v2/admin/leads/${LEAD.id}/erase`;

beforeAll(async () => {
  await import('../admin-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

function renderLeads(path = '/admin/prospects', routes: Record<string, FakeRoute> = {}) {
  return renderAsAdmin(path, {
    'GET /api/v2/admin/leads': ({ url }) => ({
      body: envelope({ leads: url.searchParams.get('q') === 'inconnu' ? [] : [LEAD, ANONYMISED] }),
    }),
    ...routes,
  });
}

describe('/admin/prospects', { timeout: 20_000 }, () => {
  it('lists prospects with their channel, status and last contact; an anonymised one has no erase button', async () => {
    renderLeads();
    const table = await screen.findByRole('table', { name: 'Prospects (2)' }, SLOW);
    expect(within(table).getByRole('row', { name: /Jeanne Martin/ })).toHaveTextContent(
      'Jeanne Martinjeanne.martin@example.frSite VoltaireEn cours02/03/2026',
    );
    const anonymised = within(table).getByRole('row', { name: /Prospect anonymisé/ });
    expect(anonymised).toHaveTextContent('Anonymisé');
    expect(within(anonymised).queryByRole('button', { name: /Effacer/ })).not.toBeInTheDocument();
  });

  it('searches by e-mail, name or phone through the address bar', async () => {
    const { api, router } = renderLeads();
    const search = await screen.findByRole('search', { name: 'Chercher des prospects' }, SLOW);
    await userEvent.type(
      within(search).getByRole('searchbox', { name: 'E-mail, nom ou téléphone' }),
      'inconnu',
    );
    await userEvent.click(within(search).getByRole('button', { name: 'Chercher' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=inconnu'));
    expect(await screen.findByRole('table', { name: 'Prospects (0)' })).toBeInTheDocument();
    expect(api.requests.map(({ path }) => path)).toContain('/api/v2/admin/leads?q=inconnu');
  });

  it('offers the RGPD export of a prospect as a file to download', async () => {
    renderLeads();
    const link = await screen.findByRole('link', { name: 'Exporter les données de Jeanne Martin' }, SLOW);
    expect(link).toHaveAttribute('href', `/api/v2/admin/leads/${LEAD.id}/export`);
    expect(link).toHaveAttribute('download');
  });

  it('asks before erasing; « Annuler » has the focus and erases nothing', async () => {
    const { api } = renderLeads('/admin/prospects', { [ERASE_PATH]: { body: envelope({}) } });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Effacer les données de Jeanne Martin' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Effacer les données de ce prospect ?' });
    expect(dialog).toHaveTextContent('Cette action est définitive.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('erases a prospect once confirmed, and announces it', async () => {
    const { api } = renderLeads('/admin/prospects', { [ERASE_PATH]: { body: envelope({}) } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Effacer les données de Jeanne Martin' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));

    expect(await screen.findByText('Données de Jeanne Martin effacées.', {}, SLOW)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      `/api/v2/admin/leads/${LEAD.id}/erase`,
    ]);
  });

  it('shows the server’s French refusal of an erasure', async () => {
    renderLeads('/admin/prospects', {
      [ERASE_PATH]: { status: 404, body: envelopeError('LEAD_NOT_FOUND', 'Lead introuvable.') },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Effacer les données de Jeanne Martin' }, SLOW),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Effacer définitivement' }),
    );

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Lead introuvable.'));
  });
});
