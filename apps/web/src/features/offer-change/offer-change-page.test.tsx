import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';

const CONTRACT_ID = '7c1d2e3f-0001-4a5b-8c6d-000000000101';
const ORDER_ID = '0b9f3a51-7f0e-4d3c-9a35-4c1f3f0e0a12';
const row = (offerId: string, offerName: string, cents: number, vsCurrent: number, verdict: string) => ({
  offerId,
  offerName,
  isCurrent: vsCurrent === 0 && offerId === 'elec-indexe',
  kva: 6,
  option: 'BASE',
  annualTotalCents: cents,
  differenceVsCurrentCents: vsCurrent,
  differenceVsRegulatedCents: vsCurrent - 3_000,
  verdict,
});
const RECAP = {
  contract: {
    id: CONTRACT_ID,
    reference: 'VOL-2025-DEMO000101',
    status: 'active',
    energy: 'electricity',
    deliveryPointId: '14330630005521',
    address: '14 Rue Judaïque 33000 Bordeaux',
    offerId: 'elec-indexe',
    offerName: 'Électricité Indexée',
    priceVersion: '2025-08-01',
    kva: 6,
    option: 'BASE',
    startDate: '2025-08-22',
    endDate: null,
    ibanMasked: 'FR76 •••• •••• •••• •••• •••• 101',
    holderName: 'Camille Bernard',
  },
  consumption: {
    source: 'meter',
    label: 'Relevés des 12 derniers mois',
    annualKwh: 2_400,
    hpKwh: null,
    hcKwh: null,
  },
  current: { annualTotalCents: 60_000, monthlyCents: 5_000, differenceVsRegulatedCents: -3_000, lines: [] },
  chosen: { kva: 6, option: 'BASE' },
  allowedPowers: { BASE: [3, 6, 9], HPHC: [6, 9] },
  notices: [],
  offers: [
    row('elec-vert', 'Électricité Verte', 55_000, -5_000, '50 € de moins par an que votre offre'),
    row('elec-indexe', 'Électricité Indexée', 60_000, 0, ''),
    row('elec-fixe', 'Électricité Fixe', 64_000, 4_000, '40 € de plus par an que votre offre : plus chère'),
  ],
  effectiveDate: '2026-04-01',
  pending: null,
  draft: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// Lazy route modules load on first render; the machine running the tests may be busy.
describe('« Changer d’offre »: the offers side by side', { timeout: 40_000 }, () => {
  it('shows the current contract, every offer in a table, and saves the choice', async () => {
    let draft: object | null = null;
    const { api, router } = renderWithApi(`/changement-offre/contrat/${CONTRACT_ID}`, {
      'GET /api/node/v1/changement-offre/get-recap': () => ({ body: envelope({ ...RECAP, draft }) }),
      'POST /api/node/v1/changement-offre/save-point': () => {
        draft = {
          orderId: ORDER_ID,
          reference: 'VOL-2026-000043',
          offerId: 'elec-vert',
          kva: 6,
          option: 'BASE',
          summaryDone: false,
          status: 'draft',
        };
        return { body: envelope({ id: ORDER_ID, kind: 'offerChange', status: 'draft' }) };
      },
    });
    const current = await screen.findByRole('region', { name: 'Votre contrat actuel' }, { timeout: 30_000 });
    expect(current).toHaveTextContent('Électricité Indexée');
    expect(current).toHaveTextContent('6 kVA, option Base');
    const table = screen.getByRole('table', { name: /Comparaison des offres/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((each) => within(each).getByRole('rowheader').textContent)).toEqual([
      'Électricité Verte',
      'Électricité Indexée (votre offre)',
      'Électricité Fixe',
    ]);
    expect(rows[2]).toHaveTextContent('plus chère');
    // The current offer is no choice.
    expect(screen.queryByRole('radio', { name: /^Électricité Indexée/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Choisissez une offre')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Électricité Verte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(
      () =>
        expect(router.state.location.pathname).toBe(`/changement-offre/contrat/${CONTRACT_ID}/recapitulatif`),
      { timeout: 10_000 },
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      contractId: CONTRACT_ID,
      step: 'offer',
      data: { offerId: 'elec-vert', kva: 6, option: 'BASE' },
    });
  });

  it('shows a change in progress instead of the choice', async () => {
    renderWithApi(`/changement-offre/contrat/${CONTRACT_ID}`, {
      'GET /api/node/v1/changement-offre/get-recap': {
        body: envelope({
          ...RECAP,
          pending: {
            kind: 'moving',
            orderId: ORDER_ID,
            reference: 'VOL-2026-000042',
            status: 'draft',
            effectiveDate: null,
            resumable: false,
          },
        }),
      },
    });
    expect(
      await screen.findByText(
        /^Un déménagement est déjà en cours sur ce contrat \(VOL-2026-000042, pas encore signé\)/,
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Électricité Verte/ })).not.toBeInTheDocument();
  });

  it('asks for a call-back slot and says the request was taken', async () => {
    const { api } = renderWithApi(`/changement-offre/contrat/${CONTRACT_ID}`, {
      'GET /api/node/v1/changement-offre/get-recap': { body: envelope(RECAP) },
      'POST /api/node/v1/changement-offre/crc-hand-over': {
        status: 201,
        body: envelope({ id: 'r1', message: 'Un conseiller vous rappellera le matin (9 h – 12 h).' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Être rappelé' }, { timeout: 10_000 }));
    const slot = screen.getByRole('combobox', { name: /Créneau de rappel/ });
    await waitFor(() => expect(slot).toHaveAttribute('aria-invalid', 'true'));
    expect(slot).toHaveAccessibleDescription('Choisissez un créneau');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.selectOptions(slot, 'morning');
    await userEvent.click(screen.getByRole('button', { name: 'Être rappelé' }));
    expect(
      await screen.findByText('Un conseiller vous rappellera le matin (9 h – 12 h).'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      contractId: CONTRACT_ID,
      slot: 'morning',
    });
  });

  it('explains a link the session has not proved, in French', async () => {
    renderWithApi(`/changement-offre/contrat/${CONTRACT_ID}`, {
      'GET /api/node/v1/changement-offre/get-recap': {
        status: 404,
        body: envelopeError('CONTRACT_NOT_FOUND', 'Contrat introuvable.'),
      },
    });
    expect(await screen.findByText('Contrat introuvable.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
