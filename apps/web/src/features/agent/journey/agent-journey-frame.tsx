import type { OrderQuote, OrderView } from '@voltaire/domain';
import type { ReactNode } from 'react';
import { AgentBar } from './agent-bar';
import styles from './agent-journey.module.css';
import { CallContextGate } from './call-context-gate';
import { OrderDocumentsPanel } from './order-documents-panel';
import { ReadBackPanel } from './read-back-panel';

export interface AgentJourneyFrameProps {
  order: OrderView;
  cart: OrderQuote | null;
  stepper: ReactNode;
  /** The step's heading (it takes the focus after a navigation). */
  heading: ReactNode;
  priceSummary: ReactNode;
  actions: ReactNode;
  /** The step's form. */
  children: ReactNode;
}

/**
 * The journey as an agent runs it for the customer: the agent bar, a compact layout, the customer's answers
 * read back beside the step, and (telesales) the call context before any step.
 */
export function AgentJourneyFrame({
  order,
  cart,
  stepper,
  heading,
  priceSummary,
  actions,
  children,
}: AgentJourneyFrameProps) {
  return (
    <div className={`${styles.frame} ${order.channel === 'doorToDoor' ? styles.touch : ''}`}>
      <AgentBar order={order} />
      {stepper}
      <div className={styles.columns}>
        <section className={styles.step} aria-labelledby="etape-titre">
          {heading}
          <CallContextGate order={order}>{children}</CallContextGate>
        </section>
        <div className={styles.aside}>
          <ReadBackPanel order={order} cart={cart} />
          {order.channel === 'doorToDoor' && order.status === 'draft' ? (
            <OrderDocumentsPanel orderId={order.id} />
          ) : null}
          {priceSummary}
        </div>
      </div>
      {actions}
    </div>
  );
}
