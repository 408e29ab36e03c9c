import type { CaseDetail, CaseStatus, CaseSummary } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

const BASE = '/api/v2/admin/cases';

export interface CaseList {
  cases: CaseSummary[];
  counts: Record<CaseStatus, number>;
}

export const attachmentUrl = (caseId: string, attachmentId: string) =>
  `${BASE}/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** The back office's case inbox calls. */
export function createAdminCasesApi(http: HttpClient) {
  const data = async <T>(promise: Promise<ApiEnvelope<T>>) => (await promise).data;
  const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
  return {
    list: (query: URLSearchParams) => data(http.get<ApiEnvelope<CaseList>>(`${BASE}?${query}`)),
    get: (id: string) => data(http.get<ApiEnvelope<CaseDetail>>(one(id))),
    update: (id: string, patch: { status?: CaseStatus; assignee?: string | null }) =>
      data(http.patch<ApiEnvelope<CaseDetail>>(one(id), patch)),
    note: (id: string, text: string) =>
      data(http.post<ApiEnvelope<CaseDetail>>(`${one(id)}/notes`, { text })),
    reply: (id: string, text: string) =>
      data(http.post<ApiEnvelope<CaseDetail>>(`${one(id)}/reply`, { text })),
  };
}
