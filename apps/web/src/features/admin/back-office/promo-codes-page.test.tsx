import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError, type FakeRoute } from '../../../test/fake-api';
import { renderAsAdmin, SLOW } from '../admin-test-support';
import type { PinList, PromoView } from './back-office-api';

const PROMO: PromoView = {
  code: 'BIENVENUE',
  label: 'Bienvenue chez Voltaire',
  effect: { kind: 'fixedAmount', cents: 3000 },
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  globalLimit: null,
  perCustomerLimit: 1,
  uses: 12,
  active: true,
} as PromoView;
const PINS: PinList = {
  pins: [
    {
      code: 'SALON-2026',
      campaign: 'salon-habitat',
      label: 'Salon de l’habitat',
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
      active: true,
    },
    {
      code: 'SALON-2025',
      campaign: 'salon-habitat',
      label: 'Salon de l’habitat 2025',
      validFrom: '2025-03-01',
      validTo: '2025-03-31',
      active: false,
    },
  ],
  campaigns: [{ campaign: 'salon-habitat', pins: 2, activePins: 1 }],
};

beforeAll(async () => {
  await import('../admin-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

function renderPromos(routes: Record<string, FakeRoute> = {}) {
  return renderAsAdmin('/admin/codes-promo', {
    'GET /api/v2/admin/promo-codes': { body: envelope([PROMO]) },
    'GET /api/v2/admin/pin-codes': { body: envelope(PINS) },
    ...routes,
  }).api;
}

async function fillPromoForm() {
  const form = within(await screen.findByRole('form', { name: 'Nouveau code promo (remise fixe)' }, SLOW));
  await userEvent.type(form.getByLabelText('Code'), 'printemps');
  await userEvent.type(form.getByLabelText('Libellé'), 'Offre de printemps');
  await userEvent.type(form.getByLabelText('Remise en euros'), '25.5');
  await userEvent.type(form.getByLabelText('Valable du'), '2026-03-01');
  await userEvent.type(form.getByLabelText('au'), '2026-05-31');
  return form;
}

describe('/admin/codes-promo', { timeout: 20_000 }, () => {
  it('lists the codes with their advantage, validity and usage', async () => {
    renderPromos();
    const table = await screen.findByRole('table', { name: 'Codes promo (1)' }, SLOW);
    const row = within(table).getByRole('row', { name: /BIENVENUE/ });
    expect(row).toHaveTextContent('30,00 € de remise');
    expect(row).toHaveTextContent('du 2026-01-01 au 2026-12-31');
    expect(row).toHaveTextContent('12 / illimité (par client : 1)');
  });

  it('creates a fixed-amount code in cents and announces it', async () => {
    const api = renderPromos({
      'POST /api/v2/admin/promo-codes': ({ body }) => ({
        status: 201,
        body: envelope({ ...PROMO, ...(body as object) }),
      }),
    });
    const form = await fillPromoForm();
    await userEvent.click(form.getByRole('button', { name: 'Créer le code' }));

    expect(await screen.findByText('Code PRINTEMPS créé.', {}, SLOW)).toHaveAttribute('role', 'status');
    const created = api.requests.find(
      ({ method, path }) => method === 'POST' && path === '/api/v2/admin/promo-codes',
    );
    expect(created?.body).toEqual({
      code: 'printemps',
      label: 'Offre de printemps',
      effect: { kind: 'fixedAmount', cents: 2550 },
      validFrom: '2026-03-01',
      validTo: '2026-05-31',
      globalLimit: null,
      perCustomerLimit: 1,
    });
  });

  it('shows the server’s French refusal in an alert and keeps what was typed', async () => {
    renderPromos({
      'POST /api/v2/admin/promo-codes': {
        status: 409,
        body: envelopeError('PROMO_EXISTS', 'Ce code promo existe déjà.'),
      },
    });
    const form = await fillPromoForm();
    await userEvent.click(form.getByRole('button', { name: 'Créer le code' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Ce code promo existe déjà.'));
    expect(form.getByLabelText('Code')).toHaveValue('printemps');
    expect(screen.queryByText(/créé\./)).not.toBeInTheDocument();
  });

  it('deactivates a code from its row and says so', async () => {
    const api = renderPromos({
      'POST /api/v2/admin/promo-codes/BIENVENUE/deactivate': { body: envelope({ ...PROMO, active: false }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Désactiver le code BIENVENUE' }, SLOW));

    expect(await screen.findByText('Code BIENVENUE désactivé.', {}, SLOW)).toHaveAttribute('role', 'status');
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toContain(
      'POST /api/v2/admin/promo-codes/BIENVENUE/deactivate',
    );
  });
});

describe('/admin/codes-promo: PIN codes and campaigns', { timeout: 20_000 }, () => {
  async function fillPinForm() {
    const form = within(await screen.findByRole('form', { name: 'Nouveau code PIN' }, SLOW));
    await userEvent.type(form.getByLabelText('Code PIN'), 'FOIRE-LYON');
    await userEvent.type(form.getByLabelText('Campagne'), 'foire-lyon');
    await userEvent.type(form.getByLabelText('Libellé'), 'Foire de Lyon');
    await userEvent.type(form.getByLabelText('Valable du'), '2026-04-01');
    await userEvent.type(form.getByLabelText('au'), '2026-04-15');
    return form;
  }

  it('sums up each campaign and lists its PIN codes with their validity and state', async () => {
    renderPromos();
    expect(
      await screen.findByText('salon-habitat : 2 code(s) PIN, dont 1 actif(s)', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Codes PIN (2)' });
    expect(within(table).getByRole('row', { name: /SALON-2026/ })).toHaveTextContent(
      'SALON-2026salon-habitatSalon de l’habitatdu 2026-03-01 au 2026-03-31Actif',
    );
    expect(within(table).getByRole('row', { name: /SALON-2025/ })).toHaveTextContent('Inactif');
  });

  it('saves a PIN code in its campaign and announces it', async () => {
    const api = renderPromos({
      'POST /api/v2/admin/pin-codes': ({ body }) => ({
        body: envelope({ ...(body as object), active: true }),
      }),
    });
    const form = await fillPinForm();
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le code PIN' }));

    expect(await screen.findByText('Code PIN FOIRE-LYON enregistré.', {}, SLOW)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.requests.find(({ method }) => method === 'POST')?.body).toEqual({
      code: 'FOIRE-LYON',
      campaign: 'foire-lyon',
      label: 'Foire de Lyon',
      validFrom: '2026-04-01',
      validTo: '2026-04-15',
    });
    // The list is read again, so the new code shows without a reload.
    await waitFor(() =>
      expect(
        api.requests.filter(({ method, path }) => method === 'GET' && path === '/api/v2/admin/pin-codes'),
      ).toHaveLength(2),
    );
  });

  it('shows the server’s French refusal of a campaign name, and keeps the form', async () => {
    renderPromos({
      'POST /api/v2/admin/pin-codes': {
        status: 400,
        body: envelopeError(
          'VALIDATION_ERROR',
          'Une campagne s’écrit en lettres, chiffres et tirets, sans espace',
          'campaign',
        ),
      },
    });
    const form = await fillPinForm();
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le code PIN' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Une campagne s’écrit en lettres, chiffres et tirets, sans espace'),
    );
    expect(form.getByLabelText('Campagne')).toHaveValue('foire-lyon');
  });
});
