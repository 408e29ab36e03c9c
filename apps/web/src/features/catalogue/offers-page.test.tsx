import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { fromPrices, type OfferDetail, type OfferSummary } from './catalogue-api';
import { readCriteria, writeCriteria } from './offers-criteria';

/** Screens load lazily: in a busy test run, they may take more than the default second. */
const SLOW = { timeout: 10_000 };

const offer = (id: string, energy: 'electricity' | 'gas', name: string): OfferSummary => ({
  type: 'offer',
  id,
  energy,
  energyLabel: energy === 'gas' ? 'Gaz' : 'Électricité',
  kind: 'fixed',
  kindLabel: 'Prix fixe',
  name,
  shortDescription: `Description de ${name}`,
});
const OFFERS = [
  offer('elec-fixe', 'electricity', 'Électricité Fixe'),
  offer('elec-vert', 'electricity', 'Électricité Verte'),
  offer('gaz-fixe', 'gas', 'Gaz Fixe'),
];
const ELECTRICITY_PRICES: OfferDetail['prices'] = {
  energy: 'electricity',
  options: [
    {
      option: 'BASE',
      label: 'Base',
      kwhPrices: [{ band: 'base', label: 'kWh', millicentsPerKwh: 18740, formatted: '' }],
      subscriptions: [
        { kva: 6, monthlyCents: 1547, formatted: '' },
        { kva: 3, monthlyCents: 1173, formatted: '' },
      ],
    },
    {
      option: 'HPHC',
      label: 'HP/HC',
      kwhPrices: [
        { band: 'hp', label: 'HP', millicentsPerKwh: 20810, formatted: '' },
        { band: 'hc', label: 'HC', millicentsPerKwh: 16350, formatted: '' },
      ],
      subscriptions: [{ kva: 6, monthlyCents: 1574, formatted: '' }],
    },
  ],
};
const GAS_PRICES: OfferDetail['prices'] = {
  energy: 'gas',
  classes: [
    {
      usageClass: 'B1',
      label: 'Chauffage',
      subscriptionCentsPerYear: 34390,
      formatted: '',
      kwhPricesByZone: [{ zone: 1, millicentsPerKwh: 10192, formatted: '' }],
    },
  ],
};

/** The catalogue and the eligibility rules of the demo: nothing but the fixed electricity offer in Corsica… reversed. */
function offersApi() {
  return fakeApi({
    'GET /api/v2/products': ({ url }) => ({
      body: envelope(
        OFFERS.filter(
          (item) => !url.searchParams.get('energy') || item.energy === url.searchParams.get('energy'),
        ),
      ),
    }),
    'GET /api/v2/products/detail/elec-fixe': { body: envelope({ ...OFFERS[0], prices: ELECTRICITY_PRICES }) },
    'GET /api/v2/products/detail/elec-vert': { body: envelope({ ...OFFERS[1], prices: ELECTRICITY_PRICES }) },
    'GET /api/v2/products/detail/gaz-fixe': { body: envelope({ ...OFFERS[2], prices: GAS_PRICES }) },
    'GET /api/node/v1/sfdc/insee': ({ url }) => ({
      body:
        url.searchParams.get('zipCode') === '20000'
          ? [{ city: 'Ajaccio', insee: '2A004' }]
          : url.searchParams.get('zipCode') === '99999'
            ? []
            : [{ city: 'Paris 11e Arrondissement', insee: '75111' }],
    }),
    // Corsica: no gas, and no fixed electricity.
    'POST /api/v2/eligibility': ({ body }) => {
      const { context, targets } = body as {
        context: { postalCode?: string };
        targets: { type: string; id: string }[];
      };
      const isCorsica = context.postalCode?.startsWith('20') ?? false;
      return {
        body: envelope(
          targets.map((target) => ({
            target,
            eligible: !(isCorsica && (target.id === 'elec-fixe' || target.id === 'gaz-fixe')),
            reasons: [],
          })),
        ),
      };
    },
  });
}

function renderOffers(path: string) {
  const api = offersApi();
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderRoute(path, { http: createHttpClient({ fetch: api.fetch }) }) };
}

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
