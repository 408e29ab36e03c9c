import { screen, within } from '@testing-library/react';
import { PREFERENCES_COOKIE } from '@voltaire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const zones = [
  { number: 1, title: 'Vos références', explanation: 'Votre numéro de client.' },
  { number: 3, title: 'Relevé des index', explanation: 'Les index couvrent les douze derniers mois.' },
  { number: 8, title: 'TVA', explanation: 'La TVA à 20 % s’applique à l’ensemble de la facture.' },
  { number: 9, title: 'Montant de la facture', explanation: 'Le total moins les mensualités.' },
  { number: 10, title: 'Échéance et paiement', explanation: 'Le solde est prélevé.' },
];
const sample = {
  energy: 'gas',
  type: 'annualRegularisation',
  title: 'Facture de régularisation annuelle — gaz naturel',
  facts: [
    { label: 'Facture n°', value: 'FG-2026-0503', zone: 1 },
    { label: 'Nouvel index', value: '8 922 m³ (réel, le 30/04/2026)', zone: 3 },
  ],
  sections: [
    {
      title: 'Consommation',
      zone: 5,
      lines: [{ label: 'Consommation', detail: '1 180 m³', amountCents: 111_279 }],
    },
  ],
  totals: {
    excludingVatCents: 100_000,
    vatCents: 20_000,
    includingVatCents: 120_000,
    alreadyPaidCents: 156_000,
    balanceCents: -36_000,
    zone: 9,
    vatZone: 8,
  },
  payment: { text: 'Remboursement de 360,00 € par virement sous 15 jours.', zone: 10 },
  zones,
};

const tutorialApi = () =>
  fakeApi({
    'GET /api/node/v1/tuto-factu/energies': {
      body: envelope([
        { id: 'electricity', label: 'Électricité', description: 'Une facture d’électricité.' },
        { id: 'gas', label: 'Gaz naturel', description: 'Une facture de gaz naturel.' },
      ]),
    },
    'GET /api/node/v1/tuto-factu/facture-types': {
      body: envelope([
        { id: 'estimated', label: 'Facture sur index estimé', description: 'Estimée.', sample },
        {
          id: 'annualRegularisation',
          label: 'Facture de régularisation annuelle',
          description: 'Une fois par an.',
          sample,
        },
      ]),
    },
  });

// The first render loads the page's lazy chunks: seconds on a loaded machine.
it('shows the annotated sample of the chosen energy and type, its markers linked to the zones', {
  timeout: 20_000,
}, async () => {
  const api = tutorialApi();
  vi.stubGlobal('fetch', api.fetch);
  renderRoute('/comprendre-ma-facture?energie=gaz&facture=regularisation');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Comprendre ma facture' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(api.requests.map((request) => request.path)).toContain(
    '/api/node/v1/tuto-factu/facture-types?energy=gas',
  );
  expect(
    within(screen.getByRole('navigation', { name: 'Énergie' })).getByRole('link', { name: 'Gaz naturel' }),
  ).toHaveAttribute('aria-current', 'page');
  const figure = screen.getByRole('figure', {
    name: 'Exemple annoté\u202F: Facture de régularisation annuelle — gaz naturel',
  });
  const marker = within(figure).getByRole('link', {
    name: 'Zone 3\u202F: Relevé des index, voir l’explication',
  });
  expect(marker).toHaveAttribute('href', '#zone-3');
  expect(within(figure).getByRole('row', { name: /Mensualités déjà payées/ })).toHaveTextContent('1 560,00');
  expect(within(figure).getByRole('row', { name: /Solde en votre faveur/ })).toHaveTextContent('360,00');
  const list = screen.getByRole('region', { name: 'Les zones de la facture, une à une' });
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(zones.map((zone) => `${zone.number}Zone ${zone.number}\u202F: ${zone.title}`));
  expect(within(list).getByRole('link', { name: 'Revenir à la zone 3 de la facture' })).toHaveAttribute(
    'href',
    '#repere-3',
  );
});

/** The server sets this cookie from « Mes préférences »; the test plays the server (jsdom has no Cookie Store). */
function setPreferencesCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers no Cookie Store API.
  document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent(value)}; path=/${value ? '' : '; max-age=0'}`;
}

describe('the energy of « Mes préférences »', () => {
  afterEach(() => setPreferencesCookie(''));

  it('opens the tutorial on the preferred energy when the address names none', async () => {
    setPreferencesCookie('energy=gas');
    const api = tutorialApi();
    vi.stubGlobal('fetch', api.fetch);
    renderRoute('/comprendre-ma-facture');

    const energies = await screen.findByRole('navigation', { name: 'Énergie' }, { timeout: 10_000 });
    expect(within(energies).getByRole('link', { name: 'Gaz naturel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.requests.map((request) => request.path)).toContain(
      '/api/node/v1/tuto-factu/facture-types?energy=gas',
    );
  });

  it('lets the address win over the preference', async () => {
    setPreferencesCookie('energy=gas');
    const api = tutorialApi();
    vi.stubGlobal('fetch', api.fetch);
    renderRoute('/comprendre-ma-facture?energie=electricite');

    const energies = await screen.findByRole('navigation', { name: 'Énergie' }, { timeout: 10_000 });
    expect(within(energies).getByRole('link', { name: 'Électricité' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
