import type { CancelledBasketInput, Holder } from '@voltaire/domain';
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
  recordCancelledBasket(tx: DbExecutor, basket: CancelledBasketInput): Promise<unknown>;
}
