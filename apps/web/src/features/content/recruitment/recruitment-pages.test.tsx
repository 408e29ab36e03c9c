import { screen, within } from '@testing-library/react';
import type { JobOffer } from '@voltaire/domain';
import { afterEach, expect, it, vi } from 'vitest';
import { envelope, envelopeError, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const OFFER: JobOffer = {
  id: '5d1f2a2e-7d1c-4a51-9a55-3f0b6c0d1e2f',
  title: 'Développeur ou développeuse TypeScript',
  category: 'tech',
  place: 'Paris',
  postalCode: '75011',
  contractType: 'cdi',
  summary: 'Vous faites évoluer le parcours de souscription.',
  missions: ['Concevoir de nouveaux parcours'],
  profile: ['3 ans d’expérience en TypeScript'],
  salaryMinEuros: 48_000,
  salaryMaxEuros: 58_000,
  status: 'open',
  publishedAt: '2026-11-15',
  closedAt: null,
};
const SLOW = { timeout: 10_000 };

it('/recrutement lists the open offers with limit=9999 and filters by category and city', async () => {
  const api = fakeApi({
    'GET /api/node/v1/offres': { body: envelope({ offers: [OFFER], places: ['Lyon', 'Paris'] }) },
    'GET /api/node/v1/categories-offres': {
      body: envelope([{ id: 'tech', label: 'Technologie et données', openOffers: 1 }]),
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoute('/recrutement?categorie=tech&ville=Paris');
  expect(await screen.findByRole('heading', { level: 2, name: '1 offre ouverte' }, SLOW)).toBeInTheDocument();
  expect(api.requests.map((request) => request.path)).toContain(
    '/api/node/v1/offres?limit=9999&category=tech&place=Paris',
  );
  expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('tech');
  expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Paris');
  expect(screen.getByRole('link', { name: OFFER.title })).toHaveAttribute('href', `/recrutement/${OFFER.id}`);
  expect(
    screen.getByText(/Technologie et données · Paris · CDI · publiée le 15\/11\/2026/),
  ).toBeInTheDocument();
});

it('an open offer’s page carries its JobPosting; a closed one says it is filled and has none', async () => {
  vi.stubGlobal(
    'fetch',
    fakeApi({ [`GET /api/node/v1/offres/${OFFER.id}`]: { body: envelope(OFFER) } }).fetch,
  );
  renderRoute(`/recrutement/${OFFER.id}`);
  const article = await screen.findByRole('article', { name: OFFER.title }, SLOW);
  expect(within(article).getByText('de 48 000 € à 58 000 €')).toBeInTheDocument();
  const jsonLd = JSON.parse(
    document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'JobPosting',
    title: OFFER.title,
    employmentType: 'FULL_TIME',
    hiringOrganization: { name: 'Voltaire Énergie' },
  });

  vi.stubGlobal(
    'fetch',
    fakeApi({
      [`GET /api/node/v1/offres/${OFFER.id}`]: {
        body: envelope({ ...OFFER, status: 'closed', closedAt: '2026-11-20' }),
      },
    }).fetch,
  );
  document.body.innerHTML = '';
  renderRoute(`/recrutement/${OFFER.id}`);
  expect(await screen.findByText('Cette offre est pourvue', {}, SLOW)).toBeInTheDocument();
  expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
});

it('an unknown offer is « Page introuvable »', async () => {
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [`GET /api/node/v1/offres/${OFFER.id}`]: {
        status: 404,
        body: envelopeError('NOT_FOUND', 'Offre d’emploi introuvable.'),
      },
    }).fetch,
  );
  renderRoute(`/recrutement/${OFFER.id}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, SLOW),
  ).toBeInTheDocument();
});
