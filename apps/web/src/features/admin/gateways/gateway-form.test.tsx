import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gateway } from '@voltaire/domain';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../app/app-services';
import { createHttpClient, HttpError } from '../../../app/http-client';
import { createFakeLogCapture } from '../../../test/render-route';
import { GatewayForm } from './gateway-form';
import { HOURS_INCOMPLETE_MESSAGE } from './gateway-form-values';

const SELECTAPRIX: Gateway = {
  id: 'selectaprix',
  label: 'SelectaPrix',
  utm: { source: 'selectaprix' },
  landingPath: '/offres',
  routing: 'callback',
  callback: {
    enabled: true,
    path: '/contact',
    openingHours: [
      { day: 1, opens: '08:30', closes: '20:00' },
      { day: 6, opens: '09:00', closes: '12:30' },
    ],
  },
  active: true,
};

function renderForm(onSave: (gateway: Gateway) => Promise<void> = vi.fn(async () => {}), gateway?: Gateway) {
  const services = { http: createHttpClient({ fetch: vi.fn() }), logCapture: createFakeLogCapture() };
  render(
    <AppServicesProvider services={services}>
      <GatewayForm
        gateway={gateway}
        onSave={onSave}
        submitLabel={gateway ? 'Enregistrer' : 'Créer la passerelle'}
      />
    </AppServicesProvider>,
  );
  return { user: userEvent.setup(), onSave };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the gateway form', { timeout: 20_000 }, () => {
  it('creates a gateway from the keyboard: UTM parameters, landing page, call-back hours', async () => {
    const { user, onSave } = renderForm();
    await user.type(textbox('Libellé'), 'LeComparateurÉnergie');
    await user.type(textbox('Identifiant'), 'lecomparateur-energie');
    await user.type(textbox('utm_source'), 'lecomparateurenergie');
    await user.type(textbox('utm_medium'), 'comparateur');
    await user.clear(textbox('Page d’atterrissage'));
    await user.type(textbox('Page d’atterrissage'), '/offres?energie=electricite');
    await user.click(screen.getByRole('checkbox', { name: 'Proposer le rappel par un conseiller' }));
    await user.type(textbox('Ouverture le mardi'), '09:00');
    await user.type(textbox('Fermeture le mardi'), '19:00');
    await user.click(screen.getByRole('button', { name: 'Créer la passerelle' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        id: 'lecomparateur-energie',
        label: 'LeComparateurÉnergie',
        utm: { source: 'lecomparateurenergie', medium: 'comparateur' },
        landingPath: '/offres?energie=electricite',
        routing: 'landing',
        callback: {
          enabled: true,
          path: '/contact',
          openingHours: [{ day: 2, opens: '09:00', closes: '19:00' }],
        },
        active: true,
      }),
    );
  });

  it('announces the errors in French on their fields, refuses an external page, and sends nothing', async () => {
    const { user, onSave } = renderForm();
    await user.type(textbox('Libellé'), 'Pirate');
    await user.type(textbox('Identifiant'), 'pirate');
    await user.type(textbox('utm_source'), 'pirate');
    await user.clear(textbox('Page d’atterrissage'));
    await user.type(textbox('Page d’atterrissage'), 'https://evil.example/offres');
    await user.type(textbox('Ouverture le lundi'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Créer la passerelle' }));
    const landing = textbox('Page d’atterrissage');
    await waitFor(() =>
      expect(landing).toHaveAccessibleDescription(
        /Indiquez un chemin du site commençant par « \/ » \(par exemple \/offres\), sans adresse externe\./,
      ),
    );
    expect(landing).toHaveAttribute('aria-invalid', 'true');
    expect(landing).toHaveFocus();
    expect(textbox('Fermeture le lundi')).toHaveAccessibleDescription(HOURS_INCOMPLETE_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a gateway: its identifier fixed, its hours filled in, deactivated with one checkbox', async () => {
    const { user, onSave } = renderForm(
      vi.fn(async () => {}),
      SELECTAPRIX,
    );
    expect(screen.queryByRole('textbox', { name: 'Identifiant' })).not.toBeInTheDocument();
    expect(textbox('Ouverture le samedi')).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Orientation' })).toHaveValue('callback');
    await user.click(screen.getByRole('checkbox', { name: 'Passerelle active' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ...SELECTAPRIX, active: false }));
  });

  it('puts the server’s refusals on their field', async () => {
    const refuse = vi.fn(async () => {
      throw new HttpError(400, 'POST', '/api/v2/gateways-config/save', {
        errors: [
          {
            code: 'VALIDATION_ERROR',
            field: 'label',
            message: 'Indiquez un libellé (80 caractères au plus).',
          },
        ],
        notifications: [],
        data: null,
      });
    });
    const { user } = renderForm(refuse, SELECTAPRIX);
    await user.type(textbox('Libellé'), ' Plus');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(textbox('Libellé')).toHaveAccessibleDescription('Indiquez un libellé (80 caractères au plus).'),
    );
    expect(textbox('Libellé')).toHaveFocus();
  });
});
