import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-api';
import { readDraft } from './step-draft';
import { ORDER_ID, orderWith, renderJourney } from './subscription-test-support';

const SLOW = { timeout: 10_000 };
const HOLDER = `/souscription/${ORDER_ID}/titulaire`;
const PAYMENT = `/souscription/${ORDER_ID}/paiement`;
const ibanBoxes = (group: HTMLElement) => within(group).getAllByRole('textbox');
const UP_TO_SITUATION = ['housing', 'deliveryPoint', 'situation'] as const;

beforeAll(async () => {
  await Promise.all([
    import('./journey-routes'),
    import('./steps/holder-step'),
    import('./steps/payment-step'),
  ]);
}, 60_000);

describe('the step in progress survives a reload', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('what was typed on the holder step is back after a reload, before any « Continuer »', async () => {
    const user = userEvent.setup();
    renderJourney(HOLDER, orderWith([...UP_TO_SITUATION]));
    await user.type(await screen.findByRole('textbox', { name: /^Prénom/ }, SLOW), 'Camille');
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Durand');
    await waitFor(() => expect(readDraft(ORDER_ID, 'holder')).toMatchObject({ lastName: 'Durand' }));
    cleanup();

    renderJourney(HOLDER, orderWith([...UP_TO_SITUATION]));
    expect(await screen.findByRole('textbox', { name: /^Prénom/ }, SLOW)).toHaveValue('Camille');
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Durand');
  });

  it('the IBAN stays in this tab only, and the mandate must be accepted again', async () => {
    const user = userEvent.setup();
    renderJourney(PAYMENT, orderWith([...UP_TO_SITUATION, 'holder']));
    await user.click(ibanBoxes(await screen.findByRole('group', { name: /^IBAN/ }, SLOW))[0] as HTMLElement);
    await user.paste('FR7630006000011234567890189');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte le mandat/ }));
    await waitFor(() => expect(readDraft(ORDER_ID, 'payment')).toHaveProperty('iban'));
    expect(localStorage.getItem(`voltaire:brouillon:${ORDER_ID}:payment`)).not.toContain('FR76');
    expect(readDraft(ORDER_ID, 'payment')).not.toHaveProperty('mandateAccepted');
    cleanup();

    renderJourney(PAYMENT, orderWith([...UP_TO_SITUATION, 'holder']));
    const boxes = ibanBoxes(await screen.findByRole('group', { name: /^IBAN/ }, SLOW));
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('FR7630006000011234567890189');
    expect(screen.getByRole('checkbox', { name: /J’accepte le mandat/ })).not.toBeChecked();
  });

  it('a saved step forgets its draft', async () => {
    const user = userEvent.setup();
    renderJourney(HOLDER, orderWith([...UP_TO_SITUATION, 'holder']), {
      'POST /api/v3/session/nextjs-save-point': { body: envelope(orderWith([...UP_TO_SITUATION, 'holder'])) },
    });
    const firstName = await screen.findByRole('textbox', { name: /^Prénom/ }, SLOW);
    await user.clear(firstName);
    await user.type(firstName, 'Léa');
    await waitFor(() => expect(readDraft(ORDER_ID, 'holder')).toMatchObject({ firstName: 'Léa' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(readDraft(ORDER_ID, 'holder')).toEqual({}));
  });

  it('what was typed on another device comes back from the order, and is kept there without the IBAN', async () => {
    const user = userEvent.setup();
    const resumed = orderWith([...UP_TO_SITUATION], {
      journey: {
        ...orderWith([...UP_TO_SITUATION]).journey,
        drafts: { holder: { firstName: 'Camille', lastName: 'Durand' } },
      },
    });
    renderJourney(HOLDER, resumed);
    expect(await screen.findByRole('textbox', { name: /^Prénom/ }, SLOW)).toHaveValue('Camille');
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Durand');
    cleanup();

    const { api } = renderJourney(PAYMENT, orderWith([...UP_TO_SITUATION, 'holder']));
    await user.click(ibanBoxes(await screen.findByRole('group', { name: /^IBAN/ }, SLOW))[0] as HTMLElement);
    await user.paste('FR7630006000011234567890189');
    const kept = () =>
      api.requests.filter(
        (request) =>
          request.method === 'PUT' &&
          request.path === `/api/node/v1/subscription/order/${ORDER_ID}/drafts/payment`,
      );
    await waitFor(() => expect(kept().length).toBeGreaterThan(0));
    expect(JSON.stringify(kept().map((request) => request.body))).not.toContain('FR76');
  });
});
