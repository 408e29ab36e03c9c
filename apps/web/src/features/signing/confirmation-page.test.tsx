import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import { confirmation, ORDER_ID, renderWithApi, SLOW } from './signing-test-support';

const CONFIRMATION_PATH = `GET /api/v2/converted/${ORDER_ID}`;

beforeAll(async () => {
  await Promise.all([import('./confirmation-page'), import('./confirmation-loader')]);
}, 30_000);

describe('the thank-you page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('thanks, and gives the reference, the start date, the next steps and the withdrawal deadline', async () => {
    renderWithApi(`/souscription/${ORDER_ID}/confirmation`, {
      [CONFIRMATION_PATH]: { body: envelope(confirmation()) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci\u202F!' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Votre souscription à l’offre Électricité Fixe est confirmée.'),
    ).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Votre commande' });
    expect(order).toHaveTextContent('RéférenceVOL-2026-4F2A9C11E0');
    expect(order).toHaveTextContent('Début de fourniture15/01/2027');
    expect(order).toHaveTextContent('a été envoyé à j•••@exemple.fr');
    expect(within(order).getByRole('link', { name: 'Télécharger mon contrat signé (PDF)' })).toHaveAttribute(
      'href',
      `/api/node/v1/signing/${ORDER_ID}/document.pdf?download=1`,
    );
    const steps = within(screen.getByRole('region', { name: 'Les prochaines étapes' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(confirmation().nextSteps);
    const withdrawal = screen.getByRole('region', { name: 'Votre droit de rétractation' });
    expect(withdrawal).toHaveTextContent('Date limite : 01/06/2026 inclus');
    expect(withdrawal).toHaveTextContent(confirmation().withdrawal.explanation);
    await waitFor(() => expect(document.title).toBe('Merci pour votre souscription – Voltaire Énergie'));
    expect(
      within(screen.getByRole('region', { name: 'Électricité et gaz' })).getByRole('link', {
        name: 'Souscrire aussi à l’autre énergie',
      }),
    ).toHaveAttribute('href', `/offres?ajout=${ORDER_ID}`);
  });

  it('for an order not completed yet, says why and leads back to signing', async () => {
    renderWithApi(`/souscription/${ORDER_ID}/confirmation`, {
      [CONFIRMATION_PATH]: {
        status: 409,
        body: envelopeError('ORDER_NOT_COMPLETED', 'Cette commande n’est pas encore finalisée.'),
      },
    });
    expect(
      await screen.findByText('Cette commande n’est pas encore finalisée.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signer et finaliser ma souscription' })).toHaveAttribute(
      'href',
      `/signature/${ORDER_ID}`,
    );
  });

  it('says « Commande introuvable » for someone else’s order', async () => {
    renderWithApi(`/souscription/${ORDER_ID}/confirmation`, {
      [CONFIRMATION_PATH]: { status: 404, body: envelopeError('NOT_FOUND', 'Commande introuvable.') },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' }, SLOW),
    ).toBeInTheDocument();
  });
});
