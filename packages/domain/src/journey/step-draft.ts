import { z } from 'zod';
import { JOURNEY_STEPS, type JourneyStep } from './steps.js';

/** The largest step in progress kept on the order, as JSON: a step's fields, far from a document. */
export const STEP_DRAFT_MAX_CHARS = 8_000;
export const STEP_DRAFT_TOO_LARGE = 'Le brouillon de l’étape est trop volumineux.';

/**
 * Fields never kept in a step in progress, at any depth: the IBAN (only ever stored sealed, at the payment
 * save-point), the PIN, and every consent, which is given again after a reload.
 */
export const STEP_DRAFT_NEVER_KEPT: ReadonlySet<string> = new Set([
  'iban',
  'pin',
  'consentFindPoint',
  'confirmedMine',
  'mandateAccepted',
  'termsAccepted',
  'meterDataConsent',
  'marketingOptIn',
  'marketingOptInProof',
  'expressStartRequested',
]);

function withoutNeverKept(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNeverKept);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !STEP_DRAFT_NEVER_KEPT.has(key))
      .map(([key, inner]) => [key, withoutNeverKept(inner)]),
  );
}

/**
 * What a customer has typed on a step and not yet saved, as the order keeps it for any device that resumes
 * it. Checked loosely (the save-point applies the step's rules), but bounded; the fields never kept are
 * dropped.
 */
export const StepDraftValuesSchema = z
  .record(z.string().max(64), z.unknown(), { error: 'Le brouillon doit être un objet de champs.' })
  .refine((values) => JSON.stringify(values).length <= STEP_DRAFT_MAX_CHARS, { error: STEP_DRAFT_TOO_LARGE })
  .transform((values) => withoutNeverKept(values) as Record<string, unknown>);
export type StepDraftValues = z.output<typeof StepDraftValuesSchema>;

/** The steps in progress of an order (the `drafts` of its journey), by step. */
export const StepDraftsSchema = z.partialRecord(z.enum(JOURNEY_STEPS), z.record(z.string(), z.unknown()));
export type StepDrafts = Partial<Record<JourneyStep, Record<string, unknown>>>;
