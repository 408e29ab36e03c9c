import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describePriceChange, formatEuros, formatPricePerKwh, OFFER_KINDS } from '@voltaire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-api';
import { ORDER_ID, orderWith, QUOTE, renderJourney } from '../subscription/subscription-test-support';
import { fromPrices } from './catalogue-api';
import { ELECTRICITY_PRICES, GAS_PRICES, OFFERS, renderOffers } from './catalogue-test-support';

const SLOW = { timeout: 10_000 };
const PRICES = { 'elec-fixe': ELECTRICITY_PRICES, 'elec-vert': ELECTRICITY_PRICES, 'gaz-fixe': GAS_PRICES };

/** Each card of a page: its name, description, « à partir de » prices and the journey it opens. */
async function cardsOf(path: string, region: RegExp) {
  renderOffers(path);
  const section = await screen.findByRole('region', { name: region }, SLOW);
  const articles = await within(section).findAllByRole('article', {}, SLOW);
  const cards = articles.map((article) => ({
    name: within(article).getByRole('heading').textContent,
    text: article.textContent,
    link: within(article)
      .getByRole('link', { name: /^Souscrire/ })
      .getAttribute('href'),
  }));
  cleanup();
  return cards;
}

describe('one catalogue everywhere', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the home page and /offres show the same offers, names, descriptions, prices and links', async () => {
    const home = await cardsOf('/', /^Nos offres$/);
    const offers = await cardsOf('/offres', /disponible/);
    expect(home).toEqual(offers);
    expect(home.map((card) => card.name)).toEqual(OFFERS.map((offer) => offer.name));
    for (const [index, offer] of OFFERS.entries()) {
      const from = fromPrices(PRICES[offer.id as keyof typeof PRICES]);
      expect(home[index]?.text).toContain(offer.shortDescription);
      expect(home[index]?.text?.replace(/\s/g, ' ')).toContain(
        `à partir de ${formatEuros(from?.monthlySubscriptionCents ?? 0)}/mois`.replace(/\s/g, ' '),
      );
      expect(home[index]?.text?.replace(/\s/g, ' ')).toContain(
        formatPricePerKwh(from?.millicentsPerKwh ?? 0).replace(/\s/g, ' '),
      );
    }
  });

  it('the pre-contract information names, describes and prices the chosen offer as its card does', async () => {
    const [offer] = OFFERS;
    if (!offer) throw new Error('no offer');
    renderJourney(
      `/souscription/${ORDER_ID}/recapitulatif`,
      orderWith(['housing', 'deliveryPoint', 'situation', 'holder', 'payment']),
      {
        [`GET /api/v2/products/detail/${offer.id}`]: {
          body: envelope({ ...offer, prices: ELECTRICITY_PRICES }),
        },
      },
    );
    const section = await screen.findByRole('region', { name: 'Informations précontractuelles' }, SLOW);
    await within(section).findByText(new RegExp(offer.shortDescription), {}, SLOW);
    expect(QUOTE.offerId).toBe(offer.id);
    expect(within(section).getAllByText(offer.name).length).toBeGreaterThan(0);
    const base = ELECTRICITY_PRICES?.energy === 'electricity' ? ELECTRICITY_PRICES.options[0] : undefined;
    const text = section.textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toContain(
      `${formatEuros(base?.subscriptions.find((line) => line.kva === QUOTE.kva)?.monthlyCents ?? 0)} par mois`.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(text).toContain(formatPricePerKwh(base?.kwhPrices[0]?.millicentsPerKwh ?? 0).replace(/\s/g, ' '));
  });

  // The contract PDF prints the same `describePriceChange` (apps/server/test/contract-price-change.test.ts).
  it.each(OFFER_KINDS)(
    'the pre-contract information says how the price of a %s offer may change in the contract’s words',
    async (kind) => {
      const [offer] = OFFERS;
      if (!offer) throw new Error('no offer');
      renderJourney(
        `/souscription/${ORDER_ID}/recapitulatif`,
        orderWith(['housing', 'deliveryPoint', 'situation', 'holder', 'payment']),
        {
          [`GET /api/v2/products/detail/${offer.id}`]: {
            body: envelope({ ...offer, kind, prices: ELECTRICITY_PRICES }),
          },
        },
      );
      const section = await screen.findByRole('region', { name: 'Informations précontractuelles' }, SLOW);
      await within(section).findByText(new RegExp(offer.shortDescription), {}, SLOW);
      await userEvent.click(within(section).getByRole('button', { name: 'Évolution des prix' }));
      const terms = within(section).getByText(/Toute autre modification des prix/);
      expect(terms.textContent).toBe(describePriceChange(kind));
      expect(terms).toBeVisible();
    },
  );
});
