import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, envelopeError } from '../../test/fake-api';
import { PARTNER_ADMIN, person, renderPartner, SELF, SELLER } from './partner-test-support';

const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  await import('./partner-screens');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const listed = (people = [SELF, SELLER]) => ({ body: envelope({ action: 'list', people, person: null }) });

describe('the « Personnes » screen of the partner area', { timeout: 20_000 }, () => {
  it('lists the organisation’s people with their role and status, and no action on oneself but editing', async () => {
    renderPartner('/espace-partenaire', { 'POST /api/node/v1/so-partner/user-manage': listed() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personnes de l’organisation' }, SLOW),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Personnes (2)' });
    const seller = within(table).getByRole('row', { name: /Vendeur à domicile/ });
    expect(seller).toHaveTextContent('vad@voltaire.demoConseiller — Vente à domicileActif');
    expect(within(seller).getByRole('button', { name: 'Désactiver Vendeur à domicile' })).toBeVisible();
    const self = within(table).getByRole('row', { name: /Administratrice/ });
    expect(within(self).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Personnes' })).toHaveAttribute('aria-current', 'page');
  });

  it('invites a seller in one of the organisation’s roles, and shows the server’s refusal on the e-mail', async () => {
    let invited = 0;
    const { api } = renderPartner('/espace-partenaire/personnes', {
      'POST /api/node/v1/so-partner/user-manage': ({ body }) => {
        const action = (body as { action: string }).action;
        if (action === 'list') return listed();
        invited += 1;
        return invited === 1
          ? {
              status: 409,
              body: envelopeError(
                'EMAIL_TAKEN',
                'Cette adresse e-mail est déjà utilisée par un compte.',
                'email',
              ),
            }
          : {
              body: envelope({
                action: 'create',
                people: [SELF, SELLER],
                person: person({ email: 'nouveau@pap.example', status: 'invited' }),
              }),
            };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Nom et prénom/ }, SLOW), 'Nouveau Vendeur');
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'concession@voltaire.demo');
    const role = screen.getByRole('combobox', { name: /Rôle/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Administrateur partenaire', 'Conseiller — Vente à domicile']);
    await user.click(screen.getByRole('button', { name: /Envoyer l’invitation/ }));
    const email = screen.getByRole('textbox', { name: /Adresse e-mail/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Cette adresse e-mail est déjà utilisée par un compte.'),
    );
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'nouveau@pap.example');
    await user.click(screen.getByRole('button', { name: /Envoyer l’invitation/ }));
    expect(await screen.findByText('Invitation envoyée à nouveau@pap.example.')).toBeVisible();
    expect(api.requests.filter(({ method }) => method === 'POST').at(-2)?.body).toEqual({
      action: 'create',
      email: 'nouveau@pap.example',
      displayName: 'Nouveau Vendeur',
      role: 'doorToDoor',
    });
  });

  it('asks before disabling someone, then says their sessions ended', async () => {
    const { api } = renderPartner('/espace-partenaire/personnes', {
      'POST /api/node/v1/so-partner/user-manage': ({ body }) =>
        (body as { action: string }).action === 'disable'
          ? { body: envelope({ action: 'disable', people: [SELF], person: SELLER }) }
          : listed(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Désactiver Vendeur à domicile' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver Vendeur à domicile ?' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(
      await screen.findByText('Vendeur à domicile est désactivé(e) : ses sessions ont pris fin.'),
    ).toBeVisible();
    expect(api.requests.some(({ body }) => (body as { action?: string })?.action === 'disable')).toBe(true);
  });

  it('tells an agent the area is not theirs, with a way back', async () => {
    renderPartner('/espace-partenaire/personnes', {
      'GET /api/node/v1/so-partner': {
        body: envelope({
          ...PARTNER_ADMIN,
          email: 'vad@voltaire.demo',
          displayName: 'Vendeur à domicile',
          role: 'doorToDoor',
          canManagePeople: false,
          assignableRoles: [],
          landingPath: '/contrats-energies-vad',
        }),
      },
      'POST /api/node/v1/so-partner/user-manage': {
        status: 403,
        body: envelopeError('FORBIDDEN', 'Refusé.'),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Espace réservé aux administrateurs partenaires' }, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retourner à mon espace' })).toHaveAttribute(
      'href',
      '/contrats-energies-vad',
    );
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  });
});
