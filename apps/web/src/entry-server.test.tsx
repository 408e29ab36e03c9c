import { act } from '@testing-library/react';
import { createLogCapture } from '@voltaire/domain';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from './app/analytics';
import { AppRoot } from './app/app-root';
import { createHttpClient } from './app/http-client';
import { type RenderScope, setRenderScope } from './app/render-scope';
import { createAppRouter, loadMatchedRoutes, routesFor } from './app/router';
import { render, type ServerRender } from './entry-server';
import { offersApi } from './features/catalogue/catalogue-test-support';
import { createConsentStore } from './features/consent/consent-store';
import { envelope, envelopeError, fakeApi } from './test/fake-api';

const catalogue = offersApi();
const api = fakeApi({
  'GET /api/v2/avisverifies/get-avis': {
    body: envelope({ summary: { ratingValue: 4.4, reviewCount: 28 } }),
  },
  'GET /api/node/v1/offres/inconnue': { status: 404, body: envelopeError('NOT_FOUND', 'Introuvable') },
});
/** The catalogue's calls, then the rest: what the server's own routes answer while it renders. */
const serverFetch: typeof fetch = async (input, init) => {
  const answer = await catalogue.fetch(input, init);
  return answer.status === 404 ? api.fetch(input, init) : answer;
};

let scope: RenderScope | undefined;
beforeEach(() => {
  scope = { fetch: vi.fn(serverFetch), recordModule: vi.fn() };
  setRenderScope(() => scope);
});
afterEach(() => setRenderScope(() => undefined));

const renderPage = (path: string, cookie?: string) =>
  render(new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {}));

function page(result: ServerRender) {
  if (result.kind !== 'page') throw new Error(`pas une page : ${JSON.stringify(result)}`);
  return result;
}

// Each render loads the page's route modules for the first time: slower than a screen's test on a busy machine.
describe('server rendering of the public pages', { timeout: 20_000 }, () => {
  it('draws /offres with the catalogue’s offers, their prices, its title and the loaders’ data', async () => {
    const result = page(await renderPage('/offres'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Électricité Fixe');
    expect(result.html).toContain('Gaz Fixe');
    expect(result.html).toContain('3 offres disponibles sur notre site');
    expect(result.title).toBe('Nos offres – Voltaire Énergie');
    // The loaders' calls went to the server's fetch, none to the browser's.
    expect(scope?.fetch).toHaveBeenCalledWith('/api/v2/products?type=offer', expect.anything());
    expect(JSON.stringify(result.hydration.loaderData)).toContain('elec-fixe');
  });

  it('draws the home page with its deferred offers resolved into plain data', async () => {
    const result = page(await renderPage('/'));
    expect(result.html).toContain('Électricité Verte');
    expect(result.html).toContain('Nos clients nous notent');
    const homeData = Object.values(result.hydration.loaderData).find(
      (data) => typeof data === 'object' && data !== null && 'catalogue' in data,
    ) as { catalogue: { offers: unknown } };
    expect(Array.isArray(homeData.catalogue.offers)).toBe(true);
  });

  it('puts the cookie banner in the first HTML of a first visit only', async () => {
    const first = page(await renderPage('/cookies', 'voltaire_session=abc'));
    expect(first.html).toContain('Vos choix en matière de cookies');
    expect(first.hydration.consentStatus).toBe('undecided');
    const returning = page(await renderPage('/cookies', 'voltaire_consent_v2=%7B%7D'));
    expect(returning.html).not.toContain('Tout refuser');
    expect(returning.hydration.consentStatus).toBe('unknown');
  });

  it('leaves a page whose loader answers 404 to the browser, with that status', async () => {
    const result = await renderPage('/recrutement/inconnue');
    expect(result).toEqual({ kind: 'browser', status: 404 });
  });
});

describe('hydration of a server-drawn page', { timeout: 20_000 }, () => {
  it('takes over /offres without a mismatch and without fetching its data again', async () => {
    const result = page(await renderPage('/offres'));
    setRenderScope(() => undefined);
    const browserFetch = vi.fn(catalogue.fetch);
    vi.stubGlobal('fetch', browserFetch);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    window.history.replaceState(null, '', '/offres');
    const container = document.createElement('div');
    container.innerHTML = result.html;
    document.body.append(container);

    const routes = await routesFor(window.location);
    await loadMatchedRoutes(routes, window.location);
    const router = createAppRouter(routes, { hydrationData: { loaderData: result.hydration.loaderData } });
    const http = createHttpClient({ fetch: browserFetch });
    const analytics: Analytics = { recordConsent: vi.fn(), setConsent: vi.fn(), track: vi.fn() };
    const services = {
      http,
      logCapture: createLogCapture({ limit: 10 }),
      analytics,
      consent: createConsentStore({
        analytics,
        http,
        initialStatus: result.hydration.consentStatus,
        cookies: { read: () => '', write: () => undefined },
      }),
    };
    await act(async () => {
      hydrateRoot(
        container,
        <AppRoot services={services}>
          <RouterProvider router={router} />
        </AppRoot>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    // Server and browser renderers share this one process here (never in production), which React flags.
    const reported = errors.mock.calls.filter(([message]) => !String(message).includes('multiple renderers'));
    expect(reported).toEqual([]);
    expect(browserFetch).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/v2/products'),
      expect.anything(),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Nos offres d’électricité et de gaz');
    expect(document.title).toBe('Nos offres – Voltaire Énergie');
    router.dispose();
  });
});
