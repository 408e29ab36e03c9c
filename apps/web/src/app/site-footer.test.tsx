import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
        ['Politique de cookies', '/cookies'],
        ['Contact', '/contact'],
        ['Espace conseillers et partenaires', '/connexion'],
      ]),
    );
  });

  it('offers « Gestion des cookies », which reopens the cookie preferences', async () => {
    renderRoute('/mentions-legales');
    const footer = await screen.findByRole('contentinfo');

    await userEvent.click(within(footer).getByRole('button', { name: 'Gestion des cookies' }));

    expect(
      await screen.findByRole('dialog', { name: 'Gestion des cookies' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('uses a narrow no-break space before the colon', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Accessibilité\u202F: non conforme');
  });
});
