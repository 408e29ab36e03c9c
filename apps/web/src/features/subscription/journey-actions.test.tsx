import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-api';
import { ORDER_ID, orderWith, renderJourney } from './subscription-test-support';

const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  await Promise.all([
    import('./journey-routes'),
    import('./steps/payment-step'),
    import('./journey-dialogs'),
  ]);
}, 60_000);

const UNTIL_HOLDER = ['housing', 'deliveryPoint', 'situation', 'holder'] as const;

describe('« Enregistrer et reprendre plus tard » and « Abandonner »', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the resume link to the holder’s address, with an idempotency key, and confirms', async () => {
    const user = userEvent.setup();
    const { api, headers } = renderJourney(
      `/souscription/${ORDER_ID}/paiement`,
      orderWith([...UNTIL_HOLDER]),
      {
        'POST /api/node/v1/subscription/save-for-later': {
          body: envelope({ sent: true, expiresAt: '2026-12-22T10:00:00.000Z' }),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Enregistrer et reprendre plus tard' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reprendre plus tard' }, SLOW);
    const email = within(dialog).getByRole('textbox', { name: 'Adresse e-mail' });
    expect(email).toHaveValue('jeanne.dupont@example.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('dialog', { name: 'Lien envoyé' })).toHaveTextContent(
      'Nous avons envoyé à jeanne.dupont@example.fr un lien pour reprendre votre souscription',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('valable jusqu’au 22/12/2026');
    const sent = api.requests.filter(
      (request) => request.path === '/api/node/v1/subscription/save-for-later',
    );
    expect(sent.map((request) => request.body)).toEqual([
      { orderId: ORDER_ID, email: 'jeanne.dupont@example.fr' },
    ]);
    const index = api.requests.findIndex((request) => request.path.endsWith('/save-for-later'));
    expect(headers[index]?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops the journey with the reason chosen; the page then says it is abandoned', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { api } = renderJourney(`/souscription/${ORDER_ID}/paiement`, null, {
      [`GET /api/v3/command/${ORDER_ID}`]: () => ({
        body: envelope(orderWith([...UNTIL_HOLDER], cancelled ? { status: 'cancelled' } : {})),
      }),
      'POST /api/node/v1/subscription/stop-process': () => {
        cancelled = true;
        return { body: envelope(orderWith([...UNTIL_HOLDER], { status: 'cancelled' })) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Abandonner' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Abandonner ma souscription' }, SLOW);
    await user.click(within(dialog).getByRole('radio', { name: 'Le prix ne me convient pas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Abandonner la souscription' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Souscription abandonnée' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.requests.find((request) => request.path === '/api/node/v1/subscription/stop-process')?.body,
    ).toEqual({
      orderId: ORDER_ID,
      reason: 'Le prix ne me convient pas',
    });
  });

  it('« Une autre raison » must be said', async () => {
    const user = userEvent.setup();
    const { api } = renderJourney(`/souscription/${ORDER_ID}/paiement`, orderWith([...UNTIL_HOLDER]));
    await user.click(await screen.findByRole('button', { name: 'Abandonner' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Abandonner ma souscription' }, SLOW);
    await user.click(within(dialog).getByRole('radio', { name: 'Une autre raison' }));
    await user.click(within(dialog).getByRole('button', { name: 'Abandonner la souscription' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Votre raison' })).toHaveAccessibleDescription(
      'Précisez votre raison',
    );
    expect(api.requests.some((request) => request.path.includes('stop-process'))).toBe(false);
  });
});
