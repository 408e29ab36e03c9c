import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALL_CONSENT_MISSING_MESSAGE } from '@voltaire/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../../test/fake-api';
import { ORDER_ID, orderWith, renderJourney } from '../../subscription/subscription-test-support';

const SLOW = { timeout: 10_000 };
const ALL_BUT_SUMMARY = ['housing', 'deliveryPoint', 'situation', 'holder', 'payment'] as const;
const AGENT = { agentId: 'agent-tlv', channel: 'telesales' } as const;
const INBOUND = { direction: 'inbound' } as const;

function agentOrder(done: Parameters<typeof orderWith>[0], call?: { direction: 'inbound' }) {
  const order = orderWith(done, AGENT);
  return call ? { ...order, journey: { ...order.journey, call } } : order;
}

beforeAll(async () => {
  await Promise.all([
    import('../../subscription/journey-routes'),
    import('../../subscription/steps/housing-step'),
    import('../../subscription/steps/summary-step'),
    import('./agent-journey-module'),
  ]);
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

describe('the journey an agent runs for the customer', { timeout: 30_000 }, () => {
  it('telesales: the call context comes first, then the step; it is saved with the call endpoint', async () => {
    const user = userEvent.setup();
    const { api } = renderJourney(`/souscription/${ORDER_ID}/logement`, agentOrder([]), {
      [`PUT /api/node/v1/agent/orders/${ORDER_ID}/call`]: ({ body }) => ({
        body: envelope({ ...agentOrder([]), journey: { call: body } }),
      }),
    });
    const bar = await screen.findByRole('navigation', { name: 'Vente conseiller' }, SLOW);
    expect(bar).toHaveTextContent('Vente conseiller · Télévente · VOL-2026-A1B2C3D4E5');
    expect(within(bar).getByRole('link', { name: 'Retour à mon espace conseiller' })).toHaveAttribute(
      'href',
      '/contrats-energies-tlv',
    );
    const context = screen.getByRole('region', { name: 'Contexte de l’appel' });
    expect(screen.queryByRole('combobox', { name: 'Adresse du logement' })).not.toBeInTheDocument();

    await user.click(within(context).getByRole('radio', { name: /Appel sortant/ }));
    await user.click(within(context).getByRole('button', { name: 'Enregistrer le contexte de l’appel' }));
    const source = within(context).getByRole('combobox', { name: /Source du consentement/ });
    await waitFor(() => expect(source).toHaveAccessibleDescription('Choisissez la source du consentement'));
    await user.selectOptions(source, 'callbackRequest');
    await user.type(within(context).getByRole('textbox', { name: /Date du consentement/ }), '02/11/2026');
    await user.click(within(context).getByRole('button', { name: 'Enregistrer le contexte de l’appel' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        direction: 'outbound',
        consentSource: 'callbackRequest',
        consentDate: '2026-11-02',
      }),
    );
  });

  it('telesales: once the call context is saved it is read back, and « Modifier » takes the focus', async () => {
    const user = userEvent.setup();
    let saved = false;
    renderJourney(`/souscription/${ORDER_ID}/logement`, null, {
      [`GET /api/v3/command/${ORDER_ID}`]: () => ({
        body: envelope(saved ? agentOrder([], INBOUND) : agentOrder([])),
      }),
      [`PUT /api/node/v1/agent/orders/${ORDER_ID}/call`]: () => {
        saved = true;
        return { body: envelope(agentOrder([], INBOUND)) };
      },
    });
    const context = await screen.findByRole('region', { name: 'Contexte de l’appel' }, SLOW);
    await user.click(within(context).getByRole('radio', { name: /Appel entrant/ }));
    await user.click(within(context).getByRole('button', { name: 'Enregistrer le contexte de l’appel' }));
    expect(await within(context).findByRole('status', {}, SLOW)).toHaveTextContent(
      'Appel entrant (le client a appelé)',
    );
    expect(within(context).getByRole('button', { name: 'Modifier le contexte de l’appel' })).toHaveFocus();
    expect(await screen.findByRole('combobox', { name: 'Adresse du logement' })).toBeInTheDocument();
  });

  it('reads back every saved answer, and ends by sending the signing link to the customer', async () => {
    const user = userEvent.setup();
    const order = agentOrder([...ALL_BUT_SUMMARY], INBOUND);
    const { api, router } = renderJourney(`/souscription/${ORDER_ID}/recapitulatif`, order, {
      'POST /api/v3/session/nextjs-save-point': { body: envelope(order) },
      [`POST /api/node/v1/agent/orders/${ORDER_ID}/signing-link`]: {
        body: envelope({
          orderId: ORDER_ID,
          reference: order.reference,
          link: {
            channel: 'sms',
            sentTo: '06 •• •• •• 78',
            sentAt: '2026-11-25T10:00:00.000Z',
            openedAt: null,
            expiresAt: '2026-12-02T10:00:00.000Z',
          },
        }),
      },
    });
    const readBack = await screen.findByRole('region', { name: 'Réponses du client' }, SLOW);
    expect(readBack).toHaveTextContent('Appel entrant (le client a appelé)');
    expect(readBack).toHaveTextContent('12 Rue de la Roquette 75011 Paris');
    expect(readBack).toHaveTextContent('PDL 01100450002781, confirmé');
    expect(readBack).toHaveTextContent('6 kVA, option Base');
    expect(readBack).toHaveTextContent('Madame Jeanne Dupont');
    expect(readBack).toHaveTextContent('Téléphone : 0612345678');
    expect(readBack).toHaveTextContent('IBAN FR76 •••• •••• •••• •••• •••• 189');
    expect(screen.queryByRole('button', { name: 'Continuer vers la signature' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await user.click(screen.getByRole('checkbox', { name: /données de mon compteur/ }));
    await user.click(screen.getByRole('radio', { name: /^Par SMS \(06/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de signature au client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contrats-energies-tlv'), SLOW);
    expect(router.state.location.state).toEqual({
      linkSent: { reference: order.reference, sentTo: '06 •• •• •• 78' },
    });
    expect(api.requests.find((request) => request.path.endsWith('/signing-link'))?.body).toEqual({
      channel: 'sms',
    });
  });

  it('shows and announces the server’s refusal of the sale (no call consent)', async () => {
    const user = userEvent.setup();
    const order = agentOrder([...ALL_BUT_SUMMARY], INBOUND);
    renderJourney(`/souscription/${ORDER_ID}/recapitulatif`, order, {
      'POST /api/v3/session/nextjs-save-point': { body: envelope(order) },
      [`POST /api/node/v1/agent/orders/${ORDER_ID}/signing-link`]: {
        status: 422,
        body: envelopeError('CALL_CONSENT_REQUIRED', CALL_CONSENT_MISSING_MESSAGE),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /conditions générales de vente/ }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: /données de mon compteur/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de signature au client' }));
    const section = screen.getByRole('region', { name: 'Vos accords' });
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(CALL_CONSENT_MISSING_MESSAGE),
    );
  });

  it('a customer’s own journey shows none of it', async () => {
    renderJourney(`/souscription/${ORDER_ID}/recapitulatif`, orderWith([...ALL_BUT_SUMMARY]));
    expect(await screen.findByRole('button', { name: 'Continuer vers la signature' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Vente conseiller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Réponses du client' })).not.toBeInTheDocument();
  });
});
