// Lighthouse (mobile preset, simulated throttling) on every public page and on the pages of real orders
// (bench/src/lighthouse-orders.ts), median of 3 runs per page, against the built server in embedded mode.
// Reports; never fails.
//
//   npm run build && node --import tsx bench/src/lighthouse.ts
//
// Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. LIGHTHOUSE_RUNS changes the number of runs;
// LIGHTHOUSE_BASE_URL measures a server already running instead of starting one; LIGHTHOUSE_PAGES (labels,
// comma-separated, e.g. `/,/offres,/souscription/:id/logement`) measures only those pages.
import { PUBLIC_PAGES } from '@voltaire/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { stopGracefully } from './child-processes.js';
import { journeyTargets } from './lighthouse-orders.js';
import { makeScratchDir, removeScratchDir } from './scratch-dirs.js';
import { startVoltaire } from './server-processes.js';
import { formatTable } from './text-table.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Issue 18's goals: performance per kind of page; the other three scores 100 and CLS 0 everywhere. */
export const LIGHTHOUSE_GOALS = { contentPerformance: 98, journeyPerformance: 95, otherScores: 100, cls: 0 };

export interface LighthousePage {
  label: string;
  kind: 'content' | 'journey';
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's `benchmarkIndex` of this machine, taken before each run (median): see `cpuIndexLine`. */
  cpuIndex: number;
  meetsGoals: boolean;
}

export interface LighthouseReport {
  runs: number;
  pages: LighthousePage[];
  skipped: string[];
  /** Runs Lighthouse could not trace (NO_NAVSTART…), run again: one line per page that had any. */
  retried: string[];
}

interface Target {
  label: string;
  kind: LighthousePage['kind'];
  path: string;
  cookie?: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function summarise(target: Target, results: { lhr: import('lighthouse').Result }[]): LighthousePage {
  const score = (category: (typeof CATEGORIES)[number]) =>
    median(results.map(({ lhr }) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
  const metric = (audit: string) =>
    median(results.map(({ lhr }) => lhr.audits[audit]?.numericValue ?? Number.NaN));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, score(category)]),
  ) as LighthousePage['scores'];
  const cls = metric('cumulative-layout-shift');
  const performanceGoal =
    target.kind === 'content' ? LIGHTHOUSE_GOALS.contentPerformance : LIGHTHOUSE_GOALS.journeyPerformance;
  const meetsGoals =
    scores.performance >= performanceGoal &&
    CATEGORIES.slice(1).every((category) => scores[category] >= LIGHTHOUSE_GOALS.otherScores) &&
    cls <= LIGHTHOUSE_GOALS.cls;
  return {
    label: target.label,
    kind: target.kind,
    scores,
    lcpMs: metric('largest-contentful-paint'),
    cls,
    tbtMs: metric('total-blocking-time'),
    cpuIndex: median(results.map(({ lhr }) => lhr.environment.benchmarkIndex)),
    meetsGoals,
  };
}

export async function runLighthouseBenchmark(
  log: (line: string) => void,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseReport> {
  const external = process.env.LIGHTHOUSE_BASE_URL;
  const dataDir = external ? undefined : makeScratchDir('voltaire-bench-lighthouse-');
  const server = dataDir ? await startVoltaire(dataDir) : undefined;
  const baseUrl = external ?? server?.baseUrl ?? '';
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const skipped: string[] = [];
  const retried: string[] = [];
  try {
    const targets: Target[] = PUBLIC_PAGES.map((page) => ({
      label: page.path,
      kind: 'content',
      path: page.path,
    }));
    try {
      targets.push(...(await journeyTargets(baseUrl)).map((page) => ({ ...page, kind: 'journey' as const })));
    } catch (error) {
      skipped.push(`parcours : ${error instanceof Error ? error.message : String(error)}`);
    }
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages: LighthousePage[] = [];
    for (const target of targets.filter(({ label }) => !only || only.includes(label))) {
      log(`lighthouse ${target.label} (${runs} runs)…`);
      const results: { lhr: import('lighthouse').Result }[] = [];
      const failures: string[] = [];
      // A run Lighthouse could not trace (NO_NAVSTART, NO_FCP…) has no metrics: it is run again, not counted.
      for (let attempt = 0; results.length < runs && attempt < 2 * runs; attempt += 1) {
        const result = await lighthouse(`${baseUrl}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // A fresh profile state per run: the first visit, cookie banner included.
          disableStorageReset: false,
          ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
        });
        const failure = result ? result.lhr.runtimeError?.code : 'no result';
        if (result && !failure) results.push(result);
        else failures.push(failure ?? 'unknown');
      }
      if (failures.length > 0) retried.push(`${target.label} : ${failures.join(', ')}`);
      if (results.length > 0) {
        const page = summarise(target, results);
        pages.push(page);
        log(`  ${Object.values(page.scores).join(' / ')}, LCP ${Math.round(page.lcpMs)} ms, CLS ${page.cls}`);
      } else skipped.push(`${target.label} : aucun résultat`);
    }
    return { runs, pages, skipped, retried };
  } finally {
    chrome.kill();
    if (server) await stopGracefully(server.process);
    if (dataDir) removeScratchDir(dataDir);
  }
}

/**
 * Simulated throttling slows the CPU 4× whatever the machine: Lighthouse's figures assume a host whose
 * `benchmarkIndex` is about 1,500 (its docs/throttling.md) and warn under 1,000. Below that the page is judged on
 * a slower phone than the goals mean, and a wide range within one run says the machine's speed moved under it.
 */
function cpuIndexLine(pages: LighthousePage[]): string[] {
  const indexes = pages.map((page) => page.cpuIndex).filter(Number.isFinite);
  if (indexes.length === 0) return [];
  const [lowest, highest] = [Math.min(...indexes), Math.max(...indexes)].map(Math.round);
  return [
    `  Indice CPU de la machine (benchmarkIndex de Lighthouse, médiane par page) : ${lowest} à ${highest} dans ce passage ; le ralentissement 4× du préréglage mobile suppose environ 1 500.`,
  ];
}

export function formatLighthouseReport(report: LighthouseReport): string {
  const rows = report.pages.map((page) => [
    page.label,
    String(page.scores.performance),
    String(page.scores.accessibility),
    String(page.scores['best-practices']),
    String(page.scores.seo),
    `${(page.lcpMs / 1000).toFixed(1)} s`,
    page.cls.toFixed(3),
    `${Math.round(page.tbtMs)} ms`,
    String(Math.round(page.cpuIndex)),
    page.meetsGoals ? 'atteint' : 'non atteint',
  ]);
  const goals = LIGHTHOUSE_GOALS;
  return [
    `Lighthouse mobile, médiane de ${report.runs} passages — objectifs : performance ≥ ${goals.contentPerformance} (contenu) / ≥ ${goals.journeyPerformance} (parcours), autres scores ${goals.otherScores}, CLS ${goals.cls}`,
    formatTable(
      ['Page', 'Perf.', 'Access.', 'Bonnes pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'Indice CPU', 'Objectifs'],
      rows,
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
    ...cpuIndexLine(report.pages),
    ...report.skipped.map((line) => `  non mesuré : ${line}`),
    ...report.retried.map((line) => `  passage refait (sans trace) : ${line}`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runLighthouseBenchmark((line) => process.stderr.write(`· ${line}\n`));
  process.stdout.write(`${formatLighthouseReport(report)}\n`);
}
