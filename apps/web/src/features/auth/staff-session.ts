import type { SalesChannel } from '@voltaire/domain';
import type { HttpClient } from '../../app/http-client';
import { HttpError } from '../../app/http-client';

/** The logged-in agent, partner or administrator, as `get-user-infos` and `auth/login` return them. */
export interface StaffUser {
  email: string;
  displayName: string;
  role: string;
  isAdmin: boolean;
  /** The channel the person sells on (the server decides it from the role). */
  channel: SalesChannel;
  /** Where the role lands after login (SPEC §2). */
  landingPath: string;
}

export const LOGIN_PATH = '/api/v2/auth/login';
export const LOGOUT_PATH = '/api/v2/auth/logout';
export const USER_INFOS_PATH = '/so-partner/api/auth/get-user-infos';

/** The logged-in user, or null when nobody is (401). Any other failure is thrown. */
export async function fetchCurrentUser(http: HttpClient, signal?: AbortSignal): Promise<StaffUser | null> {
  try {
    const body = await http.get<{ data: StaffUser }>(USER_INFOS_PATH, signal ? { signal } : {});
    return body.data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export async function logIn(
  http: HttpClient,
  credentials: { email: string; password: string },
): Promise<StaffUser> {
  const body = await http.post<{ data: StaffUser }>(LOGIN_PATH, credentials);
  return body.data;
}

export async function logOut(http: HttpClient): Promise<void> {
  await http.post(LOGOUT_PATH, {});
}

/**
 * The `retour` parameter, when it is a path of this site (never another origin: no open redirect).
 * `/admin/x?y=1` is kept; `//evil.example`, `https://…` and `/\evil` are refused.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  // Resolved the way the browser would resolve it: `//host` and `/\host` leave the site.
  const base = 'http://voltaire.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
