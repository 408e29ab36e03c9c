import type { BenchReport } from './bench-report.js';
import { formatBundleBudgets } from './bundle-budget.js';
import { JOURNEY_GOALS, type TargetCheck } from './targets.js';
import { formatTable } from './text-table.js';

const MiB = 1024 * 1024;
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '—' : `${thousands.format(value)} ms`;
const mib = (value: number | null) => (value === null ? '—' : `${(value / MiB).toFixed(1)} MiB`);
const percent = (ratio: number) => (Number.isNaN(ratio) ? '—' : `${(ratio * 100).toFixed(1)} %`);
/** autocannon records latencies in whole milliseconds. */
const latency = (value: number) => (value < 1 ? '< 1 ms' : `${thousands.format(value)} ms`);

function formatValue(value: number | null, unit: TargetCheck['unit']): string {
  if (value === null) return '—';
  if (unit === 'ms') return ms(value);
  if (unit === 'bytes') return mib(value);
  return percent(value);
}

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'MISSED');

/** Where the server's peak RSS goes: PGlite alone (above its probe's own baseline) and the rest, ours. */
function pgliteRows(startup: BenchReport['startup']): string[][] {
  const alone = startup.pgliteAlone;
  const restartPeak = Math.max(
    ...startup.runs.filter((run) => run.kind === 'restart').map((run) => run.peakRssBytes ?? 0),
  );
  if (!alone || restartPeak <= 0) return [];
  const share = alone.reopenPeakBytes - alone.baselineBytes;
  return [
    ['PGlite alone, reopen + migrations (peak − probe baseline)', mib(share), '—', ''],
    [
      'PGlite alone, fresh DATA_DIR (initdb + migrations)',
      mib(alone.freshPeakBytes - alone.baselineBytes),
      '—',
      '',
    ],
    ['restart peak without PGlite (Node, our code, its data)', mib(restartPeak - share), '—', ''],
  ];
}

/** The human-readable form of a report, for stdout. */
export function formatReport(report: BenchReport): string {
  const { machine, startup, throughput } = report;
  const out: string[] = [];
  out.push('Voltaire benchmarks');
  out.push(
    `  ${report.generatedAt} · Node ${machine.node} · ${machine.platform} ${machine.arch} · ` +
      `${machine.cpuCount} × ${machine.cpuModel} · load avg ${machine.loadAverage1m.toFixed(2)}`,
  );
  out.push('  Figures come from this one run on this machine; compare ratios, not absolute numbers.');
  out.push('  Targets are informative: a missed target never fails the run.');

  out.push('');
  out.push('Startup — node apps/server/dist/main.js, fresh DATA_DIR then restarts on the same DATA_DIR');
  out.push(
    formatTable(
      ['run', 'spawn → /api/health 200', 'spawn → "prêt" line', 'peak RSS (VmHWM)', 'SIGTERM → exit', 'exit'],
      startup.runs.map((run) => [
        run.label,
        ms(run.readyMs),
        ms(run.announcedMs),
        mib(run.peakRssBytes),
        ms(run.stopMs),
        run.stopForced
          ? 'KILLED'
          : `code ${run.exitCode ?? '—'}${run.exitSignal ? ` ${run.exitSignal}` : ''}`,
      ]),
      ['left', 'right', 'right', 'right', 'right', 'left'],
    ),
  );
  out.push('');
  out.push(
    formatTable(
      ['figure', 'value', 'target', 'verdict'],
      [
        ['first start to ready', ms(startup.firstStartMs), '—', ''],
        ...report.targets
          .filter((target) => target.unit !== 'ratio')
          .map((target) => [
            target.figure,
            formatValue(target.value, target.unit),
            `${target.comparison} ${formatValue(target.target, target.unit)}`,
            verdict(target.met),
          ]),
        ...pgliteRows(startup),
        ['graceful stop, median', ms(startup.stop.medianMs), '—', ''],
        ['graceful stop, max', ms(startup.stop.maxMs), '—', ''],
      ],
      ['left', 'right', 'right', 'left'],
    ),
  );

  if (throughput) {
    const s = throughput.settings;
    out.push('');
    out.push(
      `Throughput — autocannon, ${s.connections} connections, pipelining ${s.pipelining}, ` +
        `${s.warmupSeconds} s warm-up + ${s.durationSeconds} s measured, each server in its own process`,
    );
    out.push(
      formatTable(
        [
          'endpoint',
          'req/s (avg)',
          'p50',
          'p99',
          'requests',
          'non-2xx',
          'errors',
          'vs hello-world',
          'target',
        ],
        throughput.endpoints.map((endpoint, index) => {
          const target = report.targets.find((each) => each.endpoint === endpoint.name);
          return [
            endpoint.name,
            thousands.format(endpoint.requestsPerSecond),
            latency(endpoint.latencyP50Ms),
            latency(endpoint.latencyP99Ms),
            thousands.format(endpoint.totalRequests),
            String(endpoint.non2xx),
            String(endpoint.errors),
            index === 0 ? '(reference)' : percent(endpoint.ratioToHelloWorld),
            target
              ? `${target.comparison} ${formatValue(target.target, 'ratio')} ${verdict(target.met)}`
              : '',
          ];
        }),
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
      ),
    );
  }

  out.push('');
  if (report.flagged) {
    out.push('FLAGGED — these figures should not be trusted as they stand:');
    for (const flag of report.flags) out.push(`  ! ${flag}`);
  } else {
    out.push('No non-2xx response, connection error or wrong answer during the run.');
  }
  out.push(`Total ${report.totalSeconds.toFixed(1)} s.`);
  const engine = report.eligibilityEngine;
  out.push('');
  out.push(
    `Eligibility engine — ${engine.compositions} compositions × ${engine.contexts} contexts (${engine.evaluations} evaluations)`,
  );
  out.push(
    formatTable(
      ['engine', 'ns per evaluation', 'contexts measured', 'vs Voltaire'],
      [
        [
          '@voltaire/domain (compiled rules)',
          engine.voltaireNsPerEvaluation.toFixed(0),
          String(engine.contexts),
          '1×',
        ],
        [
          'json-rules-engine (same rules)',
          engine.referenceNsPerEvaluation.toFixed(0),
          String(engine.referenceSampleContexts),
          `${engine.ratio.toFixed(0)}× slower`,
        ],
      ],
      ['left', 'right', 'right', 'right'],
    ),
  );
  out.push(
    `  Both engines agree on every sampled (context, composition): ${engine.agreement ? 'yes' : 'NO'} · target ≥ 10× faster`,
  );
  if (report.contractPdf) {
    const pdf = report.contractPdf;
    out.push('');
    out.push(`Contract PDF (PDF/A-2b, tagged, fonts embedded) — median of ${pdf.runs} runs`);
    out.push(
      formatTable(
        ['document', 'median', 'size'],
        [
          ['contract (3 pages)', ms(pdf.contract.medianMs), `${thousands.format(pdf.contract.bytes)} bytes`],
          [
            '+ signature page (incremental update)',
            ms(pdf.signed.medianMs),
            `${thousands.format(pdf.signed.bytes)} bytes`,
          ],
        ],
        ['left', 'right', 'right'],
      ),
    );
    out.push(`  First contract of the process (font files read and parsed): ${ms(pdf.contract.firstMs)}`);
  }
  if (report.journey) {
    const journey = report.journey;
    out.push('');
    out.push(
      `Subscription journey on PostgreSQL — ${journey.connections} visitors for ${journey.durationSeconds} s, 8 requests per journey`,
    );
    out.push(
      formatTable(
        ['step', 'requests', 'p50 ms', 'p99 ms', 'failures'],
        journey.steps.map((step) => [
          step.step,
          String(step.count),
          step.p50Ms.toFixed(1),
          step.p99Ms.toFixed(1),
          String(step.failures),
        ]),
        ['left', 'right', 'right', 'right', 'right'],
      ),
    );
    out.push(
      `  ${journey.completedJourneys} journeys completed · ${journey.journeysPerSecond.toFixed(1)} journeys/s (goal ≥ ${JOURNEY_GOALS.journeysPerSecond}) · worst step p99 ${Math.max(...journey.steps.map((step) => step.p99Ms)).toFixed(1)} ms (goal ≤ ${JOURNEY_GOALS.worstStepP99Ms})`,
    );
    for (const failure of journey.sampleFailures) out.push(`  ! ${failure}`);
  } else if (report.journeySkipped) {
    out.push('');
    out.push(`Subscription journey not measured: ${report.journeySkipped}`);
  }
  if (report.fuzz) {
    const fuzz = report.fuzz;
    out.push('');
    out.push(
      `Fuzzing every OpenAPI operation — ${fuzz.runsPerOperation} requests each, ${fuzz.seconds.toFixed(0)} s (goal: 0 5xx, every 4xx in the French envelope)`,
    );
    out.push(
      `  ${fuzz.requests} requests · ${fuzz.status2xx} 2xx · ${fuzz.status4xx} 4xx · ${fuzz.status5xx} 5xx · ${fuzz.failingOperations.length} operations failing`,
    );
    for (const failing of fuzz.failingOperations) out.push(`  ! ${failing}`);
  } else if (report.fuzzSkipped) {
    out.push('');
    out.push(`Fuzzing not measured: ${report.fuzzSkipped}`);
  }
  if (report.bundles) {
    out.push('');
    out.push(formatBundleBudgets(report.bundles));
  }
  return out.join('\n');
}
