import { fail, ok, type Result } from '../result.js';

/** A case's life in the back office: new, in progress, answered, closed. */
export const CASE_STATUSES = ['new', 'inProgress', 'answered', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_LABELS = {
  new: 'Nouvelle',
  inProgress: 'En cours',
  answered: 'Répondue',
  closed: 'Clôturée',
} as const satisfies Record<CaseStatus, string>;

/** Where a case may go from each status; a reply moves it to `answered` from anywhere but `closed`. */
const NEXT: Record<CaseStatus, readonly CaseStatus[]> = {
  new: ['inProgress', 'answered', 'closed'],
  inProgress: ['answered', 'closed'],
  answered: ['inProgress', 'closed'],
  closed: ['inProgress'],
};

export type CaseTransitionRefusal = 'CASE_TRANSITION_REFUSED';

export function transitionCase(from: CaseStatus, to: CaseStatus): Result<CaseStatus, CaseTransitionRefusal> {
  if (from === to || NEXT[from].includes(to)) return ok(to);
  return fail(
    'CASE_TRANSITION_REFUSED',
    `Une demande « ${CASE_STATUS_LABELS[from]} » ne peut pas passer à « ${CASE_STATUS_LABELS[to]} ».`,
  );
}

/** Whether the customer may still be written to: not once the case is closed. */
export function canReplyToCase(status: CaseStatus): boolean {
  return status !== 'closed';
}

/** « C2025-000042 »: the number the customer quotes, from the year and a database sequence. */
export function formatCaseNumber(year: number, sequence: number): string {
  return `C${year}-${String(sequence).padStart(6, '0')}`;
}
