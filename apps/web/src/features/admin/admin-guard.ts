import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient } from '../../app/http-client';
import { fetchCurrentUser, type StaffUser } from '../auth/staff-session';

export const LOGIN_ROUTE = '/connexion';

/** Where the guard sends a visitor who is not logged in: the login page, with the way back. */
export function loginRedirectPath(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${LOGIN_ROUTE}?retour=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * The `/admin` guard (a loader): nobody logged in → the login page, which brings them back; logged in → the
 * user, and the layout refuses a non-admin. The server checks every admin call anyway (401 / 403).
 */
export function createAdminGuardLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<{ user: StaffUser }> => {
    const user = await fetchCurrentUser(http(), request.signal);
    if (!user) throw redirect(loginRedirectPath(request.url));
    return { user };
  };
}

export const adminGuardLoader = createAdminGuardLoader();
