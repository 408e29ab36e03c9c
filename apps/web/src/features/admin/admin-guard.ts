import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient } from '../../app/http-client';
import { loginRedirectPath } from '../auth/login-redirect';
import { fetchCurrentUser, type StaffUser } from '../auth/staff-session';

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
