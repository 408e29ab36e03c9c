import {
  JOB_CATEGORIES,
  type JobCategory,
  type JobOffer,
  type JobOfferInput,
  type JobOffersQuery,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import type { JobOffersRepository } from './job-offers.repository.js';

export const JOB_OFFER_NOT_FOUND_MESSAGE = 'Offre d’emploi introuvable.';

/** Recruitment: the public list and pages, and the back office that writes and closes offers. */
export function createJobOffersService({
  repository,
  clock,
}: {
  repository: JobOffersRepository;
  clock: Clock;
}) {
  const require = async (id: string): Promise<JobOffer> => {
    const offer = await repository.find(id);
    if (!offer) throw new BusinessError('NOT_FOUND', JOB_OFFER_NOT_FOUND_MESSAGE);
    return offer;
  };

  return {
    listOpen: (query: JobOffersQuery) => repository.listOpen(query),
    openPlaces: () => repository.openPlaces(),

    async categories(): Promise<JobCategory[]> {
      const counts = await repository.openCountsByCategory();
      return JOB_CATEGORIES.map(({ id, label }) => ({ id, label, openOffers: counts.get(id) ?? 0 }));
    },

    /** One offer, open or closed: a closed offer's page says it is filled. */
    get: require,

    listAll: () => repository.listAll(),

    create: (input: JobOfferInput) => {
      const now = clock.now();
      return repository.insert(input, toIsoDateInTimeZone(now), now);
    },

    async update(id: string, input: JobOfferInput): Promise<JobOffer> {
      const offer = await require(id);
      if (offer.status === 'closed')
        throw new BusinessError('JOB_OFFER_CLOSED', 'Cette offre est clôturée : elle ne se modifie plus.');
      return (await repository.update(id, input, clock.now())) ?? (await require(id));
    },

    async close(id: string): Promise<JobOffer> {
      const offer = await require(id);
      if (offer.status === 'closed') return offer;
      const now = clock.now();
      return (
        (await repository.update(id, { status: 'closed', closedAt: toIsoDateInTimeZone(now) }, now)) ??
        (await require(id))
      );
    },
  };
}
export type JobOffersService = ReturnType<typeof createJobOffersService>;
