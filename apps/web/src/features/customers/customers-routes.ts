import type { RouteObject } from 'react-router';

const pages = () => import('./customers-route-modules');

/**
 * The existing customers' pages, each a lazy module: the link pages (`/changement-offre`, `/demenagement`), the
 * offer change, the move's start and both thank-you pages. The move's new home is the subscription journey's
 * own route, under `/demenagement/<commande>/<étape>` (router.tsx).
 */
export const customersRoutes: RouteObject[] = [
  { path: 'changement-offre', lazy: async () => (await pages()).loadLinkPage('offerChange') },
  { path: 'demenagement', lazy: async () => (await pages()).loadLinkPage('moving') },
  { path: 'changement-offre/contrat/:contractId', lazy: async () => (await pages()).loadOfferChangePage() },
  {
    path: 'changement-offre/contrat/:contractId/recapitulatif',
    lazy: async () => (await pages()).loadOfferChangeSummaryPage(),
  },
  {
    path: 'changement-offre/:orderId/remerciement',
    lazy: async () => (await pages()).loadOfferChangeThanksPage(),
  },
  { path: 'demenagement/contrat/:contractId', lazy: async () => (await pages()).loadMovingStartPage() },
  { path: 'demenagement/:orderId/remerciement', lazy: async () => (await pages()).loadMovingThanksPage() },
];
