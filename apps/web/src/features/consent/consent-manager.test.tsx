import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSENT_BANNER_VERSION,
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_NAME_LEGACY,
  CONSENT_COOKIE_NAME_V2,
  createConsent,
  serializeConsent,
} from '@voltaire/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, createAnalytics } from '../../app/analytics';
import { AppServicesProvider } from '../../app/app-services';
import { createHttpClient } from '../../app/http-client';
import { routes } from '../../app/site-routes';
import { THIRD_PARTY_SCRIPT_ATTRIBUTE } from '../../app/third-party-scripts';
import { createFakeLogCapture } from '../../test/render-route';
import { CONSENT_BANNER_TITLE } from './consent-banner';
import { createConsentStore } from './consent-store';
import { fakeCookieJar, legacyCookieValue } from './fake-cookie-jar';

const now = new Date('2026-03-02T10:00:00Z');
const DAY = 86_400;
const TAG_MANAGER = 'https://tags.example.test/gtm.js';

function renderShell(cookies: Record<string, string> = {}) {
  const jar = fakeCookieJar(cookies);
  const requests: { method: string; path: string; body?: unknown }[] = [];
  const http = createHttpClient({
    fetch: async (input, init) => {
      const path = String(input);
      requests.push({
        method: init?.method ?? 'GET',
        path,
        ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
      });
      if (path === '/api/node/v1/gateway-config/availables') {
        return Response.json({
          errors: [],
          notifications: [],
          data: {
            appEnv: 'dev',
            brandName: 'Voltaire Énergie',
            scripts: [{ id: 'tagManager', src: TAG_MANAGER, consentCategory: 'analytics' }],
          },
        });
      }
      if (path === '/api/node/v1/consent/record')
        return Response.json({ data: { id: 'x' } }, { status: 201 });
      return new Response(null, { status: 204 });
    },
  });
  const dataLayer: AnalyticsEvent[] = [];
  const analytics = createAnalytics({ dataLayer: () => dataLayer });
  const loadRules = vi.fn(() => import('./consent-rules'));
  const onWithdrawal = vi.fn();
  const consent = createConsentStore({
    analytics,
    http,
    cookies: jar,
    location: () => ({ hostname: 'www.voltaire.fr', protocol: 'https:' }),
    now: () => now,
    loadRules,
    onWithdrawal,
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/mentions-legales'] });
  render(
    <AppServicesProvider services={{ http, logCapture: createFakeLogCapture(), analytics, consent }}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  const proofs = () => requests.filter((request) => request.path === '/api/node/v1/consent/record');
  const configReads = () =>
    requests.filter((request) => request.path === '/api/node/v1/gateway-config/availables');
  const injected = () =>
    [...document.head.querySelectorAll(`script[${THIRD_PARTY_SCRIPT_ATTRIBUTE}]`)].map((script) =>
      script.getAttribute('src'),
    );
  return { jar, dataLayer, loadRules, onWithdrawal, proofs, configReads, injected };
}

const banner = () => screen.queryByRole('region', { name: CONSENT_BANNER_TITLE });

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('cookie banner', () => {
  it('asks on a first visit with « Tout accepter », « Tout refuser » and « Personnaliser », all alike', async () => {
    const shell = renderShell();

    const region = await screen.findByRole('region', { name: CONSENT_BANNER_TITLE });
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Tout accepter',
      'Tout refuser',
      'Personnaliser',
    ]);
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
    expect(within(region).getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveAttribute(
      'href',
      '/cookies',
    );

    // Nothing before a choice: no rules loaded, no script list read, no script.
    expect(shell.loadRules).not.toHaveBeenCalled();
    expect(shell.configReads()).toEqual([]);
    expect(shell.injected()).toEqual([]);
  });

  it('comes right after the skip link in the keyboard order', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('region', { name: CONSENT_BANNER_TITLE });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toHaveFocus();
  });

  it('« Tout refuser »: saved for 8 days, proof recorded, nothing loaded, focus back on the page', async () => {
    const user = userEvent.setup();
    const shell = renderShell();

    await user.click(await screen.findByRole('button', { name: 'Tout refuser' }));

    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    const cookie = shell.jar.writes.find((write) => write.startsWith(`${CONSENT_COOKIE_NAME_V2}=`));
    expect(cookie).toContain(`Max-Age=${8 * DAY}`);
    expect(cookie).toContain('Domain=voltaire.fr');
    await waitFor(() =>
      expect(shell.proofs()).toEqual([
        {
          method: 'POST',
          path: '/api/node/v1/consent/record',
          body: { mode: 'refuse-all', bannerVersion: CONSENT_BANNER_VERSION },
        },
      ]),
    );
    expect(shell.dataLayer).toEqual([]);
    expect(shell.configReads()).toEqual([]);
    expect(shell.injected()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('« Tout accepter »: saved for 180 days, consent mode recorded through analytics, proof posted, tag manager loaded', async () => {
    const user = userEvent.setup();
    const shell = renderShell();

    await user.click(await screen.findByRole('button', { name: 'Tout accepter' }));

    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(shell.jar.writes.find((write) => write.startsWith(`${CONSENT_COOKIE_NAME_V2}=`))).toContain(
      `Max-Age=${180 * DAY}`,
    );
    expect(shell.dataLayer).toEqual([
      expect.objectContaining({ event: 'consentMode', consentMode: 'accept-all' }),
    ]);
    await waitFor(() =>
      expect(shell.proofs()[0]?.body).toEqual({ mode: 'accept-all', bannerVersion: CONSENT_BANNER_VERSION }),
    );
    await waitFor(() => expect(shell.injected()).toEqual([TAG_MANAGER]));
  });

  it('does not ask again once chosen, and loads what the stored choice allows', async () => {
    const stored = createConsent('accept-all', { now });
    const shell = renderShell({ [CONSENT_COOKIE_NAME_V2]: serializeConsent(stored) });

    await waitFor(() => expect(shell.injected()).toEqual([TAG_MANAGER]));
    expect(banner()).not.toBeInTheDocument();
    expect(shell.proofs()).toEqual([]);
  });

  it('converts an older cookie with all flags true and saves it again', async () => {
    const shell = renderShell({
      [CONSENT_COOKIE_NAME_LEGACY]: legacyCookieValue({ navi: true, advert: true, social: true }),
    });

    await waitFor(() => expect(shell.jar.values.has(CONSENT_COOKIE_NAME_V2)).toBe(true));
    expect(JSON.parse(decodeURIComponent(shell.jar.values.get(CONSENT_COOKIE_NAME_V2) ?? ''))).toMatchObject({
      mode: 'accept-all',
    });
    expect(shell.jar.values.has(CONSENT_COOKIE_NAME_LEGACY)).toBe(false);
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks when the older cookie has mixed flags', async () => {
    renderShell({
      [CONSENT_COOKIE_NAME_LEGACY]: legacyCookieValue({ navi: true, advert: false, social: false }),
    });
    expect(await screen.findByRole('region', { name: CONSENT_BANNER_TITLE })).toBeInTheDocument();
  });
});

describe('cookie preferences', () => {
  beforeAll(async () => {
    // The screen is a lazy chunk: transform it once, outside the tests' time limits.
    await import('./consent-preferences');
  });

  it('« Personnaliser » opens the preferences with every category and its sub-items, and saves a custom choice', async () => {
    const user = userEvent.setup();
    const shell = renderShell();

    await user.click(await screen.findByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gestion des cookies' });
    for (const category of CONSENT_CATEGORIES) {
      expect(within(dialog).getByRole('checkbox', { name: category.label })).not.toBeChecked();
      for (const subItem of category.subItems) {
        expect(within(dialog).getByRole('checkbox', { name: subItem.label })).not.toBeChecked();
      }
    }
    expect(within(dialog).getByRole('button', { name: 'Tout accepter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tout refuser' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Statistiques de visite' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Discussion en direct' }));
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Mesure d’audience' }) as HTMLInputElement).indeterminate,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
    const saved = JSON.parse(decodeURIComponent(shell.jar.values.get(CONSENT_COOKIE_NAME_V2) ?? ''));
    expect(saved).toMatchObject({
      mode: 'custom',
      categories: {
        analytics: 'audience',
        advertising: false,
        social: false,
        abTesting: false,
        liveChat: true,
        monitoring: false,
      },
    });
    await waitFor(() =>
      expect(shell.proofs()[0]?.body).toMatchObject({ mode: 'custom', categories: saved.categories }),
    );
    await waitFor(() => expect(shell.injected()).toEqual([TAG_MANAGER]));
  });

  it('reopens from the footer’s « Gestion des cookies » with the current choice, and a withdrawal reloads', async () => {
    const user = userEvent.setup();
    const shell = renderShell({
      [CONSENT_COOKIE_NAME_V2]: serializeConsent(createConsent('accept-all', { now })),
    });
    await waitFor(() => expect(shell.injected()).toEqual([TAG_MANAGER]));

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Gestion des cookies' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gestion des cookies' });
    expect(within(dialog).getByRole('checkbox', { name: 'Statistiques de visite' })).toBeChecked();
    expect(within(dialog).getByText(/la page est rechargée/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));

    await waitFor(() => expect(shell.onWithdrawal).toHaveBeenCalledTimes(1));
    expect(JSON.parse(decodeURIComponent(shell.jar.values.get(CONSENT_COOKIE_NAME_V2) ?? '')).mode).toBe(
      'refuse-all',
    );
  });

  it('closes with Escape without changing anything, focus back on the opener', async () => {
    const user = userEvent.setup();
    const shell = renderShell();
    const opener = await screen.findByRole('button', { name: 'Personnaliser' });

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Gestion des cookies' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBeInTheDocument();
    expect(shell.jar.writes).toEqual([]);
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
