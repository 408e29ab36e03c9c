import type { LoaderFunctionArgs } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { createSigningApi, type Withdrawal } from './signing-api';

/** What `/retractation/:token` shows: the order the link withdraws from, or nothing for an unknown link. */
export type WithdrawalPageData =
  | { kind: 'ready'; token: string; withdrawal: Withdrawal }
  | { kind: 'unknown' };

export function createWithdrawalLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<WithdrawalPageData> => {
    const token = params.token ?? '';
    try {
      return {
        kind: 'ready',
        token,
        withdrawal: await createSigningApi(http()).withdrawal(token, request.signal),
      };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400))
        return { kind: 'unknown' };
      throw error;
    }
  };
}

export const withdrawalLoader = createWithdrawalLoader();
