import type { ContractView, MovingConfirmation } from '@voltaire/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { type ApiEnvelope, createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { serverMessage } from '../../app/server-errors';
import { createCustomersApi } from '../customers/customers-api';

export type MovingData<T> = { kind: 'ready'; data: T } | { kind: 'refused'; message: string };

const refusalOf = (error: unknown): MovingData<never> => {
  if (error instanceof HttpError && error.status < 500)
    return { kind: 'refused', message: serverMessage(error) };
  throw error;
};

/** The contract the move starts from, for the session that proved its link. */
export function createMovingStartLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<MovingData<ContractView>> => {
    try {
      const body = await http().get<ApiEnvelope<ContractView>>(
        `/api/node/v1/customers/contracts/${encodeURIComponent(params.contractId ?? '')}`,
        { signal: request.signal },
      );
      return { kind: 'ready', data: body.data };
    } catch (error) {
      return refusalOf(error);
    }
  };
}

export function createMovingThanksLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<MovingData<MovingConfirmation>> => {
    try {
      return {
        kind: 'ready',
        data: await createCustomersApi(http()).movingThanks(params.orderId ?? '', request.signal),
      };
    } catch (error) {
      return refusalOf(error);
    }
  };
}

export const movingStartLoader = createMovingStartLoader();
export const movingThanksLoader = createMovingThanksLoader();
