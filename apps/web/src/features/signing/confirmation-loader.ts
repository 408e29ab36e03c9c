import type { LoaderFunctionArgs } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { serverMessage } from '../../app/server-errors';
import { type Confirmation, createSigningApi } from './signing-api';

/** What `/souscription/:orderId/confirmation` shows. */
export type ConfirmationPageData =
  | { kind: 'ready'; confirmation: Confirmation }
  | { kind: 'not-found' }
  /** The order exists but is not completed yet (the server's message says why). */
  | { kind: 'not-completed'; orderId: string; message: string };

export function createConfirmationLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ConfirmationPageData> => {
    const orderId = params.orderId ?? '';
    try {
      return {
        kind: 'ready',
        confirmation: await createSigningApi(http()).confirmation(orderId, request.signal),
      };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { kind: 'not-found' };
      if (error instanceof HttpError && error.status === 409)
        return { kind: 'not-completed', orderId, message: serverMessage(error) };
      throw error;
    }
  };
}

export const confirmationLoader = createConfirmationLoader();
