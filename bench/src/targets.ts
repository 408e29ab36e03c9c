import type { StartupResult } from './startup.js';
import type { ThroughputResult } from './throughput.js';

const MiB = 1024 * 1024;

/** Informative targets, printed beside the figures; they never fail the run. */
export const TARGETS = {
  restartToReadyMs: 2_000,
  peakRssBytes: 400 * MiB,
  inseeRatioToHelloWorld: 0.7,
} as const;

export const INSEE_ENDPOINT_NAME = 'GET /api/node/v1/sfdc/insee?zipCode=75011';

export interface TargetCheck {
  figure: string;
  value: number | null;
  unit: 'ms' | 'bytes' | 'ratio';
  comparison: '<=' | '>=';
  target: number;
  /** null when the figure could not be measured. */
  met: boolean | null;
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
  const insee = throughput?.endpoints.find((endpoint) => endpoint.name === INSEE_ENDPOINT_NAME);
  return [
    check('restart to ready, median', startup.restart.medianMs, 'ms', '<=', TARGETS.restartToReadyMs),
    check('restart to ready, max', startup.restart.maxMs, 'ms', '<=', TARGETS.restartToReadyMs),
    check('peak RSS, max over runs', startup.peakRssMaxBytes, 'bytes', '<=', TARGETS.peakRssBytes),
    check(
      'sfdc/insee ÷ hello-world req/s',
      insee?.ratioToHelloWorld,
      'ratio',
      '>=',
      TARGETS.inseeRatioToHelloWorld,
    ),
  ];
}
