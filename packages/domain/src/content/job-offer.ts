import { z } from 'zod';
import { RECRUITMENT_OFFERS_LIMIT } from '../constants.js';

/** Recruitment (SPEC §7 `offres?limit=9999`, `categories-offres`): job offers and their categories. */
export const JOB_CATEGORIES = [
  { id: 'service-clients', label: 'Service clients' },
  { id: 'vente', label: 'Vente et conseil' },
  { id: 'energie-marches', label: 'Énergie et marchés' },
  { id: 'tech', label: 'Technologie et données' },
  { id: 'fonctions-support', label: 'Finance, juridique et ressources humaines' },
] as const;
export type JobCategoryId = (typeof JOB_CATEGORIES)[number]['id'];
export const JOB_CATEGORY_IDS = JOB_CATEGORIES.map(({ id }) => id) as [JobCategoryId, ...JobCategoryId[]];
export const JOB_CATEGORY_LABELS = Object.fromEntries(
  JOB_CATEGORIES.map(({ id, label }) => [id, label]),
) as Record<JobCategoryId, string>;

export const CONTRACT_TYPES = ['cdi', 'cdd', 'alternance', 'stage', 'interim'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS = {
  cdi: 'CDI',
  cdd: 'CDD',
  alternance: 'Alternance',
  stage: 'Stage',
  interim: 'Intérim',
} as const satisfies Record<ContractType, string>;
/** schema.org `employmentType` of each contract. */
export const EMPLOYMENT_TYPES = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  alternance: 'INTERN',
  stage: 'INTERN',
  interim: 'TEMPORARY',
} as const satisfies Record<ContractType, string>;

export const JOB_OFFER_STATUSES = ['open', 'closed'] as const;
export type JobOfferStatus = (typeof JOB_OFFER_STATUSES)[number];
export const JOB_OFFER_STATUS_LABELS = {
  open: 'Ouverte',
  closed: 'Clôturée',
} as const satisfies Record<JobOfferStatus, string>;

const REQUIRED = 'Champ obligatoire';
const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `${max} caractères au plus` });
const bulletList = z
  .array(text(300), { error: 'Une liste de points est attendue' })
  .min(1, { error: 'Au moins un point' })
  .max(15, { error: '15 points au plus' });

/** What an admin writes: the offer's text, category, place and contract. */
export const JobOfferInputSchema = z
  .object({
    title: text(120),
    category: z.enum(JOB_CATEGORY_IDS, { error: 'Catégorie inconnue' }),
    place: text(80).describe('Ville du poste'),
    postalCode: z
      .string({ error: REQUIRED })
      .regex(/^\d{5}$/, { error: 'Code postal invalide.' })
      .describe('Code postal du lieu de travail'),
    contractType: z.enum(CONTRACT_TYPES, { error: 'Type de contrat inconnu' }),
    summary: text(600),
    missions: bulletList,
    profile: bulletList,
    /** Gross yearly salary range in euros, when published. */
    salaryMinEuros: z.number().int().min(0).max(500_000).nullable().default(null),
    salaryMaxEuros: z.number().int().min(0).max(500_000).nullable().default(null),
  })
  .strict()
  .refine(
    ({ salaryMinEuros, salaryMaxEuros }) =>
      salaryMinEuros === null || salaryMaxEuros === null || salaryMinEuros <= salaryMaxEuros,
    { error: 'Le salaire minimum doit être inférieur au maximum.', path: ['salaryMaxEuros'] },
  );
export type JobOfferInput = z.infer<typeof JobOfferInputSchema>;

export const JobOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(JOB_CATEGORY_IDS),
  place: z.string(),
  postalCode: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  summary: z.string(),
  missions: z.array(z.string()),
  profile: z.array(z.string()),
  salaryMinEuros: z.number().int().nullable(),
  salaryMaxEuros: z.number().int().nullable(),
  status: z.enum(JOB_OFFER_STATUSES),
  /** AAAA-MM-JJ */
  publishedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type JobOffer = z.infer<typeof JobOfferSchema>;

export const JobCategorySchema = z.object({
  id: z.enum(JOB_CATEGORY_IDS),
  label: z.string(),
  /** Open offers in the category. */
  openOffers: z.number().int(),
});
export type JobCategory = z.infer<typeof JobCategorySchema>;

export const JobOffersQuerySchema = z.object({
  limit: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({ error: 'Limite invalide.' })
        .int({ error: 'Limite invalide.' })
        .min(1, { error: 'Limite invalide.' })
        .max(RECRUITMENT_OFFERS_LIMIT, { error: `${RECRUITMENT_OFFERS_LIMIT} offres au plus.` }),
    )
    .default(RECRUITMENT_OFFERS_LIMIT),
  category: z.enum(JOB_CATEGORY_IDS, { error: 'Catégorie inconnue' }).optional(),
  place: z.string().trim().min(1).max(80).optional().describe('Ville, telle que les offres la donnent'),
});
export type JobOffersQuery = z.infer<typeof JobOffersQuerySchema>;

export interface HiringOrganisation {
  name: string;
  url: string;
}

/** A job offer's schema.org `JobPosting` (Google for Jobs); an offer stays valid 60 days after publication. */
export function jobPostingJsonLd(offer: JobOffer, organisation: HiringOrganisation) {
  const validThrough = new Date(`${offer.publishedAt}T00:00:00Z`);
  validThrough.setUTCDate(validThrough.getUTCDate() + 60);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: [
      `<p>${escapeHtml(offer.summary)}</p>`,
      `<p>Vos missions :</p><ul>${offer.missions.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
      `<p>Votre profil :</p><ul>${offer.profile.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    ].join(''),
    datePosted: offer.publishedAt,
    validThrough: validThrough.toISOString().slice(0, 10),
    employmentType: EMPLOYMENT_TYPES[offer.contractType],
    identifier: { '@type': 'PropertyValue', name: organisation.name, value: offer.id },
    hiringOrganization: { '@type': 'Organization', name: organisation.name, sameAs: organisation.url },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: offer.place,
        postalCode: offer.postalCode,
        addressCountry: 'FR',
      },
    },
    ...(offer.salaryMinEuros !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: offer.salaryMinEuros,
              maxValue: offer.salaryMaxEuros ?? offer.salaryMinEuros,
              unitText: 'YEAR',
            },
          },
        }
      : {}),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Offers as the list filters them: open ones, of a category and a place when given, newest first. */
export function filterJobOffers(offers: readonly JobOffer[], query: JobOffersQuery): JobOffer[] {
  return offers
    .filter((offer) => offer.status === 'open')
    .filter((offer) => !query.category || offer.category === query.category)
    .filter(
      (offer) => !query.place || offer.place.localeCompare(query.place, 'fr', { sensitivity: 'base' }) === 0,
    )
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title, 'fr'))
    .slice(0, query.limit);
}
