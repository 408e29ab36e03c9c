import { describe, expect, it } from 'vitest';
import {
  filterJobOffers,
  type JobOffer,
  JobOfferInputSchema,
  JobOffersQuerySchema,
  jobPostingJsonLd,
} from './job-offer.js';

const offer = (overrides: Partial<JobOffer>): JobOffer => ({
  id: 'o1',
  title: 'Conseiller clientèle',
  category: 'service-clients',
  place: 'Lyon',
  postalCode: '69003',
  contractType: 'cdi',
  summary: 'Vous accompagnez nos clients <par téléphone>.',
  missions: ['Répondre aux appels'],
  profile: ['Sens du service'],
  salaryMinEuros: 26_000,
  salaryMaxEuros: 29_000,
  status: 'open',
  publishedAt: '2026-11-02',
  closedAt: null,
  ...overrides,
});

describe('jobPostingJsonLd', () => {
  it('describes the offer for Google for Jobs, valid 60 days, escaped', () => {
    const jsonLd = jobPostingJsonLd(offer({}), { name: 'Voltaire Énergie', url: 'https://voltaire.example' });
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Conseiller clientèle',
      datePosted: '2026-11-02',
      validThrough: '2027-01-01',
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressLocality: 'Lyon', postalCode: '69003', addressCountry: 'FR' } },
      baseSalary: { currency: 'EUR', value: { minValue: 26_000, maxValue: 29_000, unitText: 'YEAR' } },
    });
    expect(jsonLd.description).toContain('&#60;par téléphone&#62;');
  });

  it('has no salary when none is published', () => {
    expect(
      jobPostingJsonLd(offer({ salaryMinEuros: null, salaryMaxEuros: null }), { name: 'V', url: 'u' }),
    ).not.toHaveProperty('baseSalary');
  });
});

describe('filterJobOffers', () => {
  const offers = [
    offer({ id: 'a', publishedAt: '2026-10-01' }),
    offer({ id: 'b', place: 'Paris', category: 'tech', publishedAt: '2026-11-01' }),
    offer({ id: 'c', status: 'closed' }),
  ];
  it('keeps open offers, newest first, by category and place (any case)', () => {
    expect(filterJobOffers(offers, { limit: 9999 }).map(({ id }) => id)).toEqual(['b', 'a']);
    expect(filterJobOffers(offers, { limit: 9999, category: 'tech' }).map(({ id }) => id)).toEqual(['b']);
    expect(filterJobOffers(offers, { limit: 9999, place: 'lyon' }).map(({ id }) => id)).toEqual(['a']);
    expect(filterJobOffers(offers, { limit: 1 }).map(({ id }) => id)).toEqual(['b']);
  });
});

describe('schemas', () => {
  it('takes limit=9999 at most, as SPEC §9 says', () => {
    expect(JobOffersQuerySchema.parse({ limit: '9999' }).limit).toBe(9999);
    expect(JobOffersQuerySchema.safeParse({ limit: '10000' }).error?.issues[0]?.message).toBe(
      '9999 offres au plus.',
    );
  });

  it('refuses a salary range upside down', () => {
    const { id, status, publishedAt, closedAt, ...input } = offer({
      salaryMinEuros: 40_000,
      salaryMaxEuros: 30_000,
    });
    const result = JobOfferInputSchema.safeParse(input);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['salaryMaxEuros'],
      message: 'Le salaire minimum doit être inférieur au maximum.',
    });
  });
});
