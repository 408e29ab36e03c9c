import {
  createBrowserRouter,
  type DOMRouterOpts,
  matchRoutes,
  type Params,
  type RouteObject,
} from 'react-router';
import { adminRoutes } from '../features/admin/admin-routes';
import { agentRoutes } from '../features/agent/agent-routes';
import { NotFoundPage } from '../features/content/not-found-page';
import { customersRoutes } from '../features/customers/customers-routes';
import { publicFormsRoutes } from '../features/newsletter/public-forms-routes';
import { partnerRoutes, setPasswordRoute } from '../features/partner/partner-routes';
import { signingRoutes } from '../features/signing/signing-routes';
import { RootErrorBoundary, RouteErrorBoundary } from './error-fallback';
import { RootLayout } from './root-layout';

/** The subscription journey's route module (see journey-routes.tsx). */
const journeyRoute = async () => ({
  ...(await import('../features/subscription/journey-routes')).journeyRoute,
});

/** Kept out of the route table's text so that the bundle report does not count it against a content page. */
const widgetPagesLayout = async () => ({
  Component: (await import('./widget-pages-layout')).WidgetPagesLayout,
});

/**
 * The route table. Each page is its own lazily loaded module, so a cold load of `/` fetches only the shell
 * and the home page. Route modules stay ready for server rendering: no `window`/`document` at top level.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown only for the few milliseconds the first page's lazy module takes to arrive.
    HydrateFallback: InitialLoad,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        // Pathless: catches errors of every page and shows the fallback inside the layout.
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            lazy: async () => {
              const [{ homeLoader }, { HomePage }] = await Promise.all([
                import('../features/content/home-loader'),
                import('../features/content/home-page'),
              ]);
              return { loader: homeLoader, Component: HomePage };
            },
          },
          {
            path: 'accessibilite',
            lazy: async () => ({
              Component: (await import('../features/content/accessibility-page')).AccessibilityPage,
            }),
          },
          {
            path: 'mentions-legales',
            lazy: async () => ({
              Component: (await import('../features/content/legal-notice-page')).LegalNoticePage,
            }),
          },
          {
            path: 'cookies',
            lazy: async () => ({ Component: (await import('../features/content/cookies-page')).CookiesPage }),
          },
          {
            path: 'avis-clients',
            lazy: async () => {
              const [{ reviewsLoader }, { ReviewsPage }] = await Promise.all([
                import('../features/content/reviews/reviews-loader'),
                import('../features/content/reviews/reviews-page'),
              ]);
              return { loader: reviewsLoader, Component: ReviewsPage };
            },
          },
          {
            path: 'comprendre-ma-facture',
            lazy: async () => {
              const { invoiceTutorialLoader, InvoiceTutorialPage } = await import(
                '../features/content/invoice-tutorial/invoice-tutorial-page'
              );
              return { loader: invoiceTutorialLoader, Component: InvoiceTutorialPage };
            },
          },
          {
            path: 'recrutement',
            lazy: async () => {
              const { recruitmentLoader, RecruitmentPage } = await import(
                '../features/content/recruitment/recruitment-page'
              );
              return { loader: recruitmentLoader, Component: RecruitmentPage };
            },
          },
          {
            path: 'recrutement/:offerId',
            lazy: async () => {
              const { jobOfferLoader, JobOfferPage } = await import(
                '../features/content/recruitment/job-offer-page'
              );
              return { loader: jobOfferLoader, Component: JobOfferPage };
            },
          },
          {
            path: 'conditions-generales-de-vente',
            lazy: async () => {
              const { generalTermsIndexLoader, GeneralTermsIndexPage } = await import(
                '../features/content/legal/general-terms-pages'
              );
              return { loader: generalTermsIndexLoader, Component: GeneralTermsIndexPage };
            },
          },
          {
            path: 'conditions-generales-de-vente/:offerId',
            lazy: async () => {
              const { generalTermsLoader, GeneralTermsPage } = await import(
                '../features/content/legal/general-terms-pages'
              );
              return { loader: generalTermsLoader, Component: GeneralTermsPage };
            },
          },
          {
            path: 'donnees-personnelles',
            lazy: async () => ({
              Component: (await import('../features/content/legal/personal-data-page')).PersonalDataPage,
            }),
          },
          {
            // Pathless: the pages built from react-aria widgets, under a French locale (widget-pages-layout.tsx).
            lazy: widgetPagesLayout,
            children: [
              {
                // The widget gallery, outside production only: its loader answers 404 in production.
                path: 'galerie',
                // Function form (not object form, which React Router empties once loaded): the route objects stay
                // usable by a second router, as in tests. Both modules load in parallel.
                lazy: async () => (await import('../features/gallery/gallery-route')).loadGalleryRoute(),
              },
              {
                path: 'offres',
                lazy: async () => {
                  const [{ offersLoader }, { OffersPage }] = await Promise.all([
                    import('../features/catalogue/offers-loader'),
                    import('../features/catalogue/offers-page'),
                  ]);
                  return { loader: offersLoader, Component: OffersPage };
                },
              },
              // The subscription journey: its steps and their loaders are lazy modules too (see journey-routes.tsx).
              { path: 'souscription/*', lazy: journeyRoute },
              { path: 'reprise/:token', lazy: journeyRoute },
              // Existing customers: offer change and moving house (see customers-routes.ts); a move's new home
              // goes through the subscription journey's steps.
              ...customersRoutes,
              { path: 'demenagement/*', lazy: journeyRoute },
              {
                path: 'connexion',
                lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
              },
              {
                path: 'contact',
                lazy: async () => {
                  const [{ contactLoader }, { ContactPage }] = await Promise.all([
                    import('../features/cases/contact-loader'),
                    import('../features/content/contact-page'),
                  ]);
                  return { loader: contactLoader, Component: ContactPage };
                },
              },
              // Newsletter (double opt-in), personal data requests and « Mes préférences » (see public-forms-routes.ts).
              ...publicFormsRoutes,
              // The admin area: its screens and loaders are lazy modules too (see admin-routes.ts).
              adminRoutes,
              // The partner area and the page of invitation and reset links (see partner-routes.ts).
              partnerRoutes,
              setPasswordRoute,
              // Signing, thank-you and withdrawal pages (see signing-routes.ts).
              ...signingRoutes,
            ],
          },
          {
            // Only throws while rendering, so that e2e can exercise the error boundary. Harmless.
            path: 'test/erreur-de-rendu',
            lazy: async () => ({
              Component: (await import('../features/diagnostics/render-error-page')).RenderErrorPage,
            }),
          },
          {
            // Not lazy: the error boundary already ships this page in the shell, to show it for a loader's 404.
            path: '*',
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
  // The channel landings (SPEC §2): the agents' workspace, in a frame of its own (see agent-routes.ts).
  { ...agentRoutes, HydrateFallback: InitialLoad, errorElement: <RootErrorBoundary /> },
];

function InitialLoad() {
  return null;
}

export function createAppRouter(options?: Pick<DOMRouterOpts, 'hydrationData'>) {
  return createBrowserRouter(routes, options);
}

/** A route's `handle` may load, before hydration, what its loader would have loaded had it run in the browser. */
interface HydrationHandle {
  beforeHydration(params: Params): Promise<void>;
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
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await Promise.all(
    matches.map(({ route, params }) =>
      isHydrationHandle(route.handle) ? route.handle.beforeHydration(params) : undefined,
    ),
  );
}
