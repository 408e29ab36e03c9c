import type { Holder, ParcoursType } from '@voltaire/domain';
import type { DbExecutor } from '../../db/database.js';

/**
 * What the order engine asks of the leads module, inside its own transaction (wired in `wiring/orders.ts`):
 * the order's prospect recorded at the holder step, its basket recorded as cancelled when the journey stops.
 */
export interface OrderLeads {
  recordFromHolder(
    tx: DbExecutor,
    lead: { orderId: string; channel: string; holder: Holder },
  ): Promise<unknown>;
  recordCancelledBasket(
    tx: DbExecutor,
    basket: {
      orderId: string;
      bundleId: string | null;
      parcoursType: ParcoursType;
      reason: string | null;
      agentId?: string | undefined;
      proposal?: { newBundle: string; reasonForRefusal?: string | undefined } | undefined;
    },
  ): Promise<unknown>;
}
