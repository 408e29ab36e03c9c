import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCE_MOTION_ATTRIBUTE } from '../../app/display-preferences';
import { envelope, envelopeError, type FakeRoute } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';
import { CONTENT_SESSION_PATH, SESSION_SAVE_PATH } from './preferences-loader';

const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(REDUCE_MOTION_ATTRIBUTE);
});

function renderPreferences(saved: Record<string, unknown>, routes: Record<string, FakeRoute> = {}) {
  return renderWithApi('/mes-preferences', {
    [`POST ${CONTENT_SESSION_PATH}`]: { body: envelope({ flashMessages: [], preferences: saved }) },
    [`POST ${SESSION_SAVE_PATH}`]: ({ body }) => ({
      body: envelope({
        flashMessages: [],
        preferences: Object.fromEntries(
          Object.entries({ ...saved, ...(body as { preferences: object }).preferences }).filter(
            ([, value]) => value !== null,
          ),
        ),
      }),
    }),
    ...routes,
  });
}

const saves = (api: ReturnType<typeof renderPreferences>['api']) =>
  api.requests.filter(({ path }) => path === SESSION_SAVE_PATH).map(({ body }) => body);

describe('/mes-preferences', { timeout: 20_000 }, () => {
  it('starts from the preferences the server keeps', async () => {
    renderPreferences({ energy: 'gas', reduceMotion: true, reviewsRating: 5 });
    expect(await screen.findByRole('radio', { name: 'Gaz naturel' }, SLOW)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Réduire les animations' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Votre énergie' })).toHaveAccessibleDescription(
      'La page « Comprendre ma facture » s’ouvre sur l’exemple de cette énergie.',
    );
  });

  it('saves the energy and reduced motion, announces it, and reduces the animations at once', async () => {
    const { api } = renderPreferences({});
    expect(await screen.findByRole('radio', { name: 'Pas de préférence' }, SLOW)).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Gaz naturel' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Réduire les animations' }));
    await userEvent.click(screen.getByRole('button', { name: /Enregistrer mes préférences/ }));

    const status = await screen.findByText('Vos préférences sont enregistrées.', {}, SLOW);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(saves(api)).toEqual([{ preferences: { energy: 'gas', reduceMotion: true } }]);
    expect(document.documentElement).toHaveAttribute(REDUCE_MOTION_ATTRIBUTE);
  });

  it('« Pas de préférence » removes the energy; unticking brings the animations back', async () => {
    document.documentElement.setAttribute(REDUCE_MOTION_ATTRIBUTE, '');
    const { api } = renderPreferences({ energy: 'electricity', reduceMotion: true });
    await userEvent.click(await screen.findByRole('radio', { name: 'Pas de préférence' }, SLOW));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Réduire les animations' }));
    await userEvent.click(screen.getByRole('button', { name: /Enregistrer mes préférences/ }));

    expect(await screen.findByText('Vos préférences sont enregistrées.', {}, SLOW)).toBeInTheDocument();
    expect(saves(api)).toEqual([{ preferences: { energy: null, reduceMotion: false } }]);
    expect(document.documentElement).not.toHaveAttribute(REDUCE_MOTION_ATTRIBUTE);
  });

  it('shows the server’s French refusal and changes nothing on the page', async () => {
    renderPreferences(
      {},
      {
        [`POST ${SESSION_SAVE_PATH}`]: {
          status: 400,
          body: envelopeError(
            'VALIDATION_ERROR',
            'Choisissez l’électricité, le gaz ou « Pas de préférence ».',
            'preferences.energy',
          ),
        },
      },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Réduire les animations' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: /Enregistrer mes préférences/ }));

    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Choisissez l’électricité, le gaz ou « Pas de préférence ».'),
    );
    expect(screen.queryByText('Vos préférences sont enregistrées.')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(REDUCE_MOTION_ATTRIBUTE);
  });
});
