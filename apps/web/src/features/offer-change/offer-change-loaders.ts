import type { OfferChangeConfirmation, OfferChangeRecap, PricingOption } from '@voltaire/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { serverMessage } from '../../app/server-errors';
import { CUSTOMER_PATHS, createCustomersApi } from '../customers/customers-api';

/** A page of the offer change: its data, or why there is none (no proven link, a closed contract). */
export type OfferChangeData<T> =
  | { kind: 'ready'; data: T }
  | { kind: 'refused'; status: number; message: string };

const refusalOf = (error: unknown): OfferChangeData<never> => {
  if (error instanceof HttpError && error.status < 500) {
    return { kind: 'refused', status: error.status, message: serverMessage(error) };
  }
  throw error;
};

/** The power and option asked in the address (`?kva=9&option=HPHC`), if any. */
export function powerOf(search: URLSearchParams): { kva?: number; option?: PricingOption } {
  const kva = Number(search.get('kva'));
  const option = search.get('option');
  return {
    ...(Number.isFinite(kva) && kva > 0 ? { kva } : {}),
    ...(option === 'BASE' || option === 'HPHC' ? { option } : {}),
  };
}

export function createOfferChangeLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<OfferChangeData<OfferChangeRecap>> => {
    try {
      const recap = await createCustomersApi(http()).recap(
        params.contractId ?? '',
        powerOf(new URL(request.url).searchParams),
        request.signal,
      );
      return { kind: 'ready', data: recap };
    } catch (error) {
      return refusalOf(error);
    }
  };
}

/** The summary needs a chosen offer: without one, back to the offers. */
export function createOfferChangeSummaryLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<OfferChangeData<OfferChangeRecap>> => {
    const contractId = params.contractId ?? '';
    try {
      const recap = await createCustomersApi(http()).recap(contractId, {}, request.signal);
      if (!recap.draft) throw redirect(CUSTOMER_PATHS.offerChange(contractId));
      return { kind: 'ready', data: recap };
    } catch (error) {
      return refusalOf(error);
    }
  };
}

export function createOfferChangeThanksLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({
    params,
    request,
  }: LoaderFunctionArgs): Promise<OfferChangeData<OfferChangeConfirmation>> => {
    try {
      return {
        kind: 'ready',
        data: await createCustomersApi(http()).offerChangeThanks(params.orderId ?? '', request.signal),
      };
    } catch (error) {
      return refusalOf(error);
    }
  };
}

export const offerChangeLoader = createOfferChangeLoader();
export const offerChangeSummaryLoader = createOfferChangeSummaryLoader();
export const offerChangeThanksLoader = createOfferChangeThanksLoader();
