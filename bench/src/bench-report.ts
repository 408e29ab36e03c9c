import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BundleBudgetReport } from './bundle-budget.js';
import type { ContractPdfBenchmark } from './contract-pdf.js';
import type { EligibilityBenchmark } from './eligibility-engine.js';
import type { FuzzResult } from './fuzz.js';
import type { JourneyResult } from './journey.js';
import type { MachineInfo } from './machine-info.js';
import type { StartupResult } from './startup.js';
import type { TargetCheck } from './targets.js';
import type { ThroughputResult } from './throughput.js';

/** Everything one run measured; printed as a table and written as JSON. */
export interface BenchReport {
  generatedAt: string;
  totalSeconds: number;
  machine: MachineInfo;
  startup: StartupResult;
  throughput: ThroughputResult | null;
  eligibilityEngine: EligibilityBenchmark;
  /** One contract PDF and its signature page (bench/src/contract-pdf.ts); null when it could not run. */
  contractPdf: ContractPdfBenchmark | null;
  bundles: BundleBudgetReport | null;
  /** Lighthouse scores (bench/src/lighthouse.ts); null when left out or not measurable. */
  lighthouse?: import('./lighthouse.js').LighthouseReport | null;
  /** The subscription journey on PostgreSQL; null when no PostgreSQL answered (see `journeySkipped`). */
  journey: JourneyResult | null;
  journeySkipped: string | null;
  /** The longer fuzz run: counts only, never a failure. */
  fuzz: FuzzResult | null;
  fuzzSkipped: string | null;
  targets: TargetCheck[];
  /** True when some figure should not be trusted (non-2xx, connection errors, wrong answers). */
  flagged: boolean;
  flags: string[];
}

export async function writeReportJson(path: string, report: BenchReport): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`, 'utf8');
}

/** What makes a run's figures doubtful: error responses, wrong answers, unclean stops. */
export function collectFlags(startup: StartupResult, throughput: ThroughputResult | null): string[] {
  const flags: string[] = [];
  for (const run of startup.runs) {
    if (run.stopForced) flags.push(`${run.label}: did not exit after SIGTERM, killed`);
    else if (run.exitCode !== 0)
      flags.push(`${run.label}: exited with code ${run.exitCode} signal ${run.exitSignal}`);
  }
  for (const endpoint of throughput?.endpoints ?? []) {
    for (const issue of endpoint.issues) flags.push(`${endpoint.name}: ${issue}`);
  }
  return flags;
}
