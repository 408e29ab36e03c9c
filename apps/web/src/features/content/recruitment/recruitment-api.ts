import type { JobCategory, JobOffer } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

export const JOB_OFFERS_PATH = '/api/node/v1/offres';
export const JOB_CATEGORIES_PATH = '/api/node/v1/categories-offres';
/** SPEC §9: the list asks for every offer at once. */
export const JOB_OFFERS_LIMIT = 9999;

export interface JobOfferList {
  offers: JobOffer[];
  places: string[];
}

export function listJobOffers(
  http: HttpClient,
  filter: { category?: string | undefined; place?: string | undefined },
  signal?: AbortSignal,
): Promise<ApiEnvelope<JobOfferList>> {
  const params = new URLSearchParams({ limit: String(JOB_OFFERS_LIMIT) });
  if (filter.category) params.set('category', filter.category);
  if (filter.place) params.set('place', filter.place);
  return http.get(`${JOB_OFFERS_PATH}?${params}`, { retry: true, ...(signal ? { signal } : {}) });
}

export function listJobCategories(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<ApiEnvelope<JobCategory[]>> {
  return http.get(JOB_CATEGORIES_PATH, { retry: true, ...(signal ? { signal } : {}) });
}

export function getJobOffer(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<ApiEnvelope<JobOffer>> {
  return http.get(`${JOB_OFFERS_PATH}/${encodeURIComponent(id)}`, signal ? { signal } : {});
}
