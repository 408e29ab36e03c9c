import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fake-api';
import { ORDER_ID, orderWith, renderJourney } from '../subscription-test-support';

const SLOW = { timeout: 10_000 };

const SIMULATION = {
  estimate: {
    explanation: ['Chauffage électrique : 50 m² × 80 kWh/m²/an = 4 000 kWh'],
    electricity: {
      breakdown: { heating: 4_000, hotWater: 1_600, cooking: 300, specificUses: 1_400, electricCar: 0 },
    },
    gas: { breakdown: { heating: 0, hotWater: 0, cooking: 0 } },
  },
  electricity: { kva: 9, option: 'HPHC', consumption: { hpKwh: 4_900, hcKwh: 2_500 }, quotes: [] },
  gas: null,
};

beforeAll(async () => {
  await Promise.all([import('../journey-routes'), import('./situation-step')]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('step 3’s consumption estimate', { timeout: 30_000 }, () => {
  it('is drawn use by use, the chart hidden from screen readers and its table giving each kWh and share', async () => {
    const user = userEvent.setup();
    renderJourney(`/souscription/${ORDER_ID}/offre`, orderWith(['housing', 'deliveryPoint']), {
      'POST /api/v3/get-simulation-results': { body: envelope(SIMULATION) },
    });
    const estimator = await screen.findByRole('form', { name: 'Estimer ma consommation' }, SLOW);
    await user.type(within(estimator).getByRole('textbox', { name: /^Surface/ }), '50');
    await user.type(within(estimator).getByRole('textbox', { name: /^Nombre d’occupants/ }), '2');
    await user.click(within(estimator).getByRole('button', { name: 'Estimer ma consommation' }));

    const table = await screen.findByRole(
      'table',
      { name: 'Votre consommation d’électricité estimée, usage par usage' },
      SLOW,
    );
    const figure = table.closest('figure');
    expect(figure?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(figure?.querySelectorAll('rect')).toHaveLength(4);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Chauffage4 000 kWh55 %',
      'Eau chaude1 600 kWh22 %',
      'Cuisson300 kWh4 %',
      'Autres usages1 400 kWh19 %',
    ]);
  });
});
