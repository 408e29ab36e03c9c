import { cleanup, screen, within } from '@testing-library/react';
import { formatEuros, formatPricePerKwh } from '@voltaire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
