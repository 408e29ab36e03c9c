/** The agent's frame of the journey: one lazy chunk, loaded by the step's loader for an agent's order only. */
export { AgentClosedOrder } from './agent-closed-order';
export { AgentJourneyFrame } from './agent-journey-frame';
export { AgentSendLink } from './agent-send-link';
