import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { serverCode, serverMessage } from '../../app/server-errors';
import { createSigningApi, type SigningState } from './signing-api';
import { thanksPathOf } from './signing-paths';

/** What `/signature/:orderId` shows: the signing state, or why there is nothing to sign. */
export type SigningPageData =
  | { kind: 'ready'; state: SigningState }
  | { kind: 'not-found' }
  /** Not submitted yet (the server refuses with its own message, or reports a draft). */
  | { kind: 'draft'; orderId: string; message: string }
  /** Nothing to sign for another reason (e.g. a cancelled order), in the server's words. */
  | { kind: 'refused'; message: string };

export const DRAFT_MESSAGE = 'Terminez votre souscription avant de la signer.';

/** A completed order goes straight to its thank-you page. */
export function createSigningLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<SigningPageData> => {
    const orderId = params.orderId ?? '';
    try {
      const state = await createSigningApi(http()).state(orderId, request.signal);
      if (state.status === 'completed') throw redirect(thanksPathOf(state.kind ?? 'subscription', orderId));
      if (state.status === 'draft') return { kind: 'draft', orderId, message: DRAFT_MESSAGE };
      return { kind: 'ready', state };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { kind: 'not-found' };
      if (error instanceof HttpError && error.status === 409) {
        return serverCode(error) === 'ORDER_NOT_SUBMITTED'
          ? { kind: 'draft', orderId, message: serverMessage(error) }
          : { kind: 'refused', message: serverMessage(error) };
      }
      throw error;
    }
  };
}

export const signingLoader = createSigningLoader();
