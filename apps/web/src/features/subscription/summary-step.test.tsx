import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import { ORDER_ID, orderWith, renderJourney } from './subscription-test-support';

const SLOW = { timeout: 10_000 };
const ALL_BUT_SUMMARY = ['housing', 'deliveryPoint', 'situation', 'holder', 'payment'] as const;
const PATH = `/souscription/${ORDER_ID}/recapitulatif`;

beforeAll(async () => {
  await Promise.all([import('./journey-routes'), import('./steps/summary-step')]);
}, 60_000);

describe('the summary step shows the server’s refusals where they belong', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a refused promo code: its French message on the field, announced and tied to it; the code kept', async () => {
    const user = userEvent.setup();
    renderJourney(PATH, orderWith([...ALL_BUT_SUMMARY]), {
      'POST /api/v2/add-code-promo': {
        status: 400,
        body: envelopeError('PROMO_EXPIRED', 'Ce code promo a expiré.'),
      },
    });
    const code = await screen.findByRole('textbox', { name: 'Votre code promo' }, SLOW);
    await user.type(code, 'ETE2025');
    await user.click(screen.getByRole('button', { name: 'Appliquer le code' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Ce code promo a expiré.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ce code promo a expiré.')).toHaveAttribute('aria-live', 'polite');
    expect(code).toHaveValue('ETE2025');
  });

  it('a refusal of the order as a whole is an alert; what was ticked stays ticked', async () => {
    const user = userEvent.setup();
    const { api } = renderJourney(PATH, orderWith([...ALL_BUT_SUMMARY]), {
      'POST /api/v3/session/nextjs-save-point': {
        body: envelope(orderWith([...ALL_BUT_SUMMARY, 'summary'])),
      },
      [`POST /api/v3/command/push/${ORDER_ID}`]: {
        status: 409,
        body: envelopeError(
          'DELIVERY_POINT_TAKEN',
          'Une souscription est déjà en cours pour ce point de livraison. Vérifiez le numéro de votre compteur ou contactez-nous.',
        ),
      },
    });
    const terms = await screen.findByRole('checkbox', { name: /conditions générales de vente/ }, SLOW);
    await user.click(terms);
    await user.click(screen.getByRole('checkbox', { name: /données de mon compteur/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer vers la signature' }));
    const section = screen.getByRole('region', { name: 'Vos accords' });
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Une souscription est déjà en cours pour ce point de livraison.',
      ),
    );
    expect(terms).toBeChecked();
    expect(
      api.requests.find((request) => request.path === '/api/v3/session/nextjs-save-point')?.body,
    ).toEqual({
      orderId: ORDER_ID,
      step: 'summary',
      data: { termsAccepted: true, meterDataConsent: true, expressStartRequested: false },
    });
  });

  it('without the agreements nothing is sent, and each box says why', async () => {
    const user = userEvent.setup();
    const { api } = renderJourney(PATH, orderWith([...ALL_BUT_SUMMARY]));
    await user.click(await screen.findByRole('button', { name: 'Continuer vers la signature' }, SLOW));
    const terms = screen.getByRole('checkbox', { name: /conditions générales de vente/ });
    await waitFor(() =>
      expect(terms).toHaveAccessibleDescription('Vous devez accepter les conditions générales de vente.'),
    );
    expect(api.requests.some((request) => request.path.includes('save-point'))).toBe(false);
  });

  it('the pre-contract information puts the essentials first and folds the legal detail into sections', async () => {
    const user = userEvent.setup();
    renderJourney(PATH, orderWith([...ALL_BUT_SUMMARY]));
    const section = await screen.findByRole('region', { name: 'Informations précontractuelles' }, SLOW);
    expect(section).toHaveTextContent(/Sans engagement : résiliation à tout moment, sans frais\./);
    expect(within(section).getByText(/le Médiateur national de l’énergie, gratuitement/)).toBeVisible();
    const terms = within(section).getByRole('button', { name: 'Évolution des prix' });
    expect(terms).toHaveAttribute('aria-expanded', 'false');
    await user.click(terms);
    expect(within(section).getByText(/Toute autre modification des prix/)).toBeVisible();
  });
});
