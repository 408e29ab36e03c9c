import type { RouteObject } from 'react-router';

/**
 * The signing pages, each a lazy module (nothing of them in the shell): the contract to sign, the thank-you
 * page of a completed order, and the withdrawal form of the confirmation e-mail. Function-form `lazy`, so that
 * the route objects stay usable by a second router (tests).
 */
export const signingRoutes: RouteObject[] = [
  {
    path: 'signature/:orderId',
    lazy: async () => {
      const [{ signingLoader }, { SigningPage }] = await Promise.all([
        import('./signing-loader'),
        import('./signing-page'),
      ]);
      return { loader: signingLoader, Component: SigningPage };
    },
  },
  {
    path: 'souscription/:orderId/confirmation',
    lazy: async () => {
      const [{ confirmationLoader }, { ConfirmationPage }] = await Promise.all([
        import('./confirmation-loader'),
        import('./confirmation-page'),
      ]);
      return { loader: confirmationLoader, Component: ConfirmationPage };
    },
  },
  {
    path: 'retractation/:token',
    lazy: async () => {
      const [{ withdrawalLoader }, { WithdrawalPage }] = await Promise.all([
        import('./withdrawal-loader'),
        import('./withdrawal-page'),
      ]);
      return { loader: withdrawalLoader, Component: WithdrawalPage };
    },
  },
];
