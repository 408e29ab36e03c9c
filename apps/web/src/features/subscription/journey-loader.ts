import {
  canOpenStep,
  firstUnfinishedStep,
  type JourneyStep,
  type OrderQuote,
  type OrderView,
} from '@voltaire/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { loadAgentJourney } from './agent-journey';
import { stepPath } from './journey-steps';
import { getOrder, priceOrder } from './subscription-api';

export type JourneyData =
  | { kind: 'missing' }
  | { kind: 'closed'; order: OrderView }
  | { kind: 'open'; order: OrderView; cart: OrderQuote | null };

/**
 * The loader of a journey step: the order (a reload finds everything on the server), and its price once an
 * offer is chosen. A step whose predecessors are not all saved sends to the first unfinished one; an order
 * that is no longer a draft, or that is not this visitor's, is shown as such by the page.
 */
export function createJourneyLoader(step: JourneyStep, http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<JourneyData> => {
    const orderId = params.orderId ?? '';
    const client = http();
    let order: OrderView;
    try {
      order = await getOrder(client, orderId, request.signal);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { kind: 'missing' };
      throw error;
    }
    await loadAgentJourney(order);
    if (order.status !== 'draft') return { kind: 'closed', order };
    if (!canOpenStep(step, order.completedSteps)) {
      const first = firstUnfinishedStep(order.completedSteps) ?? 'summary';
      throw redirect(stepPath(order.id, first, new URL(request.url).search, order.kind));
    }
    const cart = order.journey.situation
      ? await priceOrder(client, order.id, request.signal).catch(() => null)
      : null;
    return { kind: 'open', order, cart };
  };
}
