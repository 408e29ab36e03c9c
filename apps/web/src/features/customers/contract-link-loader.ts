import type { ContractLinkPurpose } from '@voltaire/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { serverCode, serverMessage } from '../../app/server-errors';
import { type ContractLinkView, CUSTOMER_PATHS, createCustomersApi } from './customers-api';

/** What `/changement-offre` and `/demenagement` show: the request form, a refused link, or the code to type. */
export type ContractLinkPageData =
  | { kind: 'request'; purpose: ContractLinkPurpose }
  | { kind: 'refused'; purpose: ContractLinkPurpose; code: string; message: string }
  | { kind: 'open'; purpose: ContractLinkPurpose; token: string; view: ContractLinkView };

export const journeyPathOf = (purpose: ContractLinkPurpose, contractId: string) =>
  purpose === 'moving' ? CUSTOMER_PATHS.moving(contractId) : CUSTOMER_PATHS.offerChange(contractId);

/** The link's contract; a browser that already typed its code goes straight on. */
export function createContractLinkLoader(
  purpose: ContractLinkPurpose,
  http: () => HttpClient = () => createHttpClient(),
) {
  return async ({ request }: LoaderFunctionArgs): Promise<ContractLinkPageData> => {
    const token = new URL(request.url).searchParams.get('lien');
    if (!token) return { kind: 'request', purpose };
    try {
      const view = await createCustomersApi(http()).openLink(token);
      if (view.verified) throw redirect(journeyPathOf(view.purpose, view.contractId));
      return { kind: 'open', purpose: view.purpose, token, view };
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        return {
          kind: 'refused',
          purpose,
          code: serverCode(error) ?? 'REFUSED',
          message: serverMessage(error),
        };
      }
      throw error;
    }
  };
}
