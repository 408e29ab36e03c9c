/** The six steps of the subscription journey, in order (SPEC §2, issue « parcours de souscription »). */
export const JOURNEY_STEPS = [
  'housing',
  'deliveryPoint',
  'situation',
  'holder',
  'payment',
  'summary',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** The first step not saved yet, or `null` when every step is. */
export function firstUnfinishedStep(completed: readonly JourneyStep[]): JourneyStep | null {
  return JOURNEY_STEPS.find((step) => !completed.includes(step)) ?? null;
}

/**
 * Whether a step may be opened: every step before it is saved. Otherwise the customer goes to the first
 * unfinished one (`firstUnfinishedStep`).
 */
export function canOpenStep(step: JourneyStep, completed: readonly JourneyStep[]): boolean {
  return JOURNEY_STEPS.slice(0, JOURNEY_STEPS.indexOf(step)).every((before) => completed.includes(before));
}
