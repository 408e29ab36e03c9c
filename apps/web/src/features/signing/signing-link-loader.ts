import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { serverCode, serverMessage } from '../../app/server-errors';
import { createSigningApi } from './signing-api';
import { signingPath } from './signing-paths';

/** Why a signing link cannot be opened, in the server's words. */
export interface SigningLinkFailure {
  reason: 'invalid' | 'expired' | 'unavailable';
  message: string;
}

export const SIGNING_LINK_INVALID_MESSAGE = 'Ce lien de signature est invalide.';

/**
 * `/signature/lien/:token`, the link of an agent's sale: the server opens it (this browser may then read and
 * sign that order), and the customer goes on to the signing page.
 */
export function createSigningLinkLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params }: LoaderFunctionArgs): Promise<SigningLinkFailure> => {
    let orderId: string;
    try {
      orderId = (await createSigningApi(http()).openLink(params.token ?? '')).orderId;
    } catch (error) {
      if (error instanceof HttpError && error.status === 410)
        return { reason: 'expired', message: serverMessage(error) };
      if (error instanceof HttpError && error.status < 500)
        return {
          reason: 'invalid',
          message: serverCode(error) ? serverMessage(error) : SIGNING_LINK_INVALID_MESSAGE,
        };
      return { reason: 'unavailable', message: serverMessage(error) };
    }
    throw redirect(signingPath(orderId));
  };
}

export const signingLinkLoader = createSigningLinkLoader();
