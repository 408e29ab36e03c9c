import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import { REPORT, renderPartner } from './partner-test-support';

const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  await import('./partner-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('the « Ventes » screen of the partner area', { timeout: 20_000 }, () => {
  it('shows the figures, both charts with a text and a table equivalent, the sales and the CSV export', async () => {
    renderPartner('/espace-partenaire/ventes', {
      'GET /api/node/v1/so-partner/sales': { body: envelope(REPORT) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ventes de l’organisation' }, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Du 01/11/2026 au 03/11/2026' })).toBeVisible();
    expect(screen.getByText('Taux de conversion (brouillon → signée)').nextSibling).toHaveTextContent(
      '100 %',
    );
    const perDay = screen.getByRole('img', { name: /Ventes signées par jour/ });
    expect(perDay).toHaveAccessibleName(
      'Ventes signées par jour 1 vente signée du 01/11/2026 au 03/11/2026 ; le plus : 1 vente le 03/11/2026.',
    );
    const dayTable = screen.getByRole('table', { name: 'Ventes signées par jour' });
    expect(within(dayTable).getByRole('row', { name: /03\/11\/2026/ })).toHaveTextContent('03/11/20261');
    expect(screen.getByRole('img', { name: /Ventes signées par conseiller/ })).toHaveAccessibleName(
      'Ventes signées par conseiller Vendeur à domicile : 1 vente signée',
    );
    expect(
      within(screen.getByRole('table', { name: 'Par conseiller' })).getByRole('row', { name: /Vendeur/ }),
    ).toHaveTextContent('Vendeur à domicile110');
    const sales = screen.getByRole('table', { name: 'Ventes (1)' });
    expect(within(sales).getByRole('row', { name: /VOL-2026-000123/ })).toHaveTextContent(
      'VOL-2026-00012302/11/202603/11/2026Vendeur à domicileVente à domicileSignéeJ. D.',
    );
    expect(screen.getByRole('link', { name: 'Exporter en CSV (données masquées)' })).toHaveAttribute(
      'href',
      '/api/node/v1/so-partner/sales.csv',
    );
  });

  it('filters through the address, and shows a refused period in an alert', async () => {
    const { api, router } = renderPartner('/espace-partenaire/ventes', {
      'GET /api/node/v1/so-partner/sales': ({ url }) =>
        url.searchParams.get('from') === '2026-11-30'
          ? {
              status: 400,
              body: envelopeError('VALIDATION', 'La fin de la période précède son début.', 'to'),
            }
          : { body: envelope(REPORT) },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Statut' }, SLOW), 'Signée');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: /Exporter en CSV/ })).toHaveAttribute(
        'href',
        '/api/node/v1/so-partner/sales.csv?from=2026-11-01&to=2026-11-03&status=signed',
      ),
    );
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-03&agent=&channel=&status=signed');
    expect(api.requests.at(-1)?.path).toBe(
      '/api/node/v1/so-partner/sales?from=2026-11-01&to=2026-11-03&status=signed',
    );
    await router.navigate('/espace-partenaire/ventes?from=2026-11-30&to=2026-11-01');
    const problem = await screen.findByText('La fin de la période précède son début.');
    expect(problem).toHaveAttribute('role', 'alert');
  });
});
