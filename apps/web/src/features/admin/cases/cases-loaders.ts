import type { CaseDetail } from '@voltaire/domain';
import { createHttpClient } from '../../../app/http-client';
import { adminLoader } from '../admin-loader';
import { type CaseList, createAdminCasesApi } from './admin-cases-api';

const KEPT = ['status', 'q'] as const;

export const casesLoader = adminLoader(
  async (_api, { request }): Promise<CaseList & { query: Record<string, string> }> => {
    const search = new URL(request.url).searchParams;
    const query = new URLSearchParams();
    for (const key of KEPT) {
      const value = search.get(key)?.trim();
      if (value) query.set(key, value);
    }
    return {
      ...(await createAdminCasesApi(createHttpClient()).list(query)),
      query: Object.fromEntries(query),
    };
  },
);

export const caseLoader = adminLoader(
  async (_api, { params }): Promise<{ detail: CaseDetail }> => ({
    detail: await createAdminCasesApi(createHttpClient()).get(params.id ?? ''),
  }),
);
