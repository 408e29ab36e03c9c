import { createLogCapture, hasConsentCookie } from '@voltaire/domain';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { createAnalytics } from './app/analytics';
import { AppRoot } from './app/app-root';
import { createHttpClient } from './app/http-client';
import { routesFor } from './app/router';
import { createConsentStore } from './features/consent/consent-store';
import { type ServerHead, ServerHeadContext } from './ui/use-document-title';

export { setRenderScope } from './app/render-scope';

/** What the browser needs to hydrate the page: the loaders' data and the consent state the page was drawn with. */
export interface HydrationState {
  loaderData: StaticHandlerContext['loaderData'];
  consentStatus: 'unknown' | 'undecided';
}

export type ServerRender =
  /** A loader redirected (e.g. an old address). */
  | { kind: 'redirect'; status: number; location: string }
  /** Not a page the server draws (a loader failed or answered 404): the browser renders it, with this status. */
  | { kind: 'browser'; status: number }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** The page's `<title>`, when it sets one. */
      title: string | undefined;
      hydration: HydrationState;
    };

/**
 * Renders a public page for its first paint (ADR 0031): React Router's static handler runs the same routes and
 * loaders as the browser (their HTTP calls reach the server in process, see render-scope.ts), then the tree of
 * main.tsx is prerendered to HTML, data included. The caller wraps this call in the request's render scope.
 */
export async function render(request: Request): Promise<ServerRender> {
  // A handler per request: each run calls the matched routes' `lazy()`, so the render scope hears every module.
  const handler = createStaticHandler(await routesFor(new URL(request.url)));
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location && context.status >= 300 && context.status < 400
      ? { kind: 'redirect', status: context.status, location }
      : { kind: 'browser', status: context.status };
  }
  if (context.errors) return { kind: 'browser', status: context.statusCode };

  // Deferred data (a loader's unawaited promise, e.g. the home page's offers) is awaited here: the first HTML
  // carries it, and the browser gets plain values that <Await> shows at once.
  await resolveDeferredData(context.loaderData);

  const consentStatus = hasConsentCookie(request.headers.get('Cookie') ?? undefined)
    ? 'unknown'
    : 'undecided';
  const http = createHttpClient();
  const analytics = createAnalytics();
  const services = {
    http,
    logCapture: createLogCapture({ limit: 1 }),
    analytics,
    consent: createConsentStore({ analytics, http, initialStatus: consentStatus }),
  };
  const head: ServerHead = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <ServerHeadContext value={head}>
      <AppRoot services={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </ServerHeadContext>,
    // Every boundary in place in the markup: an outlined one would be revealed by an inline script, which the
    // CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    kind: 'page',
    status: context.statusCode,
    html: await new Response(prelude).text(),
    title: head.title,
    hydration: { loaderData: context.loaderData, consentStatus },
  };
}

async function resolveDeferredData(loaderData: Record<string, unknown>) {
  await Promise.all(
    Object.values(loaderData).map(async (data) => {
      if (typeof data !== 'object' || data === null) return;
      const record = data as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (value instanceof Promise) record[key] = await value;
      }
    }),
  );
}
