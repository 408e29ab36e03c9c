import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, HttpError } from '../../app/http-client';
import { loginRedirectPath } from '../auth/login-redirect';
import { type AdminApi, createAdminApi } from './admin-api';

/**
 * Wraps an admin screen's loader. It runs next to the `/admin` guard, so it copes with the same cases: a
 * session gone (401) sends to the login page; a non-admin (403) gets no data, and the layout refuses them.
 */
export function adminLoader<T>(load: (api: AdminApi, args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    try {
      return await load(createAdminApi(createHttpClient()), args);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401)
        throw redirect(loginRedirectPath(args.request.url));
      if (error instanceof HttpError && error.status === 403) return null;
      throw error;
    }
  };
}
