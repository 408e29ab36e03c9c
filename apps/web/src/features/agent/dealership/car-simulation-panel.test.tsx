import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fake-api';
import { renderWorkspace, TELESALES_AGENT } from '../agent-test-support';

const DEALER = {
  ...TELESALES_AGENT,
  email: 'concession@voltaire.demo',
  displayName: 'Concession Automobile',
  role: 'dealership',
  channel: 'dealership' as const,
  landingPath: '/concession/simulation',
};

const estimate = (kva: number, option: 'BASE' | 'HPHC', annualKwh: number, car: number) => ({
  recommendedKva: kva,
  recommendedOption: option,
  electricity: {
    annualKwh,
    hpKwh: 0,
    hcKwh: 0,
    breakdown: { heating: 0, hotWater: 0, cooking: 0, specificUses: annualKwh - car, electricCar: car },
  },
  explanation: [`Puissance conseillée : ${kva}\u00A0kVA`],
});
const SIMULATION = {
  before: estimate(6, 'BASE', 1_700, 0),
  estimate: estimate(15, 'HPHC', 4_400, 2_700),
  charging: { notes: ['Besoin moyen : 7,4\u00A0kWh par jour rechargés à domicile.'] },
  offers: [
    {
      offerId: 'elec-indexe',
      name: 'Électricité Indexée',
      kind: 'indexed',
      withoutCarCents: 50_000,
      withCarCents: 98_000,
      carCents: 48_000,
    },
  ],
};

beforeAll(async () => {
  await Promise.all([import('../agent-screens'), import('../workspace-page'), import('../agent-layout')]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('the dealership’s electric-car simulation', { timeout: 30_000 }, () => {
  it('shows the power and option, the costs as a chart with its table, and sends it with the buyer’s consent', async () => {
    const user = userEvent.setup();
    const { api } = renderWorkspace('/concession/simulation', DEALER, {
      'POST /api/node/v1/static/reevaluate-elec-car-profil': { body: envelope(SIMULATION) },
      'POST /api/node/v1/agent/car-simulation/share': ({ body }) =>
        (body as { consent: boolean }).consent
          ? {
              body: envelope({
                orderId: 'x',
                reference: 'VOL-2026-CAR0000001',
                sentTo: 'p•••@example.fr',
                expiresAt: '2026-12-25T00:00:00.000Z',
              }),
            }
          : {
              status: 400,
              body: {
                errors: [
                  {
                    code: 'VALIDATION_ERROR',
                    message: 'Le client doit accepter de recevoir sa simulation et d’être recontacté.',
                    field: 'consent',
                  },
                ],
                notifications: [],
                data: null,
              },
            },
    });
    const panel = await screen.findByRole(
      'region',
      { name: 'Simulation voiture électrique' },
      { timeout: 10_000 },
    );
    await user.type(within(panel).getByLabelText('Kilomètres par an'), '15000');
    await user.selectOptions(within(panel).getByLabelText('Puissance de recharge à domicile'), '11');
    await user.type(within(panel).getByLabelText('Surface (m²)'), '60,5');
    await user.click(within(panel).getByRole('button', { name: 'Simuler' }));

    const result = await screen.findByRole('region', { name: 'Résultat de la simulation' });
    expect(result).toHaveTextContent('6 kVA → 15 kVA');
    expect(result).toHaveTextContent('Heures pleines / Heures creuses');
    expect(within(result).getByRole('img', { name: /Coût annuel de chaque offre/ })).toBeInTheDocument();
    const uses = within(result).getByRole('table', {
      name: 'Consommation d’électricité estimée avec la voiture, usage par usage',
    });
    expect(within(uses).getByRole('row', { name: /Voiture électrique/ })).toHaveTextContent(
      /2\s700\skWh61\s%/,
    );
    const row = within(result).getByRole('row', { name: /Électricité Indexée/ });
    expect(row).toHaveTextContent('480,00');
    const sent = api.requests.find((request) => request.path.endsWith('reevaluate-elec-car-profil'));
    expect(sent?.body).toMatchObject({
      surfaceM2: 60.5,
      car: { yearlyKm: 15_000, homeChargingShare: 1, chargerKw: 11 },
    });

    const share = screen.getByRole('region', { name: 'Envoyer la simulation au client' });
    await user.type(within(share).getByLabelText('Prénom du client'), 'Paul');
    await user.click(within(share).getByRole('button', { name: 'Envoyer la simulation au client' }));
    const consent = within(share).getByRole('checkbox', { name: /Le client accepte/ });
    expect(await within(share).findByText(/Le client doit accepter/)).toBeInTheDocument();
    expect(consent).toHaveFocus();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    await user.click(consent);
    await user.click(within(share).getByRole('button', { name: 'Envoyer la simulation au client' }));
    expect(await within(share).findByRole('status')).toHaveTextContent(
      'Simulation envoyée à p•••@example.fr, avec un lien pour souscrire (vente VOL-2026-CAR0000001).',
    );
  });

  it('tells a refused figure under its field and focuses it', async () => {
    const user = userEvent.setup();
    renderWorkspace('/concession/simulation', DEALER, {
      'POST /api/node/v1/static/reevaluate-elec-car-profil': {
        status: 400,
        body: {
          errors: [
            {
              code: 'VALIDATION_ERROR',
              message: 'Kilométrage annuel trop élevé (200 000 km au plus)',
              field: 'car.yearlyKm',
            },
          ],
          notifications: [],
          data: null,
        },
      },
    });
    const panel = await screen.findByRole(
      'region',
      { name: 'Simulation voiture électrique' },
      { timeout: 10_000 },
    );
    await user.click(within(panel).getByRole('button', { name: 'Simuler' }));
    const km = within(panel).getByLabelText('Kilomètres par an');
    await vi.waitFor(() => expect(km).toHaveFocus());
    expect(km).toHaveAccessibleDescription('Kilométrage annuel trop élevé (200 000 km au plus)');
  });
});
