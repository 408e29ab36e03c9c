import type { OrderView } from '@voltaire/domain';

type AgentJourneyModule = typeof import('../agent/journey/agent-journey-module');

let loaded: AgentJourneyModule | undefined;

/**
 * The agent's frame of the journey (agent bar, read-back, call context, sending the signing link): its own
 * lazy chunk, loaded by the step's loader only for an agent's order, so a customer's journey never fetches it.
 */
export async function loadAgentJourney(order: Pick<OrderView, 'agentId'>): Promise<void> {
  // Imported on every call (the module system caches it): a server render records the modules it loads.
  if (order.agentId !== null) loaded = await import('../agent/journey/agent-journey-module');
}

/** The agent's frame, for an agent's order (its loader loaded it before the page renders). */
export function agentJourneyOf(order: OrderView): AgentJourneyModule | undefined {
  return order.agentId === null ? undefined : loaded;
}
