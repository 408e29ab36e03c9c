import { firstUnfinishedStep } from '@voltaire/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { stepPath } from './journey-steps';
import { getOrder } from './subscription-api';

/**
 * `/souscription/<commande>`: the order at its first unfinished step (the summary once all are saved). An
 * order this visitor cannot read goes to its first step, which explains it.
 */
export function createOpenOrderLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<never> => {
    const orderId = params.orderId ?? '';
    try {
      const order = await getOrder(http(), orderId, request.signal);
      throw redirect(stepPath(order.id, firstUnfinishedStep(order.completedSteps) ?? 'summary'));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw redirect(stepPath(orderId, 'housing'));
      throw error;
    }
  };
}

export const loader = createOpenOrderLoader();

/** Never shown: the loader always redirects. */
export function Component() {
  return null;
}
