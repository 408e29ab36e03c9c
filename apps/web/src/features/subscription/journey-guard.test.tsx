import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-api';
import { ORDER_ID, orderWith, renderJourney } from './subscription-test-support';

/** Screens load lazily: in a busy test run, they may take more than the default second. */
const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  await Promise.all([
    import('./journey-routes'),
    import('./steps/housing-step'),
    import('./steps/delivery-point-step'),
    import('./steps/payment-step'),
  ]);
}, 60_000);

describe('journey step guards', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a step whose predecessors are not all saved sends to the first unfinished one', async () => {
    const { router } = renderJourney(
      `/souscription/${ORDER_ID}/paiement?offre=elec-fixe`,
      orderWith(['housing']),
      {
        'GET /api/v3/get-pdl-pce-infos': { body: envelope({ points: [] }) },
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre compteur' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/souscription/${ORDER_ID}/point-de-livraison`);
    expect(router.state.location.search).toBe('?offre=elec-fixe');
    expect(screen.getByText('Étape 2 sur 6')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Votre compteur – Étape 2 sur 6 – Voltaire Énergie'));
  });

  it('an earlier step stays open once later ones are saved, with what the server holds', async () => {
    renderJourney(
      `/souscription/${ORDER_ID}/paiement`,
      orderWith(['housing', 'deliveryPoint', 'situation', 'holder', 'payment']),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre moyen de paiement' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('FR76 •••• •••• •••• •••• •••• 189')).toBeInTheDocument();
    expect(screen.getByText('VOL2026ABCDEF1234')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).not.toBeInTheDocument();
  });

  it('someone else’s or a missing order is « Commande introuvable », with a way to start again', async () => {
    renderJourney(`/souscription/${ORDER_ID}/logement`, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer une nouvelle souscription' })).toHaveAttribute(
      'href',
      '/souscription',
    );
  });

  it('an order sent to signing says so and links to the signature', async () => {
    renderJourney(
      `/souscription/${ORDER_ID}/titulaire`,
      orderWith(['housing', 'deliveryPoint', 'situation', 'holder', 'payment', 'summary'], {
        status: 'submitted',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre contrat est prêt à être signé' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signer mon contrat' })).toHaveAttribute(
      'href',
      `/signature/${ORDER_ID}`,
    );
  });

  it('an abandoned order is explained, and cannot be edited', async () => {
    renderJourney(`/souscription/${ORDER_ID}/logement`, orderWith(['housing'], { status: 'cancelled' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Souscription abandonnée' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
  });

  it('an unknown step is « Page introuvable »', async () => {
    renderJourney(`/souscription/${ORDER_ID}/etape-inconnue`, orderWith([]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, SLOW),
    ).toBeInTheDocument();
  });
});

describe('journey headings', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('step 2 never jumps from the h1 to an h3 (axe heading-order)', async () => {
    renderJourney(`/souscription/${ORDER_ID}/point-de-livraison`, orderWith(['housing']), {
      'GET /api/v3/get-pdl-pce-infos': { body: envelope({ points: [] }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Votre compteur' }, SLOW);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    for (const [index, level] of levels.entries())
      if (index > 0)
        expect(level - (levels[index - 1] ?? 0), `h${level} after h${levels[index - 1]}`).toBeLessThanOrEqual(
          1,
        );
    expect(
      screen.getByRole('heading', { level: 2, name: /^Où trouver mon numéro de PDL/ }),
    ).toBeInTheDocument();
  });
});
