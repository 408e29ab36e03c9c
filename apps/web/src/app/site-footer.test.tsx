import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

describe('site footer', () => {
  it('states the accessibility compliance level and links to the legal pages', async () => {
    renderRoute('/mentions-legales');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByText('Accessibilité : partiellement conforme')).toBeInTheDocument();
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['Mentions légales', '/mentions-legales'],
        ['Accessibilité', '/accessibilite'],
        ['Politique de cookies', '/cookies'],
        ['Données personnelles', '/donnees-personnelles'],
        ['Conditions générales de vente', '/conditions-generales-de-vente'],
        ['Avis clients', '/avis-clients'],
        ['Mes préférences', '/mes-preferences'],
        ['Comprendre ma facture', '/comprendre-ma-facture'],
        ['Recrutement', '/recrutement'],
        ['Contact', '/contact'],
        ['Espace professionnel', '/connexion'],
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

  it('takes its status from the RGAA self-audit’s figures, not from a fixed text', async () => {
    const { accessibilityStatusOf, rgaaFigures } = await import('@voltaire/domain');
    const { ACCESSIBILITY_STATUS } = await import('./site-footer');
    expect(ACCESSIBILITY_STATUS).toBe(accessibilityStatusOf(rgaaFigures()));
  });

  it('uses a narrow no-break space before the colon', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Accessibilité\u202F: partiellement conforme');
  });
});
