import type { RouteObject } from 'react-router';

const pages = () => import('./signing-route-modules');

/**
 * The signing pages, each a lazy module (nothing of them in the shell): the contract to sign, the link of an agent's sale that leads to it, the thank-you
 * page of a completed order, and the withdrawal form of the confirmation e-mail. Function-form `lazy`, so that
 * the route objects stay usable by a second router (tests).
 */
export const signingRoutes: RouteObject[] = [
  { path: 'signature/lien/:token', lazy: async () => (await pages()).loadSigningLinkPage() },
  { path: 'signature/:orderId', lazy: async () => (await pages()).loadSigningPage() },
  { path: 'souscription/:orderId/confirmation', lazy: async () => (await pages()).loadConfirmationPage() },
  { path: 'retractation/:token', lazy: async () => (await pages()).loadWithdrawalPage() },
];
