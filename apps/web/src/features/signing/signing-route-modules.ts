/**
 * Loads each signing page with its loader. Reached through one dynamic import from signing-routes.ts, so the
 * shell carries a single preload list for the three pages instead of one per page module.
 */
export async function loadSigningPage() {
  const [{ signingLoader }, { SigningPage }] = await Promise.all([
    import('./signing-loader'),
    import('./signing-page'),
  ]);
  return { loader: signingLoader, Component: SigningPage };
}

export async function loadConfirmationPage() {
  const [{ confirmationLoader }, { ConfirmationPage }] = await Promise.all([
    import('./confirmation-loader'),
    import('./confirmation-page'),
  ]);
  return { loader: confirmationLoader, Component: ConfirmationPage };
}

export async function loadWithdrawalPage() {
  const [{ withdrawalLoader }, { WithdrawalPage }] = await Promise.all([
    import('./withdrawal-loader'),
    import('./withdrawal-page'),
  ]);
  return { loader: withdrawalLoader, Component: WithdrawalPage };
}

export async function loadSigningLinkPage() {
  const [{ signingLinkLoader }, { SigningLinkPage }] = await Promise.all([
    import('./signing-link-loader'),
    import('./signing-link-page'),
  ]);
  return { loader: signingLinkLoader, Component: SigningLinkPage };
}
