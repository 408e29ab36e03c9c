import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import type { Withdrawal } from './signing-api';
import { renderWithApi, SLOW } from './signing-test-support';

const TOKEN = 'k7Qd2pX9mN4vB8wE1rT6yU3iO0aS5fGh';
const WITHDRAWAL_PATH = `/api/node/v1/subscription/withdrawal/${TOKEN}`;

const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  reference: 'VOL-2026-4F2A9C11E0',
  offerName: 'Électricité Fixe',
  deadline: '2026-06-01',
  withdrawable: true,
  status: 'completed',
  ...overrides,
});

beforeAll(async () => {
  await Promise.all([import('./withdrawal-page'), import('./withdrawal-loader')]);
}, 30_000);

describe('the withdrawal page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is withdrawn and by when, asks for a ticked confirmation, then withdraws', async () => {
    const { requests } = renderWithApi(`/retractation/${TOKEN}`, {
      [`GET ${WITHDRAWAL_PATH}`]: { body: envelope(withdrawal()) },
      [`POST ${WITHDRAWAL_PATH}`]: {
        body: envelope({
          reference: 'VOL-2026-4F2A9C11E0',
          status: 'cancelled',
          withdrawnAt: '2026-05-20T07:00:00.000Z',
        }),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Me rétracter' }, SLOW)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ce que vous annulez' });
    expect(summary).toHaveTextContent('RéférenceVOL-2026-4F2A9C11E0');
    expect(summary).toHaveTextContent('OffreÉlectricité Fixe');
    expect(summary).toHaveTextContent('Date limite01/06/2026 inclus');

    const submit = screen.getByRole('button', { name: 'Confirmer ma rétractation' });
    await user.click(submit);
    const checkbox = screen.getByRole('checkbox', {
      name: 'Je confirme me rétracter du contrat Électricité Fixe (commande VOL-2026-4F2A9C11E0).',
    });
    await waitFor(() =>
      expect(checkbox).toHaveAccessibleDescription('Cochez cette case pour confirmer votre rétractation.'),
    );
    expect(checkbox).toHaveFocus();
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.keyboard(' ');
    await user.click(submit);
    const done = await screen.findByRole('heading', { level: 1, name: 'Votre rétractation est enregistrée' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText('La commande VOL-2026-4F2A9C11E0 est annulée depuis le 20/05/2026.'),
    ).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { confirm: true },
    ]);
  });

  it('shows the server’s refusal as it is', async () => {
    renderWithApi(`/retractation/${TOKEN}`, {
      [`GET ${WITHDRAWAL_PATH}`]: { body: envelope(withdrawal()) },
      [`POST ${WITHDRAWAL_PATH}`]: {
        status: 409,
        body: envelopeError('WITHDRAWAL_EXPIRED', 'Le délai de rétractation de 14 jours est dépassé.'),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Je confirme me rétracter/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Confirmer ma rétractation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le délai de rétractation de 14 jours est dépassé.',
    );
  });

  it('past the deadline, explains that it is over and how to end the contract instead', async () => {
    renderWithApi(`/retractation/${TOKEN}`, {
      [`GET ${WITHDRAWAL_PATH}`]: { body: envelope(withdrawal({ withdrawable: false })) },
    });
    expect(
      await screen.findByText(
        'Le délai de rétractation de la commande VOL-2026-4F2A9C11E0 a pris fin le 01/06/2026.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contactez-nous' })).toHaveAttribute('href', '/contact');
  });

  it('says when the order is already cancelled', async () => {
    renderWithApi(`/retractation/${TOKEN}`, {
      [`GET ${WITHDRAWAL_PATH}`]: {
        body: envelope(withdrawal({ withdrawable: false, status: 'cancelled' })),
      },
    });
    expect(
      await screen.findByText(/La commande VOL-2026-4F2A9C11E0 est déjà annulée/, undefined, SLOW),
    ).toBeInTheDocument();
  });

  it('explains an unknown link in French', async () => {
    renderWithApi(`/retractation/${TOKEN}`, {
      [`GET ${WITHDRAWAL_PATH}`]: {
        status: 404,
        body: envelopeError('NOT_FOUND', 'Lien de rétractation inconnu.'),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien de rétractation invalide' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ce lien de rétractation n’est pas valide ou n’existe plus.'),
    ).toBeInTheDocument();
  });
});
