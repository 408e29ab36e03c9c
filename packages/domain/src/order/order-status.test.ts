import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderEvent, type OrderStatus, transitionOrder } from './order-status.js';

const allowed: Array<[OrderStatus, OrderEvent, OrderStatus]> = [
  ['draft', 'submit', 'submitted'],
  ['submitted', 'reopen', 'draft'],
  ['submitted', 'sign', 'signed'],
  ['signed', 'complete', 'completed'],
  ['draft', 'cancel', 'cancelled'],
  ['submitted', 'cancel', 'cancelled'],
  ['signed', 'withdraw', 'cancelled'],
  ['completed', 'withdraw', 'cancelled'],
];

describe('transitionOrder', () => {
  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    expect(transitionOrder(from, event)).toEqual({ ok: true, value: to });
  });

  const events: OrderEvent[] = ['submit', 'reopen', 'sign', 'complete', 'cancel', 'withdraw'];
  const forbidden = ORDER_STATUSES.flatMap((from) =>
    events
      .filter((event) => !allowed.some(([f, e]) => f === from && e === event))
      .map((event) => [from, event] as const),
  );
  it.each(forbidden)('refuses %s --%s--> in French', (from, event) => {
    const result = transitionOrder(from, event);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('FORBIDDEN_TRANSITION');
      expect(result.message).toMatch(/commande/);
    }
  });

  it('never signs a cancelled order nor completes an unsigned one', () => {
    expect(transitionOrder('cancelled', 'sign').ok).toBe(false);
    expect(transitionOrder('submitted', 'complete').ok).toBe(false);
  });
});
