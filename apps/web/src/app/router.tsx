import {
  createBrowserRouter,
  type DOMRouterOpts,
  matchRoutes,
  type Params,
  type RouteObject,
} from 'react-router';
import { Component as HomePage, loader as homeLoader } from '../features/content/home-route';
import { RootErrorBoundary, RouteErrorBoundary } from './error-fallback';
import { RootLayout } from './root-layout';

/**
 * The shell's route table: the frame and the home page only, so that a cold load of `/` does not carry the
 * ~70 other routes and the list of their chunks (ADR 0036). The rest (site-routes.tsx) is one lazy module,
 * patched in on the first navigation elsewhere, or loaded before the first render of any other page.
 * The home page is part of the shell itself: one file instead of ten for the site's most visited page (ADR 0038).
 */

/** Explicit ids: the server and the browser build the frame from different tables but must agree on its ids. */
export const ROOT_ROUTE_ID = 'root';
export const PAGES_ROUTE_ID = 'pages';

export const homeRoute: RouteObject = {
  id: 'home',
  index: true,
  Component: HomePage,
  loader: homeLoader,
};

/** The frame every public page shares, around `pages`; `roots` are the trees with a frame of their own. */
export function routeTable(pages: RouteObject[], roots: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootLayout,
      // Shown only for the few milliseconds the first page's lazy module takes to arrive.
      HydrateFallback: InitialLoad,
      errorElement: <RootErrorBoundary />,
      // Pathless: catches errors of every page and shows the fallback inside the layout.
      children: [{ id: PAGES_ROUTE_ID, errorElement: <RouteErrorBoundary />, children: pages }],
    },
    ...roots.map((root) => ({ ...root, HydrateFallback: InitialLoad, errorElement: <RootErrorBoundary /> })),
  ];
}

export const shellRoutes = routeTable([homeRoute]);

export function InitialLoad() {
  return null;
}

/** The whole route table's module. Not memoised: on the server, each render must record that it loads it. */
const loadSiteRoutes = () => import('./site-routes');

/** The table a first render at `location` needs: the shell's when it knows the page, else the whole site's. */
export async function routesFor(location: { pathname: string }): Promise<RouteObject[]> {
  return matchRoutes(shellRoutes, location) ? shellRoutes : (await loadSiteRoutes()).routes;
}

export function createAppRouter(routes: RouteObject[], options?: Pick<DOMRouterOpts, 'hydrationData'>) {
  return createBrowserRouter(routes, {
    ...options,
    // React Router calls it for a path the table does not know yet, or that it matches by a parameter.
    async patchRoutesOnNavigation({ patch }) {
      const { sitePages, siteRoots } = await loadSiteRoutes();
      // Patching is idempotent: React Router skips the routes it already has.
      patch(PAGES_ROUTE_ID, sitePages);
      patch(null, siteRoots);
    },
  });
}

/** A route's `handle` may load, before hydration, what its loader would have loaded had it run in the browser. */
interface HydrationHandle {
  beforeHydration(params: Params, loaderData: unknown): Promise<void>;
}

const isHydrationHandle = (handle: unknown): handle is HydrationHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'beforeHydration' in handle &&
  typeof handle.beforeHydration === 'function';

/**
 * Loads the lazy modules of the routes that match `location`, in place, before a server-rendered page hydrates:
 * a router that still had them to load would first render its loading state instead of the server's HTML.
 */
export async function loadMatchedRoutes(table: RouteObject[], location: { pathname: string }) {
  const lazyMatches = (matchRoutes(table, location) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Runs the matched routes' `handle.beforeHydration` with the data the server handed over. */
export async function prepareHydration(router: ReturnType<typeof createAppRouter>): Promise<void> {
  const { matches, loaderData } = router.state;
  await Promise.all(
    matches.map(({ route, params }) =>
      isHydrationHandle(route.handle)
        ? route.handle.beforeHydration(params, loaderData[route.id])
        : undefined,
    ),
  );
}
