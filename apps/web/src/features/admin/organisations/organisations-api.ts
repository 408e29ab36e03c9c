import type {
  AccessRefusal,
  Organisation,
  OrganisationCreate,
  OrganisationIpRange,
  OrganisationUpdate,
} from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

export const ORGANISATIONS_PATH = '/api/v2/admin/organisations';
export const ACCESS_REFUSALS_PATH = '/api/v2/admin/access-refusals';
/** How many refusals the screen shows. */
export const REFUSALS_LIMIT = 50;

export interface OrganisationList {
  organisations: Organisation[];
  /** The admin's address as the server sees it. */
  clientAddress: string;
  ownOrganisationId: string;
}

const data = async <T>(promise: Promise<ApiEnvelope<T>>): Promise<T> => (await promise).data;
const byId = (id: string) => `${ORGANISATIONS_PATH}/${encodeURIComponent(id)}`;

/** The admin calls for organisations and their IP ranges (outside SPEC §7, ADR 0016). */
export function createOrganisationsApi(http: HttpClient) {
  return {
    list: () => data(http.get<ApiEnvelope<OrganisationList>>(ORGANISATIONS_PATH)),
    create: (body: OrganisationCreate) =>
      data(http.post<ApiEnvelope<Organisation>>(ORGANISATIONS_PATH, body)),
    update: (id: string, changes: OrganisationUpdate) =>
      data(http.patch<ApiEnvelope<Organisation>>(byId(id), changes)),
    replaceIpRanges: (id: string, ipRanges: OrganisationIpRange[]) =>
      data(http.put<ApiEnvelope<Organisation>>(`${byId(id)}/ip-ranges`, { ipRanges })),
    refusals: () =>
      data(http.get<ApiEnvelope<AccessRefusal[]>>(`${ACCESS_REFUSALS_PATH}?limit=${REFUSALS_LIMIT}`)),
  };
}

export type OrganisationsApi = ReturnType<typeof createOrganisationsApi>;
