import type { StartupResult } from './startup.js';
import type { ThroughputResult } from './throughput.js';

const MiB = 1024 * 1024;

/** Informative targets (issue 18), printed beside the figures; they never fail the run. */
export const TARGETS = {
  restartToReadyMs: 2_000,
  peakRssBytes: 400 * MiB,
  inseeRatioToHelloWorld: 0.7,
  quoteRatioToHelloWorld: 0.4,
  eligibilityRatioToHelloWorld: 0.4,
} as const;

/** The journey on PostgreSQL (issue 18), printed beside its figures. */
export const JOURNEY_GOALS = { journeysPerSecond: 300, worstStepP99Ms: 20 } as const;

export const INSEE_ENDPOINT_NAME = 'GET /api/node/v1/sfdc/insee?zipCode=75011';
export const QUOTE_ENDPOINT_NAME = 'POST /api/v3/pricing-engine/cart-prices (quote)';
export const ELIGIBILITY_ENDPOINT_NAME = 'POST /api/v2/eligibility (eligible offers)';

export interface TargetCheck {
  figure: string;
  value: number | null;
  unit: 'ms' | 'bytes' | 'ratio';
  comparison: '<=' | '>=';
  target: number;
  /** null when the figure could not be measured. */
  met: boolean | null;
  /** For a ratio to hello-world: the endpoint it is taken on (shown on that endpoint's row). */
  endpoint?: string;
}

function check(
  figure: string,
  value: number | null | undefined,
  unit: TargetCheck['unit'],
  comparison: TargetCheck['comparison'],
  target: number,
): TargetCheck {
  const measured = value === undefined || value === null || Number.isNaN(value) ? null : value;
  const met = measured === null ? null : comparison === '<=' ? measured <= target : measured >= target;
  return { figure, value: measured, unit, comparison, target, met };
}

export function checkTargets(
  startup: StartupResult,
  throughput: ThroughputResult | undefined,
): TargetCheck[] {
  const ratio = (figure: string, endpoint: string, target: number): TargetCheck => ({
    ...check(
      figure,
      throughput?.endpoints.find(({ name }) => name === endpoint)?.ratioToHelloWorld,
      'ratio',
      '>=',
      target,
    ),
    endpoint,
  });
  return [
    check('restart to ready, median', startup.restart.medianMs, 'ms', '<=', TARGETS.restartToReadyMs),
    check('restart to ready, max', startup.restart.maxMs, 'ms', '<=', TARGETS.restartToReadyMs),
    check('peak RSS, max over runs', startup.peakRssMaxBytes, 'bytes', '<=', TARGETS.peakRssBytes),
    ratio('sfdc/insee ÷ hello-world req/s', INSEE_ENDPOINT_NAME, TARGETS.inseeRatioToHelloWorld),
    ratio('quote ÷ hello-world req/s', QUOTE_ENDPOINT_NAME, TARGETS.quoteRatioToHelloWorld),
    ratio('eligibility ÷ hello-world req/s', ELIGIBILITY_ENDPOINT_NAME, TARGETS.eligibilityRatioToHelloWorld),
  ];
}
