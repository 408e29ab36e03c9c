import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

describe('site footer', () => {
  it('states the accessibility compliance level and links to the legal pages', async () => {
    renderRoute('/mentions-legales');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByText('Accessibilité : non conforme')).toBeInTheDocument();
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['Mentions légales', '/mentions-legales'],
        ['Accessibilité', '/accessibilite'],
        ['Gestion des cookies', '/cookies'],
        ['Contact', '/contact'],
      ]),
    );
  });

  it('uses a narrow no-break space before the colon', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Accessibilité\u202F: non conforme');
  });
});
