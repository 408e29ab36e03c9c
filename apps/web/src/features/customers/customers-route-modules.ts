import type { ContractLinkPurpose } from '@voltaire/domain';

/** Loads each page of the existing customers with its loader (one dynamic import from customers-routes.ts). */
export async function loadLinkPage(purpose: ContractLinkPurpose) {
  const [{ createContractLinkLoader }, { ContractLinkPage }] = await Promise.all([
    import('./contract-link-loader'),
    import('./contract-link-page'),
  ]);
  return { loader: createContractLinkLoader(purpose), Component: ContractLinkPage };
}

export async function loadOfferChangePage() {
  const [{ offerChangeLoader }, { OfferChangePage }] = await Promise.all([
    import('../offer-change/offer-change-loaders'),
    import('../offer-change/offer-change-page'),
  ]);
  return { loader: offerChangeLoader, Component: OfferChangePage };
}

export async function loadOfferChangeSummaryPage() {
  const [{ offerChangeSummaryLoader }, { OfferChangeSummaryPage }] = await Promise.all([
    import('../offer-change/offer-change-loaders'),
    import('../offer-change/offer-change-summary-page'),
  ]);
  return { loader: offerChangeSummaryLoader, Component: OfferChangeSummaryPage };
}

export async function loadOfferChangeThanksPage() {
  const [{ offerChangeThanksLoader }, { OfferChangeThanksPage }] = await Promise.all([
    import('../offer-change/offer-change-loaders'),
    import('../offer-change/offer-change-thanks-page'),
  ]);
  return { loader: offerChangeThanksLoader, Component: OfferChangeThanksPage };
}

export async function loadMovingStartPage() {
  const [{ movingStartLoader }, { MovingStartPage }] = await Promise.all([
    import('../moving/moving-loaders'),
    import('../moving/moving-start-page'),
  ]);
  return { loader: movingStartLoader, Component: MovingStartPage };
}

export async function loadMovingThanksPage() {
  const [{ movingThanksLoader }, { MovingThanksPage }] = await Promise.all([
    import('../moving/moving-loaders'),
    import('../moving/moving-thanks-page'),
  ]);
  return { loader: movingThanksLoader, Component: MovingThanksPage };
}
