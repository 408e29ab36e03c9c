// Runs every benchmark once: startup (first start, 3 restarts) with the throughput tests carried by
// the last restart, prints a table and writes bench/results/latest.json. Figures never fail the run;
// only a benchmark that cannot run at all (server missing or not starting) exits non-zero.
import { existsSync } from 'node:fs';
import { type BenchReport, collectFlags, writeReportJson } from './bench-report.js';
import { type BundleBudgetReport, measureBundleBudgets } from './bundle-budget.js';
import { killAllChildren } from './child-processes.js';
import { type ContractPdfBenchmark, runContractPdfBenchmark } from './contract-pdf.js';
import { runEligibilityBenchmark } from './eligibility-engine.js';
import { type FuzzResult, runFuzzBenchmark } from './fuzz.js';
import { type JourneyResult, runJourneyBenchmark } from './journey.js';
import { formatLighthouseReport, type LighthouseReport, runLighthouseBenchmark } from './lighthouse.js';
import { describeMachine } from './machine-info.js';
import { resultsFile, voltaireMain } from './paths.js';
import { formatReport } from './report-text.js';
import { removeAllScratchDirs } from './scratch-dirs.js';
import { runStartupBenchmark } from './startup.js';
import { checkTargets } from './targets.js';
import { runThroughputBenchmark } from './throughput.js';

// 420 s, or BENCH_TIME_LIMIT_MS on a machine loaded by others; Lighthouse (3 runs × ~20 pages) has an allowance
// of its own, and BENCH_LIGHTHOUSE=0 leaves it out.
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const TIME_LIMIT_MS = (Number(process.env.BENCH_TIME_LIMIT_MS) || 420_000) + (WITH_LIGHTHOUSE ? 900_000 : 0);
const RESTARTS = 3;

const log = (line: string) => process.stderr.write(`· ${line}\n`);

function abort(reason: string, code: number): never {
  const killed = killAllChildren();
  removeAllScratchDirs();
  process.stderr.write(`\n${reason}${killed > 0 ? ` (killed ${killed} child process(es))` : ''}\n`);
  process.exit(code);
}

process.on('exit', () => {
  killAllChildren();
  removeAllScratchDirs();
});
process.once('SIGINT', () => abort('Interrupted.', 130));
process.once('SIGTERM', () => abort('Terminated.', 143));
const timeLimit = setTimeout(
  () => abort(`Benchmarks still running after ${TIME_LIMIT_MS / 1000} s: stopped.`, 1),
  TIME_LIMIT_MS,
);

async function main(): Promise<void> {
  if (!existsSync(voltaireMain)) {
    abort(`${voltaireMain} is missing: build the server first (npm run build, or npm run bench).`, 1);
  }
  const startedAt = performance.now();
  const machine = describeMachine();
  log(`server: ${voltaireMain}`);
  const { startup, carried } = await runStartupBenchmark({
    restarts: RESTARTS,
    duringLastRun: (server) => runThroughputBenchmark(server, log),
    log,
  });
  const throughput = carried ?? null;
  log('eligibility: 1,000 compositions × 10,000 contexts, against json-rules-engine…');
  const eligibilityEngine = await runEligibilityBenchmark();
  log('contract PDF: one contract and its signature page, 15 times…');
  let contractPdf: ContractPdfBenchmark | null = null;
  try {
    contractPdf = await runContractPdfBenchmark();
  } catch (error) {
    log(`contract PDF not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let journey: JourneyResult | null = null;
  let journeySkipped: string | null = null;
  try {
    journey = await runJourneyBenchmark(adminUrl, log);
  } catch (error) {
    journeySkipped = error instanceof Error ? error.message : String(error);
    log(`journey not measured: ${journeySkipped}`);
  }
  let bundles: BundleBudgetReport | null = null;
  try {
    bundles = measureBundleBudgets();
  } catch (error) {
    log(`bundles not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
  log('fuzz: every OpenAPI operation, property-based (apps/server/test/fuzz.test.ts, counting mode)…');
  let fuzz: FuzzResult | null = null;
  let fuzzSkipped: string | null = null;
  try {
    fuzz = await runFuzzBenchmark(log);
  } catch (error) {
    fuzzSkipped = error instanceof Error ? error.message : String(error);
    log(`fuzz not measured: ${fuzzSkipped}`);
  }
  let lighthouse: LighthouseReport | null = null;
  if (WITH_LIGHTHOUSE) {
    try {
      lighthouse = await runLighthouseBenchmark(log);
    } catch (error) {
      log(`lighthouse not measured: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const flags = collectFlags(startup, throughput);
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    totalSeconds: (performance.now() - startedAt) / 1000,
    machine,
    startup,
    throughput,
    eligibilityEngine,
    contractPdf,
    bundles,
    journey,
    journeySkipped,
    fuzz,
    fuzzSkipped,
    lighthouse,
    targets: checkTargets(startup, carried),
    flagged: flags.length > 0,
    flags,
  };
  await writeReportJson(resultsFile, report);
  console.log(formatReport(report));
  if (lighthouse) console.log(`\n${formatLighthouseReport(lighthouse)}`);
  console.log(`JSON: ${resultsFile}`);
}

main()
  .catch((error: unknown) => {
    abort(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 1);
  })
  .finally(() => clearTimeout(timeLimit));
