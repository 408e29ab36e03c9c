import { z } from 'zod';
import { IsoDateSchema } from '../calendar/iso-date.js';
import type { SalesChannel } from '../eligibility/eligibility-fields.js';
import { fail, ok, type Result } from '../result.js';

/** Where a prospect's prior consent to be called comes from (the ban on unsolicited calls, 11 Aug 2026). */
export const CALL_CONSENT_SOURCES = [
  'callbackRequest',
  'webForm',
  'comparisonSite',
  'existingCustomer',
  'partnerFile',
] as const;
export type CallConsentSource = (typeof CALL_CONSENT_SOURCES)[number];

export const CALL_CONSENT_SOURCE_LABELS = {
  callbackRequest: 'Demande de rappel du prospect',
  webForm: 'Formulaire du site (case cochée)',
  comparisonSite: 'Comparateur (consentement transmis)',
  existingCustomer: 'Client existant (relation contractuelle)',
  partnerFile: 'Fichier partenaire avec consentement',
} as const satisfies Record<CallConsentSource, string>;

/**
 * How the agent and the prospect came to speak: the prospect called (inbound), or the agent called with
 * the prospect's prior consent, whose source and date are kept.
 */
export const CallContextSchema = z.discriminatedUnion(
  'direction',
  [
    z.object({ direction: z.literal('inbound') }),
    z.object({
      direction: z.literal('outbound'),
      consentSource: z.enum(CALL_CONSENT_SOURCES, { error: 'Choisissez la source du consentement' }),
      consentDate: IsoDateSchema,
    }),
  ],
  { error: 'Indiquez un appel entrant ou un appel sortant avec consentement' },
);
export type CallContext = z.infer<typeof CallContextSchema>;

export const CALL_CONSENT_MISSING_MESSAGE =
  'Vente refusée : indiquez un appel entrant, ou la source et la date du consentement du prospect à être appelé.';
export const CALL_CONSENT_IN_FUTURE_MESSAGE = 'La date du consentement ne peut pas être dans le futur.';

/** The channels whose sales start with a phone call: a call context is then required. */
export function needsCallContext(channel: SalesChannel): boolean {
  return channel === 'telesales';
}

/** A telesales sale needs an inbound call or a dated prior consent; other channels need nothing. */
export function checkCallConsent(
  channel: SalesChannel,
  call: CallContext | undefined,
  today: string,
): Result<true, 'CALL_CONSENT_REQUIRED' | 'CALL_CONSENT_IN_FUTURE'> {
  if (!needsCallContext(channel)) return ok(true);
  if (!call) return fail('CALL_CONSENT_REQUIRED', CALL_CONSENT_MISSING_MESSAGE);
  if (call.direction === 'outbound' && call.consentDate > today)
    return fail('CALL_CONSENT_IN_FUTURE', CALL_CONSENT_IN_FUTURE_MESSAGE);
  return ok(true);
}
