import type { JourneyStep, OrderView, StepInput } from '@voltaire/domain';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { nextStep, stepPath } from './journey-steps';
import { clearDraft } from './step-draft';
import { decideSupplyStart, saveStep } from './subscription-api';

/**
 * Saves a step on the server (a save-point), forgets its draft, then goes to the next one. Refusals are thrown
 * to the form.
 */
export function useSaveStep<S extends JourneyStep>(order: OrderView, step: S) {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  return async (data: StepInput<S>): Promise<OrderView> => {
    let saved = await saveStep(http, order.id, step, data);
    clearDraft(order.id, step);
    // A move's new home: its meter decides between a switch-in and a connection (init-immo) before the offer.
    if (order.kind === 'moving' && step === 'deliveryPoint') saved = await decideSupplyStart(http, order.id);
    const next = nextStep(step);
    if (next) await navigate(stepPath(order.id, next, search, order.kind));
    return saved;
  };
}
