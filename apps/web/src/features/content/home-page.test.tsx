import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { renderRoute } from '../../test/render-route';

describe('home page', () => {
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
    renderRoute('/');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('L’électricité et le gaz, simplement et au juste prix');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Voltaire Énergie');
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });

  it('presents the four offers in French with indicative prices', async () => {
    renderRoute('/');

    const offers = await screen.findByRole('region', { name: 'Nos offres' });
    const offerNames = within(offers)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(offerNames).toEqual(['Voltaire Prix Fixe', 'Voltaire Indexée', 'Voltaire Verte', 'Voltaire Gaz']);

    const fixed = within(offers).getByRole('article', { name: 'Voltaire Prix Fixe' });
    expect(fixed).toHaveTextContent(/à partir de 15,47\s€\/mois/);
    expect(fixed).toHaveTextContent(/0,1952\s€/);
    expect(within(offers).getByRole('article', { name: 'Voltaire Indexée' })).toHaveTextContent(
      /tarif réglementé/,
    );
    expect(within(offers).getByRole('article', { name: 'Voltaire Gaz' })).toHaveTextContent(/28,66\s€\/mois/);
  });

  it('shows « Page introuvable » for an unknown address', async () => {
    renderRoute('/cette-page-n-existe-pas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
