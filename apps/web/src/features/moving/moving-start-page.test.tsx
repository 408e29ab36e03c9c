import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toIsoDateInTimeZone } from '@voltaire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';

const CONTRACT_ID = '7c1d2e3f-0003-4a5b-8c6d-000000000301';
const ORDER_ID = '0b9f3a51-7f0e-4d3c-9a35-4c1f3f0e0a11';
const CONTRACT = {
  id: CONTRACT_ID,
  reference: 'VOL-2025-DEMO000301',
  status: 'active',
  energy: 'electricity',
  deliveryPointId: '16180021000887',
  address: '8 Boulevard du Port 80000 Amiens',
  offerId: 'elec-fixe',
  offerName: 'Électricité Fixe',
  priceVersion: '2025-08-01',
  kva: 9,
  option: 'BASE',
  startDate: '2025-08-22',
  endDate: null,
  ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
  holderName: 'Nathalie Lefèvre',
};
const ORDER = { id: ORDER_ID, kind: 'moving', status: 'draft', reference: 'VOL-2026-000042' };
const PAGE = `/demenagement/contrat/${CONTRACT_ID}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Ten days from now, typed day, month and year into the date field. */
async function typeMoveOutDate() {
  const date = toIsoDateInTimeZone(new Date(Date.now() + 10 * 86_400_000));
  const [year, month, day] = date.split('-');
  const group = screen.getByRole('group', { name: /Date de départ/ });
  await userEvent.click(within(group).getByRole('spinbutton', { name: /jour/ }));
  await userEvent.keyboard(`${day}${month}${year}`);
  return date;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('« Je déménage »: the old home', { timeout: 20_000 }, () => {
  it('carries the holder and the masked IBAN over, and starts a move to a new home only', async () => {
    const { api, router } = renderWithApi(PAGE, {
      [`GET /api/node/v1/customers/contracts/${CONTRACT_ID}`]: { body: envelope(CONTRACT) },
      'POST /api/node/v1/demenagement/nouveau-logement-only': { status: 201, body: envelope(ORDER) },
    });
    const contract = await screen.findByRole('region', { name: 'Votre contrat actuel' }, { timeout: 10_000 });
    expect(contract).toHaveTextContent('8 Boulevard du Port 80000 Amiens');
    expect(contract).toHaveTextContent('FR76 •••• •••• •••• •••• •••• 189');
    await userEvent.click(screen.getByRole('radio', { name: /^Seulement le nouveau logement/ }));
    expect(screen.queryByRole('group', { name: /Date de départ/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers mon nouveau logement' }));
    await waitFor(() => expect(router.state.location.pathname).toContain(ORDER_ID));
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/node/v1/demenagement/nouveau-logement-only',
      body: { contractId: CONTRACT_ID },
    });
  });

  it('asks for the move-out date before going on, and says why', async () => {
    const { api } = renderWithApi(PAGE, {
      [`GET /api/node/v1/customers/contracts/${CONTRACT_ID}`]: { body: envelope(CONTRACT) },
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: /^Je quitte mon logement/ }, { timeout: 10_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers mon nouveau logement' }));
    expect(await screen.findByText('Choisissez votre date de départ')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the date, the index and the meter photo, the photo once the move exists', async () => {
    const { api, router } = renderWithApi(PAGE, {
      [`GET /api/node/v1/customers/contracts/${CONTRACT_ID}`]: { body: envelope(CONTRACT) },
      'POST /api/node/v1/demenagement/depart': { status: 201, body: envelope(ORDER) },
      [`POST /api/node/v1/demenagement/${ORDER_ID}/releve-photo`]: {
        status: 201,
        body: envelope({ id: 'd0c0', kind: 'meterReading' }),
      },
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: /^Je quitte mon logement/ }, { timeout: 10_000 }),
    );
    const date = await typeMoveOutDate();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Index du compteur le jour du départ/ }),
      '48210',
    );
    const photo = new File([PNG], 'compteur.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Photo de l’index du compteur/), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers mon nouveau logement' }));
    await waitFor(() => expect(router.state.location.pathname).toContain(ORDER_ID));
    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts[0]).toMatchObject({
      path: '/api/node/v1/demenagement/depart',
      body: { contractId: CONTRACT_ID, path: 'bothEnds', moveOutDate: date, finalReading: { kwh: 48_210 } },
    });
    expect(posts[1]?.path).toBe(`/api/node/v1/demenagement/${ORDER_ID}/releve-photo`);
    expect((posts[1]?.body as FormData | undefined)?.get('file')).toMatchObject({ name: 'compteur.png' });
  });

  it('offers the technician’s half-days of a classic gas meter, asks for one, and sends the one chosen', async () => {
    const slots = [
      { date: '2030-01-14', period: 'morning', label: '08h00–12h00' },
      { date: '2030-01-14', period: 'afternoon', label: '13h00–17h00' },
    ];
    const { api, router } = renderWithApi(PAGE, {
      [`GET /api/node/v1/customers/contracts/${CONTRACT_ID}`]: {
        body: envelope({ ...CONTRACT, energy: 'gas', deliveryPointId: '23306300007718' }),
      },
      'GET /api/node/v1/demenagement/creneaux-depart': {
        body: envelope({
          needed: true,
          reason: 'Votre compteur de gaz n’est pas communicant : un technicien GRDF doit venir.',
          slots,
        }),
      },
      'POST /api/node/v1/demenagement/depart': { status: 201, body: envelope(ORDER) },
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: /^Je quitte mon logement/ }, { timeout: 10_000 }),
    );
    const date = await typeMoveOutDate();
    const visit = await screen.findByRole('radiogroup', { name: /Rendez-vous avec le technicien/ });
    expect(visit).toHaveAccessibleDescription(/un technicien GRDF doit venir/);
    expect(api.requests.find((r) => r.path.includes('creneaux-depart'))?.path).toBe(
      `/api/node/v1/demenagement/creneaux-depart?contractId=${CONTRACT_ID}&moveOutDate=${date}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers mon nouveau logement' }));
    expect(
      await screen.findByText('Choisissez un créneau pour le passage du technicien'),
    ).toBeInTheDocument();
    await userEvent.click(within(visit).getByRole('radio', { name: /13h00–17h00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers mon nouveau logement' }));
    await waitFor(() => expect(router.state.location.pathname).toContain(ORDER_ID));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      contractId: CONTRACT_ID,
      path: 'bothEnds',
      moveOutDate: date,
      appointment: { date: '2030-01-14', period: 'afternoon' },
    });
  });

  it('refuses a file that is not a photo or a PDF, and says so', async () => {
    renderWithApi(PAGE, {
      [`GET /api/node/v1/customers/contracts/${CONTRACT_ID}`]: { body: envelope(CONTRACT) },
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: /^Je quitte mon logement/ }, { timeout: 10_000 }),
    );
    const input = screen.getByLabelText(/Photo de l’index du compteur/);
    await userEvent.upload(input, new File(['MZ'], 'compteur.exe'), { applyAccept: false });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Format de fichier non accepté/);
  });

  it('shows the server’s refusal of the move-out date in French', async () => {
    renderWithApi(PAGE, {
      [`GET /api/node/v1/customers/contracts/${CONTRACT_ID}`]: { body: envelope(CONTRACT) },
      'POST /api/node/v1/demenagement/depart': {
        status: 409,
        body: envelopeError(
          'CHANGE_IN_PROGRESS',
          'Un changement d’offre est déjà en cours sur ce contrat (VOL-2026-000041, pas encore signé). Terminez-le ou abandonnez-le avant d’en commencer un autre.',
        ),
      },
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: /^Je quitte mon logement/ }, { timeout: 10_000 }),
    );
    await typeMoveOutDate();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers mon nouveau logement' }));
    expect(await screen.findByText(/Un changement d’offre est déjà en cours/)).toBeInTheDocument();
  });

  it('explains a contract the session has not proved, with a way to get a new link', async () => {
    renderWithApi(PAGE, {
      [`GET /api/node/v1/customers/contracts/${CONTRACT_ID}`]: {
        status: 404,
        body: envelopeError('CONTRACT_NOT_FOUND', 'Contrat introuvable.'),
      },
    });
    expect(await screen.findByText('Contrat introuvable.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien personnel' })).toHaveAttribute(
      'href',
      '/demenagement',
    );
  });
});
