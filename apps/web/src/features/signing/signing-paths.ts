/** The French URLs of the signing pages and of the journey pages they lead to. */
export const signingPath = (orderId: string) => `/signature/${encodeURIComponent(orderId)}`;
export const confirmationPath = (orderId: string) =>
  `/souscription/${encodeURIComponent(orderId)}/confirmation`;
export const summaryPath = (orderId: string) => `/souscription/${encodeURIComponent(orderId)}/recapitulatif`;

type OrderKind = 'subscription' | 'offerChange' | 'moving';

/** Where a completed order's thank-you page is, by what was signed. */
export const thanksPathOf = (kind: OrderKind, orderId: string) =>
  kind === 'offerChange'
    ? `/changement-offre/${encodeURIComponent(orderId)}/remerciement`
    : kind === 'moving'
      ? `/demenagement/${encodeURIComponent(orderId)}/remerciement`
      : confirmationPath(orderId);
