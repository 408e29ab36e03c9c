import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

function renderStepper(
  current: Parameters<typeof Stepper>[0]['current'],
  completed: Parameters<typeof Stepper>[0]['completed'],
) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <Stepper orderId="commande-1" current={current} completed={completed} search="?offre=elec-fixe&x=1" />
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('Stepper', () => {
  it('says « Étape n sur 6 » and lists the six steps, the current one marked as such', () => {
    renderStepper('situation', ['housing', 'deliveryPoint']);
    const nav = screen.getByRole('navigation', { name: 'Étapes de la souscription' });
    expect(within(nav).getByText('Étape 3 sur 6')).toBeInTheDocument();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1. Logement (terminée)',
      '2. Compteur (terminée)',
      '3. Offre (en cours)',
      '4. Titulaire (à venir)',
      '5. Paiement (à venir)',
      '6. Récapitulatif (à venir)',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('links back to the saved steps only, keeping the offer chosen on /offres', () => {
    renderStepper('situation', ['housing', 'deliveryPoint']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/souscription/commande-1/logement?offre=elec-fixe',
      '/souscription/commande-1/point-de-livraison?offre=elec-fixe',
    ]);
    expect(screen.queryByRole('link', { name: /Titulaire/ })).not.toBeInTheDocument();
  });

  it('a saved step that is the current one is not a link to itself', () => {
    renderStepper('housing', ['housing', 'deliveryPoint', 'situation']);
    expect(screen.queryByRole('link', { name: /Logement/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Offre/ })).toBeInTheDocument();
  });
});
