import './ui/global.css';
import { createLogCapture, readPreferencesCookie } from '@voltaire/domain';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { captureConsole } from './app/console-capture';
import { applyDisplayPreferences } from './app/display-preferences';
import { createLazyAnalytics } from './app/lazy-analytics';
import { createLazyHttpClient } from './app/lazy-http-client';
import { createAppRouter, loadMatchedRoutes, prepareHydration, routesFor } from './app/router';
import { readTypedFields, replayTypedFields } from './app/typed-before-hydration';
import { preventZodEval } from './app/zod-without-eval';
import type { HydrationState } from './entry-server';
import { createConsentStore } from './features/consent/consent-store';

/** The element in which a server-rendered page hands over its data (see entry-server.tsx, ADR 0031). */
const HYDRATION_ELEMENT_ID = 'voltaire-hydration';

/** `<html data-interactive>`: the page answers its visitor (the e2e suite waits for it after each load). */
function markInteractive() {
  document.documentElement.setAttribute('data-interactive', '');
}

async function start() {
  // Start-up: everything that touches the browser happens here, not in route modules.
  preventZodEval();
  const logCapture = createLogCapture({ limit: 200 });
  captureConsole(console, logCapture);
  applyDisplayPreferences(document.documentElement, readPreferencesCookie(document.cookie));

  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable dans index.html');
  const serverRendered = document.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
  const hydration = serverRendered ? (JSON.parse(serverRendered) as HydrationState) : undefined;

  const http = createLazyHttpClient();
  const analytics = createLazyAnalytics();
  const consent = createConsentStore({
    analytics,
    http,
    ...(hydration ? { initialStatus: hydration.consentStatus } : {}),
  });
  const services = { http, logCapture, analytics, consent };

  const app = (router: ReturnType<typeof createAppRouter>, onInteractive: () => void) => (
    <AppRoot services={services} onInteractive={onInteractive}>
      <RouterProvider router={router} />
    </AppRoot>
  );

  const routes = await routesFor(window.location);
  if (!hydration) {
    createRoot(container).render(app(createAppRouter(routes), markInteractive));
    return;
  }
  // The page's modules first, so that the first render is the server's, not a loading state.
  await loadMatchedRoutes(routes, window.location);
  const router = createAppRouter(routes, { hydrationData: { loaderData: hydration.loaderData } });
  await prepareHydration(router);
  const typed = readTypedFields(container);
  const replayThenMark = () => {
    replayTypedFields(container, typed);
    markInteractive();
  };
  // A transition: React hydrates in slices and lets the browser answer the visitor in between (scrolling,
  // typing), instead of one long task; what the visitor touches first is hydrated first.
  startTransition(() => {
    hydrateRoot(container, app(router, replayThenMark), {
      onRecoverableError: (error) => console.error('Hydratation de la page rendue par le serveur :', error),
    });
  });
}

void start();
