import type { AgentSales, SalesPeriod } from '@voltaire/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { fetchSales } from './agent-api';

/** The period in the address, in French: `?periode=mois`; today by default. */
export const PERIOD_PARAM = 'periode';
export const PERIOD_SLUGS = { today: 'jour', month: 'mois' } as const satisfies Record<SalesPeriod, string>;

export function periodOf(search: string | URLSearchParams): SalesPeriod {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(PERIOD_PARAM) === PERIOD_SLUGS.month ? 'month' : 'today';
}

export interface WorkspaceData {
  period: SalesPeriod;
  /** Null when the session is not an agent's: the area's guard sends them elsewhere. */
  sales: AgentSales | null;
}

/** The agent's sales of the period; the guard beside it deals with a missing or foreign session. */
export function createWorkspaceLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<WorkspaceData> => {
    const period = periodOf(new URL(request.url).search);
    try {
      return { period, sales: await fetchSales(http(), period, request.signal) };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403))
        return { period, sales: null };
      throw error;
    }
  };
}

export const workspaceLoader = createWorkspaceLoader();
