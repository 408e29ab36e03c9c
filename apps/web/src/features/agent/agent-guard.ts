import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient } from '../../app/http-client';
import { loginRedirectPath } from '../auth/login-redirect';
import { fetchCurrentUser, type StaffUser } from '../auth/staff-session';
import { samePath } from './agent-landings';

/**
 * The guard of every channel landing (a loader): nobody logged in → the login page, which brings them back;
 * someone whose landing is another page (another channel, an admin, a partner) → their own. The server
 * checks every call anyway.
 */
export function createAgentGuardLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<{ user: StaffUser }> => {
    const user = await fetchCurrentUser(http(), request.signal);
    if (!user) throw redirect(loginRedirectPath(request.url));
    if (!samePath(new URL(request.url).pathname, user.landingPath)) throw redirect(user.landingPath);
    return { user };
  };
}

export const agentGuardLoader = createAgentGuardLoader();
