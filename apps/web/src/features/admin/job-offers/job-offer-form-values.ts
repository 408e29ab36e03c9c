import { type JobOffer, type JobOfferInput, JobOfferInputSchema } from '@voltaire/domain';

/** What the form holds: text everywhere; one point per line for missions and profile. */
export interface JobOfferFormValues {
  title: string;
  category: string;
  place: string;
  postalCode: string;
  contractType: string;
  summary: string;
  missions: string;
  profile: string;
  salaryMinEuros: string;
  salaryMaxEuros: string;
}
export type JobOfferFormField = keyof JobOfferFormValues;

export const EMPTY_JOB_OFFER_FORM: JobOfferFormValues = {
  title: '',
  category: '',
  place: '',
  postalCode: '',
  contractType: 'cdi',
  summary: '',
  missions: '',
  profile: '',
  salaryMinEuros: '',
  salaryMaxEuros: '',
};

export function toJobOfferFormValues(offer: JobOffer): JobOfferFormValues {
  return {
    title: offer.title,
    category: offer.category,
    place: offer.place,
    postalCode: offer.postalCode,
    contractType: offer.contractType,
    summary: offer.summary,
    missions: offer.missions.join('\n'),
    profile: offer.profile.join('\n'),
    salaryMinEuros: offer.salaryMinEuros === null ? '' : String(offer.salaryMinEuros),
    salaryMaxEuros: offer.salaryMaxEuros === null ? '' : String(offer.salaryMaxEuros),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const euros = (text: string): number | null | string => {
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : text;
};

/** The form's values checked by the domain's schema; each problem goes to the field it concerns. */
export function toJobOfferInput(
  values: JobOfferFormValues,
): { ok: true; input: JobOfferInput } | { ok: false; errors: Partial<Record<JobOfferFormField, string>> } {
  const parsed = JobOfferInputSchema.safeParse({
    ...values,
    missions: lines(values.missions),
    profile: lines(values.profile),
    salaryMinEuros: euros(values.salaryMinEuros),
    salaryMaxEuros: euros(values.salaryMaxEuros),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<JobOfferFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as JobOfferFormField | undefined;
    if (!field || errors[field]) continue;
    errors[field] =
      (field === 'salaryMinEuros' || field === 'salaryMaxEuros') && issue.code === 'invalid_type'
        ? 'Saisissez un montant en euros, sans décimale.'
        : issue.message;
  }
  return { ok: false, errors };
}
