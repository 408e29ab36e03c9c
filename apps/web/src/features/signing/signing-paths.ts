/** The French URLs of the signing pages and of the journey pages they lead to. */
export const signingPath = (orderId: string) => `/signature/${encodeURIComponent(orderId)}`;
export const confirmationPath = (orderId: string) =>
  `/souscription/${encodeURIComponent(orderId)}/confirmation`;
export const summaryPath = (orderId: string) => `/souscription/${encodeURIComponent(orderId)}/recapitulatif`;
export const withdrawalPath = (token: string) => `/retractation/${encodeURIComponent(token)}`;
