import type { RouteObject } from 'react-router';

/** Route objects only: each page is its own lazy module (the function form of `lazy`, see admin-routes.ts). */
export const publicFormsRoutes: RouteObject[] = [
  {
    path: 'newsletter',
    lazy: async () => ({ Component: (await import('./newsletter-page')).NewsletterPage }),
  },
  {
    path: 'newsletter/confirmation/:token',
    lazy: async () => ({ Component: (await import('./newsletter-link-pages')).NewsletterConfirmPage }),
  },
  {
    path: 'newsletter/desinscription/:token',
    lazy: async () => ({ Component: (await import('./newsletter-link-pages')).NewsletterUnsubscribePage }),
  },
  {
    path: 'mes-preferences',
    lazy: async () => {
      const [{ preferencesLoader }, { PreferencesPage }] = await Promise.all([
        import('../preferences/preferences-loader'),
        import('../preferences/preferences-page'),
      ]);
      return { loader: preferencesLoader, Component: PreferencesPage };
    },
  },
  {
    path: 'donnees-personnelles/demande',
    lazy: async () => ({ Component: (await import('../privacy/data-request-page')).DataRequestPage }),
  },
  {
    path: 'donnees-personnelles/verification/:token',
    lazy: async () => ({ Component: (await import('../privacy/data-request-page')).DataRequestVerifyPage }),
  },
];
