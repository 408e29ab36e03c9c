import { fail, ok, type Result } from '../result.js';

/** A lead (prospect record, glossary DECISIONS §3): open until its order is signed or abandoned. */
export const LEAD_STATUSES = ['open', 'converted', 'cancelled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS = {
  open: 'En cours',
  converted: 'Converti',
  cancelled: 'Abandonné',
} as const satisfies Record<LeadStatus, string>;

/**
 * `convert`: the prospect signed; `cancel`: the journey was stopped; `recontact`: new contact details
 * arrived (a prospect who had abandoned is back in play).
 */
export type LeadEvent = 'convert' | 'cancel' | 'recontact';

const TRANSITIONS: Record<LeadEvent, Partial<Record<LeadStatus, LeadStatus>>> = {
  convert: { open: 'converted', cancelled: 'converted', converted: 'converted' },
  cancel: { open: 'cancelled', cancelled: 'cancelled' },
  recontact: { open: 'open', cancelled: 'open', converted: 'converted' },
};

const REFUSALS: Record<LeadEvent, string> = {
  convert: 'Ce lead ne peut pas être converti.',
  cancel: 'Ce lead est déjà converti : il ne peut plus être abandonné.',
  recontact: 'Ce lead ne peut plus être modifié.',
};

/** The lead's next status, or a French refusal for a forbidden transition. */
export function transitionLead(
  status: LeadStatus,
  event: LeadEvent,
): Result<LeadStatus, 'FORBIDDEN_TRANSITION'> {
  const next = TRANSITIONS[event][status];
  return next ? ok(next) : fail('FORBIDDEN_TRANSITION', REFUSALS[event]);
}
