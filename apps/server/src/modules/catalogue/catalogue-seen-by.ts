import type { EligibilityTarget } from '@voltaire/domain';
import { type CatalogueService, offerNotFound } from './catalogue.service.js';

/**
 * The catalogue as one channel sees it: the offers (and add-ons) the eligibility rules reserve to another
 * channel are left out, and asking for one by id is answered as for an unknown offer. For callers bound to
 * one channel (the comparators' GraphQL API).
 */
export function catalogueSeenBy(
  catalogue: CatalogueService,
  openTo: () => Promise<(target: EligibilityTarget) => boolean>,
): CatalogueService {
  const isOpenOffer = async () => {
    const isOpen = await openTo();
    return (id: string) => isOpen({ type: 'offer', id });
  };
  return {
    ...catalogue,
    async listItems(query) {
      const [items, isOpen] = await Promise.all([catalogue.listItems(query), openTo()]);
      return items.filter((item) => isOpen({ type: item.type, id: item.id }));
    },
    async itemDetail(id, date) {
      const isOpen = await openTo();
      if (!isOpen({ type: 'offer', id }) || !isOpen({ type: 'product', id })) throw offerNotFound(id);
      return catalogue.itemDetail(id, date);
    },
    async offerSummaries(energy) {
      const [list, isOpen] = await Promise.all([catalogue.offerSummaries(energy), isOpenOffer()]);
      return list.filter((summary) => isOpen(summary.id));
    },
    async offers(energy) {
      const [list, isOpen] = await Promise.all([catalogue.offers(energy), isOpenOffer()]);
      return list.filter(({ offer }) => isOpen(offer.id));
    },
    async marketOffers(energy) {
      const [list, isOpen] = await Promise.all([catalogue.marketOffers(energy), isOpenOffer()]);
      return list.filter((offer) => isOpen(offer.id));
    },
    async requireOffer(id) {
      if (!(await isOpenOffer())(id)) throw offerNotFound(id);
      return catalogue.requireOffer(id);
    },
  };
}
