import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPrices } from './catalogue-api';
import { ELECTRICITY_PRICES, GAS_PRICES, OFFERS, renderOffers } from './catalogue-test-support';
import { readCriteria, writeCriteria } from './offers-criteria';

/** Screens load lazily: in a busy test run, they may take more than the default second. */
const SLOW = { timeout: 10_000 };

const offerNames = () =>
  within(screen.getByRole('region', { name: /disponible/ }))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

beforeAll(async () => {
  await Promise.all([import('./offers-page'), import('./offers-loader')]);
}, 30_000);

describe('the offers page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a postal code, lists every offer of the web site with its « à partir de » prices', async () => {
    const { api } = renderOffers('/offres');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nos offres d’électricité et de gaz' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '3 offres disponibles sur notre site' }),
    ).toBeInTheDocument();
    expect(offerNames()).toEqual(['Électricité Fixe', 'Électricité Verte', 'Gaz Fixe']);
    const fixed = screen.getByRole('article', { name: 'Électricité Fixe' });
    expect(fixed).toHaveTextContent(/à partir de 11,73\s€\/mois/);
    expect(fixed).toHaveTextContent(/à partir de 0,1635\s€/);
    expect(screen.getByRole('article', { name: 'Gaz Fixe' })).toHaveTextContent(/à partir de 28,66\s€\/mois/);
    const eligibility = api.requests.find((request) => request.path === '/api/v2/eligibility');
    expect(eligibility?.body).toEqual({
      context: { channel: 'web' },
      targets: OFFERS.map(({ id }) => ({ type: 'offer', id })),
    });
  });

  it('shows only the offers eligible for the postal code typed, and says so', async () => {
    const { api, router } = renderOffers('/offres');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code postal' }, SLOW), '20000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Commune' })).toHaveValue('Ajaccio'));
    await user.click(screen.getByRole('button', { name: 'Afficher les offres' }));

    const heading = await screen.findByRole(
      'heading',
      {
        level: 2,
        name: '1 offre disponible pour le 20000 (Ajaccio)',
      },
      SLOW,
    );
    expect(offerNames()).toEqual(['Électricité Verte']);
    expect(router.state.location.search).toBe('?codePostal=20000&insee=2A004&commune=Ajaccio');
    await waitFor(() => expect(heading).toHaveFocus());
    const last = api.requests.filter((request) => request.path === '/api/v2/eligibility').at(-1);
    expect(last?.body).toMatchObject({
      context: { channel: 'web', postalCode: '20000', inseeCode: '2A004' },
    });
  });

  it('each offer links to the subscription journey, starting from that offer', async () => {
    renderOffers('/offres');
    const link = await screen.findByRole('link', { name: 'Souscrire à Gaz Fixe' }, SLOW);
    expect(link).toHaveAttribute('href', '/souscription?offre=gaz-fixe&energie=gaz');
  });

  it('carries the order the new subscription adds to (the other energy, from the thank-you page)', async () => {
    renderOffers('/offres?ajout=0b6a2f44-5a3e-4c1b-9d7e-2f1e3c4b5a69');
    const link = await screen.findByRole('link', { name: 'Souscrire à Gaz Fixe' }, SLOW);
    expect(link).toHaveAttribute(
      'href',
      '/souscription?offre=gaz-fixe&energie=gaz&ajout=0b6a2f44-5a3e-4c1b-9d7e-2f1e3c4b5a69',
    );
  });

  it('filters by energy', async () => {
    renderOffers('/offres?energie=gaz');
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 2,
          name: '1 offre de gaz naturel disponible sur notre site',
        },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(offerNames()).toEqual(['Gaz Fixe']);
    expect(screen.getByRole('radio', { name: 'Gaz naturel' })).toBeChecked();
  });

  it('refuses a postal code that no commune has (99999), on the field, and searches nothing', async () => {
    const { api } = renderOffers('/offres');
    const user = userEvent.setup();
    const postalCode = await screen.findByRole('textbox', { name: 'Code postal' }, SLOW);
    await user.type(postalCode, '99999');
    await user.click(screen.getByRole('button', { name: 'Afficher les offres' }));
    await waitFor(() =>
      expect(postalCode).toHaveAccessibleDescription(
        'Aucune commune ne correspond à ce code postal : vérifiez-le.',
      ),
    );
    expect(screen.queryByText(/pour le 99999/)).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path === '/api/v2/eligibility')).toHaveLength(1);
  });

  it('refuses a malformed postal code in French, on the field', async () => {
    renderOffers('/offres');
    const user = userEvent.setup();
    const postalCode = await screen.findByRole('textbox', { name: 'Code postal' }, SLOW);
    await user.type(postalCode, '2000');
    await user.tab();
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription('Code postal invalide.'));
  });
});

describe('offers criteria and prices', () => {
  it('round-trips through the address bar, ignoring what is malformed', () => {
    const criteria = {
      postalCode: '75011',
      inseeCode: '75111',
      city: 'Paris 11e Arrondissement',
      energy: 'gas' as const,
    };
    expect(readCriteria(writeCriteria(criteria))).toEqual(criteria);
    expect(readCriteria(new URLSearchParams('codePostal=7501&insee=75111&energie=fioul'))).toEqual({});
    expect(readCriteria(new URLSearchParams('codePostal=99999'))).toEqual({});
  });

  it('takes the lowest subscription and kWh price of the grid; a gas subscription is yearly', () => {
    expect(fromPrices(ELECTRICITY_PRICES)).toEqual({
      monthlySubscriptionCents: 1173,
      millicentsPerKwh: 16350,
    });
    expect(fromPrices(GAS_PRICES)).toEqual({ monthlySubscriptionCents: 2866, millicentsPerKwh: 10192 });
    expect(fromPrices(null)).toBeUndefined();
  });
});
