import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_SALE_STATUS_LABELS } from '@voltaire/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-api';
import {
  CALLBACK_ID,
  COMPARISON_AGENT,
  DRAFT_ID,
  DRAFT_SALE,
  NEW_ORDER_ID,
  PENDING_CALLBACK,
  renderWorkspace,
  SENT_ID,
  SENT_SALE,
  salesOf,
  TELESALES_AGENT,
} from './agent-test-support';
import { POLL_INTERVAL_MS } from './use-polling';

const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  await Promise.all([import('./agent-screens'), import('./workspace-page'), import('./agent-layout')]);
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the agent workspace', { timeout: 30_000 }, () => {
  it('shows the agent, their channel, the sales of today with their status, and what can be done with each', async () => {
    renderWorkspace('/contrats-energies-tlv', TELESALES_AGENT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Espace conseiller – Télévente' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Agent Télévente');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /Mes ventes – Aujourd’hui \(2\)/ });
    const draftRow = within(table).getByRole('row', { name: /VOL-2026-DRAFT00001/ });
    expect(draftRow).toHaveTextContent('Paul Martin');
    expect(draftRow).toHaveTextContent(AGENT_SALE_STATUS_LABELS.draft);
    expect(
      within(draftRow).getByRole('link', { name: 'Reprendre la vente VOL-2026-DRAFT00001' }),
    ).toHaveAttribute('href', `/souscription/${DRAFT_ID}`);
    const sentRow = within(table).getByRole('row', { name: /VOL-2026-SENT000002/ });
    expect(sentRow).toHaveTextContent('Lien de signature envoyé');
    expect(sentRow).toHaveTextContent('e-mail à j•••@example.fr');
    expect(
      within(sentRow).getByRole('button', { name: 'Renvoyer le lien de la vente VOL-2026-SENT000002' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /Ventes par statut/ })).toHaveTextContent('Brouillon : 1');
    // Written by the frame's effect, once it is shown.
    await waitFor(() => expect(sessionStorage.getItem('venteType')).toBe('assistee'));
    expect(sessionStorage.getItem('channel')).toBe('espace-conseiller');
    expect(sessionStorage.getItem('subscriptionChannel')).toBe('telesales');
  });

  it('sends whoever is not logged in to the login page, and an agent of another channel to their own landing', async () => {
    const nobody = renderWorkspace('/contrats-energies-tlv', null);
    await waitFor(() => expect(nobody.router.state.location.pathname).toBe('/connexion'), SLOW);
    expect(nobody.router.state.location.search).toBe(
      `?retour=${encodeURIComponent('/contrats-energies-tlv')}`,
    );
    nobody.unmount();

    const other = renderWorkspace('/contrats-energies-tlv', COMPARISON_AGENT);
    await waitFor(
      () => expect(other.router.state.location.pathname).toBe('/contrats-energies-comparateur'),
      SLOW,
    );
    expect(
      await screen.findByRole('heading', { name: 'Espace conseiller – Comparateur' }, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /Demandes de rappel/ })).not.toBeInTheDocument();
  });

  it('switches to the sales of the month', async () => {
    const user = userEvent.setup();
    const { api } = renderWorkspace('/contrats-energies-tlv', TELESALES_AGENT);
    await user.click(await screen.findByRole('button', { name: 'Ce mois-ci' }, SLOW));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ce mois-ci' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(api.requests.map((request) => request.path)).toContain('/api/node/v1/agent/sales?period=month');
  });

  it('refreshes the statuses while in view and announces a sale that gets signed', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let signed = false;
    renderWorkspace('/contrats-energies-tlv', TELESALES_AGENT, {
      'GET /api/node/v1/agent/sales': () => ({
        body: envelope(
          salesOf([
            DRAFT_SALE,
            signed ? { ...SENT_SALE, status: 'signed', orderStatus: 'signed' } : SENT_SALE,
          ]),
        ),
      }),
    });
    await screen.findByRole('table', { name: /Mes ventes/ }, SLOW);
    signed = true;
    await act(async () => {
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('status').find((node) => node.textContent?.includes('Signée')),
        ).toHaveTextContent('La vente VOL-2026-SENT000002 de Jeanne Dupont est passée au statut « Signée ».'),
      SLOW,
    );
    expect(screen.getByRole('row', { name: /VOL-2026-SENT000002/ })).toHaveTextContent('Signée');
  });

  it('resends a signing link by the same means, and says where', async () => {
    const user = userEvent.setup();
    const { api } = renderWorkspace('/contrats-energies-tlv', TELESALES_AGENT, {
      [`POST /api/node/v1/agent/orders/${SENT_ID}/signing-link`]: {
        body: envelope({ orderId: SENT_ID, reference: SENT_SALE.reference, link: SENT_SALE.signingLink }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Renvoyer le lien de la vente VOL-2026-SENT000002' }, SLOW),
    );
    expect(await screen.findByText('Nouveau lien envoyé à j•••@example.fr.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path.endsWith('/signing-link'))?.body).toEqual({
      channel: 'email',
    });
  });

  it('resends a signing link by SMS when the agent chooses it', async () => {
    const user = userEvent.setup();
    const { api } = renderWorkspace('/contrats-energies-tlv', TELESALES_AGENT, {
      [`POST /api/node/v1/agent/orders/${SENT_ID}/signing-link`]: {
        body: envelope({
          orderId: SENT_ID,
          reference: SENT_SALE.reference,
          link: { ...SENT_SALE.signingLink, channel: 'sms', sentTo: '06 •• •• •• 78' },
        }),
      },
    });
    const means = await screen.findByRole(
      'combobox',
      { name: 'Envoyer le lien de la vente VOL-2026-SENT000002' },
      SLOW,
    );
    expect(means).toHaveValue('email');
    await user.selectOptions(means, 'par SMS');
    await user.click(
      screen.getByRole('button', { name: 'Renvoyer le lien de la vente VOL-2026-SENT000002' }),
    );
    expect(await screen.findByText('Nouveau lien envoyé à 06 •• •• •• 78.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path.endsWith('/signing-link'))?.body).toEqual({
      channel: 'sms',
    });
  });

  it('searches a prospect, explains a query too short, and lists what matches', async () => {
    const user = userEvent.setup();
    renderWorkspace('/contrats-energies-tlv', TELESALES_AGENT, {
      'GET /api/node/v1/agent/search': ({ url }) => ({
        body: envelope({
          matches:
            url.searchParams.get('q') === 'dupont'
              ? [
                  {
                    kind: 'order',
                    id: SENT_ID,
                    reference: SENT_SALE.reference,
                    name: 'Jeanne Dupont',
                    phone: '06 •• •• •• 78',
                    email: 'j•••@example.fr',
                    deliveryPointId: '01100450002781',
                    status: 'Lien de signature envoyé',
                    updatedAt: '2026-11-25T09:30:00.000Z',
                  },
                ]
              : [],
        }),
      }),
    });
    const field = await screen.findByRole('searchbox', { name: 'Nom, téléphone, e-mail ou PDL/PCE' }, SLOW);
    await user.type(field, 'd{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Saisissez au moins 2 caractères'));
    await user.type(field, 'upont{Enter}');
    expect(await screen.findByText('1 résultat pour « dupont ».')).toBeInTheDocument();
    const results = screen.getByRole('table', { name: /^Résultats pour «.dupont.»$/ });
    expect(within(results).getByRole('row', { name: /Jeanne Dupont/ })).toHaveTextContent('01100450002781');
  });

  it('telesales: takes a call-back request and opens its sale at the first step', async () => {
    const user = userEvent.setup();
    const { api, router } = renderWorkspace('/contrats-energies-tlv', TELESALES_AGENT, {
      [`POST /api/node/v1/agent/callbacks/${CALLBACK_ID}/take`]: {
        body: envelope({ orderId: NEW_ORDER_ID }),
      },
    });
    const queue = await screen.findByRole('region', { name: /Demandes de rappel/ }, SLOW);
    const row = await within(queue).findByRole('row', { name: /Luc Bernard/ }, SLOW);
    expect(row).toHaveTextContent('Le matin (9 h – 12 h)');
    expect(queue).toHaveTextContent('1 en attente');
    await user.click(
      within(row).getByRole('button', { name: `Prendre en charge la demande de Luc Bernard` }),
    );
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/souscription/${NEW_ORDER_ID}/logement`),
      SLOW,
    );
    expect(api.requests.some((request) => request.path.endsWith(`${PENDING_CALLBACK.id}/take`))).toBe(true);
  });

  it('« Nouvelle vente » creates an order and opens its first step', async () => {
    const user = userEvent.setup();
    const { router } = renderWorkspace('/contrats-energies-comparateur', COMPARISON_AGENT, {
      'POST /api/v2/order': { status: 201, body: envelope({ id: NEW_ORDER_ID, completedSteps: [] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Nouvelle vente' }, SLOW));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/souscription/${NEW_ORDER_ID}/logement`),
      SLOW,
    );
  });
});
