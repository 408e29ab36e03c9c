import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { CLIENT_CONFIG_PATH } from './gallery-loader';
import { gallerySections } from './sections';

function stubClientConfig(appEnv: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== CLIENT_CONFIG_PATH) return new Response(null, { status: 404 });
    return Response.json({
      errors: [],
      notifications: [],
      data: { appEnv, brandName: 'Voltaire Énergie', scripts: [] },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// react-aria suites are slow to render in jsdom; generous on a busy machine.
describe('/galerie', { timeout: 20_000 }, () => {
  it('shows every widget section outside production, listed in a table of contents', async () => {
    const fetch = stubClientConfig('dev');
    renderRoute('/galerie');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Galerie des composants' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(CLIENT_CONFIG_PATH, expect.anything());
    const toc = screen.getByRole('navigation', { name: 'Composants' });
    for (const section of gallerySections) {
      expect(within(toc).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
      expect(screen.getByRole('region', { name: section.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Chargement' })).toHaveTextContent('Chargement en cours');
  });

  it('is « Page introuvable » in production', async () => {
    stubClientConfig('prod');
    renderRoute('/galerie');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Galerie des composants' })).not.toBeInTheDocument();
  });
});
