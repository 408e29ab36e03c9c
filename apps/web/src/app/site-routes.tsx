import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/admin-routes';
import { agentRoutes } from '../features/agent/agent-routes';
import { NotFoundPage } from '../features/content/not-found-page';
import { customersRoutes } from '../features/customers/customers-routes';
import { publicFormsRoutes } from '../features/newsletter/public-forms-routes';
import { partnerRoutes, setPasswordRoute } from '../features/partner/partner-routes';
import { signingRoutes } from '../features/signing/signing-routes';
import { homeRoute, routeTable } from './router';

/** The subscription journey's route module (see journey-routes.tsx). */
const journeyRoute = async () => ({
  ...(await import('../features/subscription/journey-routes')).journeyRoute,
});

/** Kept out of the route table's text so that the bundle report does not count it against a content page. */
const widgetPagesLayout = async () => ({
  Component: (await import('./widget-pages-layout')).WidgetPagesLayout,
});

/**
 * The rest of the route table (router.tsx holds the frame and the home page): one lazy module, fetched on the
 * first navigation away from `/`, or before the first render of any other page. Each page is its own lazily
 * loaded module too. Route modules stay ready for server rendering: no `window`/`document` at top level.
 */
export const sitePages: RouteObject[] = [
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
      const { jobOfferLoader, JobOfferPage } = await import('../features/content/recruitment/job-offer-page');
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
];

/** The whole table: what the server renders with, and the browser's when the first page is not the home page. */
export const routes: RouteObject[] = routeTable(
  [homeRoute, ...sitePages],
  // The channel landings (SPEC §2): the agents' workspace, in a frame of its own (see agent-routes.ts).
  [agentRoutes],
);

/** The trees beside the public frame, as `routes` has them. */
export const siteRoots = routes.slice(1);
