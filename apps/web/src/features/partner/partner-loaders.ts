import type { AuditEntry, PartnerProfile, Person, SalesQuery, SalesReport } from '@voltaire/domain';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, HttpError } from '../../app/http-client';
import { loginRedirectPath } from '../auth/login-redirect';
import { createPartnerApi, type PartnerApi } from './partner-api';

/**
 * A loader of the partner area: nobody logged in (401) → the login page, which brings them back; a staff member
 * who manages nobody (403) → no data, and the layout tells them the area is not theirs.
 */
function partnerLoader<T>(load: (api: PartnerApi, args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    try {
      return await load(createPartnerApi(createHttpClient(), args.request.signal), args);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401)
        throw redirect(loginRedirectPath(args.request.url));
      if (error instanceof HttpError && error.status === 403) return null;
      throw error;
    }
  };
}

/** The area's guard: the profile of whoever is logged in; nobody → the login page. */
export async function partnerGuardLoader(args: LoaderFunctionArgs): Promise<{ profile: PartnerProfile }> {
  try {
    return { profile: await createPartnerApi(createHttpClient(), args.request.signal).profile() };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401)
      throw redirect(loginRedirectPath(args.request.url));
    throw error;
  }
}

export const personLoader = partnerLoader(async (api, { params }): Promise<{ person: Person }> => {
  const person = (await api.people()).people.find(({ id }) => id === params.id);
  if (!person) throw data(null, { status: 404 });
  return { person };
});

export const peopleLoader = partnerLoader(
  async (api): Promise<{ people: Person[] }> => ({
    people: (await api.people()).people,
  }),
);

/** The filters of the sales page, read from its address (so that a filtered view can be shared). */
export function salesQueryOf(url: URL): Partial<SalesQuery> {
  const read = (key: string) => url.searchParams.get(key) || undefined;
  return {
    from: read('from'),
    to: read('to'),
    agent: read('agent'),
    channel: read('channel') as SalesQuery['channel'],
    status: read('status') as SalesQuery['status'],
  };
}

export interface SalesData {
  query: Partial<SalesQuery>;
  report: SalesReport | null;
  /** Why the filters were refused (a period backwards, a date unreadable). */
  problem: string | null;
}

export const salesLoader = partnerLoader(async (api, { request }): Promise<SalesData> => {
  const query = salesQueryOf(new URL(request.url));
  try {
    return { query, report: await api.sales(query), problem: null };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return { query, report: null, problem: error.errors.map(({ message }) => message).join(' ') };
  }
});

export const auditLoader = partnerLoader(
  async (api): Promise<{ entries: AuditEntry[] }> => ({
    entries: await api.audit(),
  }),
);
