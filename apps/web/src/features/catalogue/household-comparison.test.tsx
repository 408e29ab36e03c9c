import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderOffers } from './catalogue-test-support';
import { DEFAULT_HOUSEHOLD, readHousehold, writeHousehold } from './household';

const SLOW = { timeout: 10_000 };
const spaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

beforeAll(async () => {
  await Promise.all([import('./offers-page'), import('./offers-loader')]);
}, 30_000);

describe('the offers page compares the offers for a household', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the typical household, and draws each offer’s yearly cost against the regulated tariff with its table', async () => {
    const { api } = renderOffers('/offres');
    const section = await screen.findByRole('region', { name: /^Combien paierait votre foyer/ }, SLOW);
    expect(spaces(section.textContent)).toContain(
      'pour un foyer en 6 kVA, option Base, qui consomme 4 500 kWh d’électricité par an : un foyer type.',
    );
    const table = await within(section).findByRole(
      'table',
      { name: 'Coût estimé sur un an pour ce foyer, toutes taxes comprises' },
      SLOW,
    );
    expect(table.closest('figure')?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => spaces(row.textContent));
    expect(rows).toEqual([
      'Électricité Fixe1 028,94 €35,10 € d’économie par an',
      'Électricité Verte1 090,14 €26,10 € de plus par an',
      'Tarif réglementé1 064,04 €référence',
    ]);
    // The prices are the server's: one quote per electricity offer, for the household.
    const quoted = api.requests.filter((request) => request.path === '/api/v3/pricing-engine/cart-prices');
    expect(quoted.map((request) => request.body)).toEqual([
      {
        offerId: 'elec-fixe',
        energy: 'electricity',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 4_500 },
      },
      {
        offerId: 'elec-vert',
        energy: 'electricity',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 4_500 },
      },
    ]);
  });

  it('highlights each electricity offer’s saving on its card', async () => {
    renderOffers('/offres');
    const fixed = await screen.findByRole('article', { name: 'Électricité Fixe' }, SLOW);
    await waitFor(() =>
      expect(spaces(fixed.textContent)).toContain(
        '35,10 € d’économie par an face au tarif réglementé, pour 4 500 kWh par an en 6 kVA',
      ),
    );
    expect(within(fixed).getByText(/d’économie par an/)).toHaveProperty('tagName', 'STRONG');
    expect(spaces(screen.getByRole('article', { name: 'Électricité Verte' }).textContent)).toContain(
      '26,10 € de plus par an face au tarif réglementé',
    );
    expect(screen.getByRole('article', { name: 'Gaz Fixe' })).not.toHaveTextContent(/tarif réglementé/);
  });

  it('prices the visitor’s own power and consumption, keeps them in the address bar and focuses the new figures', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers('/offres');
    const section = await screen.findByRole('region', { name: /^Combien paierait votre foyer/ }, SLOW);
    await user.selectOptions(within(section).getByRole('combobox', { name: /^Puissance souscrite/ }), '9');
    const kwh = within(section).getByRole('textbox', { name: /^Consommation annuelle \(kWh\)/ });
    await user.clear(kwh);
    await user.type(kwh, '8000');
    await user.click(within(section).getByRole('button', { name: 'Recalculer' }));

    await waitFor(() =>
      expect(spaces(section.textContent)).toContain(
        'pour un foyer en 9 kVA, option Base, qui consomme 8 000 kWh d’électricité par an.',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Combien paierait votre foyer/ })).toHaveFocus(),
    );
    const last = api.requests
      .filter((request) => request.path === '/api/v3/pricing-engine/cart-prices')
      .at(-1);
    expect(last?.body).toMatchObject({ kva: 9, consumption: { baseKwh: 8_000 } });
    expect(spaces(within(section).getByRole('row', { name: /Électricité Fixe/ }).textContent)).toContain(
      '62,40 € d’économie par an',
    );
  });

  it('refuses a consumption that is not a number of kWh, on the field', async () => {
    const user = userEvent.setup();
    renderOffers('/offres');
    const section = await screen.findByRole('region', { name: /^Combien paierait votre foyer/ }, SLOW);
    const kwh = within(section).getByRole('textbox', { name: /^Consommation annuelle \(kWh\)/ });
    await user.clear(kwh);
    await user.type(kwh, '50');
    await user.click(within(section).getByRole('button', { name: 'Recalculer' }));
    expect(kwh).toHaveAccessibleDescription(
      'Indiquez une consommation annuelle en kWh, entre 100 et 100 000.',
    );
  });

  it('reads the household from the address bar, the typical one when absent or malformed', () => {
    expect(readHousehold(new URLSearchParams('puissance=9&consommation=8000'))).toEqual({
      kva: 9,
      annualKwh: 8_000,
    });
    expect(readHousehold(new URLSearchParams('puissance=7&consommation=8000'))).toEqual(DEFAULT_HOUSEHOLD);
    expect(readHousehold(new URLSearchParams())).toEqual(DEFAULT_HOUSEHOLD);
    expect(String(writeHousehold(new URLSearchParams(), DEFAULT_HOUSEHOLD))).toBe('');
    expect(
      String(writeHousehold(new URLSearchParams('energie=electricite'), { kva: 9, annualKwh: 8_000 })),
    ).toBe('energie=electricite&puissance=9&consommation=8000');
  });
});
