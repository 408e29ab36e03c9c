import type { JobOffer, JobOfferInput } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

export const ADMIN_JOB_OFFERS_PATH = '/api/v2/admin/job-offers';
const byId = (id: string) => `${ADMIN_JOB_OFFERS_PATH}/${encodeURIComponent(id)}`;

/** The back office of the recruitment offers (outside SPEC §7). */
export function createJobOffersAdminApi(http: HttpClient) {
  return {
    list: async () => (await http.get<ApiEnvelope<JobOffer[]>>(ADMIN_JOB_OFFERS_PATH)).data,
    create: async (input: JobOfferInput) =>
      (await http.post<ApiEnvelope<JobOffer>>(ADMIN_JOB_OFFERS_PATH, input)).data,
    update: async (id: string, input: JobOfferInput) =>
      (await http.put<ApiEnvelope<JobOffer>>(byId(id), input)).data,
    close: async (id: string) => (await http.post<ApiEnvelope<JobOffer>>(`${byId(id)}/close`, {})).data,
  };
}
