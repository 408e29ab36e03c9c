import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { createHttpClient } from '../../app/http-client';
import { renderRoute } from '../../test/render-route';
import { renderOffers } from '../catalogue/catalogue-test-support';

const SLOW = { timeout: 10_000 };

describe('home page', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('index.html declares French, a title, a description and a viewport', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');

    expect(page.documentElement.lang).toBe('fr');
    expect(page.title).toMatch(/Voltaire Énergie/);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/électricité/);
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    expect(page.querySelectorAll('script:not([src])')).toHaveLength(0);
  });

  it('has the landmarks, a skip link and a single main heading', async () => {
    renderOffers('/');

    const heading = await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(heading).toHaveTextContent('L’électricité et le gaz, simplement et au juste prix');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Voltaire Énergie');
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });

  it('presents the server catalogue’s offers, each with « Souscrire » carrying it into the journey', async () => {
    renderOffers('/');
    const offers = await screen.findByRole('region', { name: 'Nos offres' });
    await within(offers).findAllByRole('article', {}, SLOW);
    expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Électricité Fixe', 'Électricité Verte', 'Gaz Fixe']);
    const fixed = within(offers).getByRole('article', { name: 'Électricité Fixe' });
    expect(fixed).toHaveTextContent(/à partir de 11,73\s€\/mois/);
    expect(within(fixed).getByRole('link', { name: 'Souscrire à Électricité Fixe' })).toHaveAttribute(
      'href',
      '/souscription?offre=elec-fixe&energie=electricite',
    );
    expect(screen.getByRole('link', { name: 'Découvrir nos offres' })).toHaveAttribute('href', '/offres');
  });

  it('shows the reassurance band: no commitment, green origin, the ombudsman, the service hours', async () => {
    renderOffers('/');
    const band = await screen.findByRole('region', { name: 'Souscrire en confiance' });
    expect(band).toHaveTextContent('Sans engagement');
    expect(band).toHaveTextContent('Médiateur national de l’énergie');
    expect(band).toHaveTextContent(/garanties d’origine/);
    expect(band).toHaveTextContent(/du lundi au vendredi, de 9 h à 18 h/);
  });

  it('says so when the catalogue cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    renderRoute('/', { http: createHttpClient({ fetch: globalThis.fetch }) });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Nos offres n’ont pas pu être chargées. Réessayez dans un instant.',
    );
  });

  it('shows « Page introuvable » for an unknown address', async () => {
    renderRoute('/cette-page-n-existe-pas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
