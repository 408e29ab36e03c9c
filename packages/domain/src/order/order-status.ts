import { fail, ok, type Result } from '../result.js';

/** An order's life (glossary: commande): draft → submitted → signed → completed, or cancelled. */
export const ORDER_STATUSES = ['draft', 'submitted', 'signed', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS = {
  draft: 'Brouillon',
  submitted: 'Prête à signer',
  signed: 'Signée',
  completed: 'Finalisée',
  cancelled: 'Annulée',
} as const satisfies Record<OrderStatus, string>;

export type OrderEvent = 'submit' | 'reopen' | 'sign' | 'complete' | 'cancel' | 'withdraw';

const TRANSITIONS: Record<OrderEvent, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  submit: { from: ['draft'], to: 'submitted' },
  reopen: { from: ['submitted'], to: 'draft' },
  sign: { from: ['submitted'], to: 'signed' },
  complete: { from: ['signed'], to: 'completed' },
  cancel: { from: ['draft', 'submitted'], to: 'cancelled' },
  withdraw: { from: ['signed', 'completed'], to: 'cancelled' },
};

const REFUSALS: Record<OrderEvent, string> = {
  submit: 'Seule une commande en brouillon peut être envoyée à la signature.',
  reopen: 'Seule une commande prête à signer peut être modifiée de nouveau.',
  sign: 'Seule une commande prête à signer peut être signée.',
  complete: 'Seule une commande signée peut être finalisée.',
  cancel: 'Une commande signée ne s’annule plus : il faut exercer le droit de rétractation.',
  withdraw: 'Seule une commande signée ou finalisée peut faire l’objet d’une rétractation.',
};

/** The explicit state machine: the next status, or a refusal in French for a forbidden transition. */
export function transitionOrder(
  status: OrderStatus,
  event: OrderEvent,
): Result<OrderStatus, 'FORBIDDEN_TRANSITION'> {
  const transition = TRANSITIONS[event];
  return transition.from.includes(status) ? ok(transition.to) : fail('FORBIDDEN_TRANSITION', REFUSALS[event]);
}

/** An order that still holds a delivery point: a second one on the same PDL/PCE is refused. */
export function isActiveOrder(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/** Whether an order's content may still change: only a draft; anything later goes through its events. */
export function isOrderEditable(status: OrderStatus): boolean {
  return status === 'draft';
}

export const ORDER_LOCKED_MESSAGE = 'Cette commande n’est plus modifiable.';
