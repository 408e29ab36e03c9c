// Bundle budgets (ARCHITECTURE §4): all the JavaScript a cold load of a route fetches, gzipped.
// `/` ≤ 110 KB, any journey step ≤ 200 KB. Reads the web build (apps/web/dist, built with
// `build.manifest: true`) and the route tables (apps/web/src/app/router.tsx and site-routes.tsx): each route
// costs the entry chunk plus its lazy module(s), with every static import followed through the Vite manifest.
// Chunks a route may fetch later (dynamic imports that are not routes, e.g. the captcha's web component or
// the cookie preferences) are listed apart, as « à la demande ».
//
//   npm run build -w @voltaire/web && node --import tsx bench/src/bundle-budget.ts
//
// Exits with code 1 when a route with a budget is over it, 2 when the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { formatTable } from './text-table.js';

/** Kilobytes as Vite prints them: 1 KB = 1000 bytes. */
const KB = 1000;

export const BUNDLE_BUDGETS_KB = { home: 110, journeyStep: 200 } as const;

/** Routes that are tools, not journey steps: measured, but held to no budget. */
export const ROUTES_WITHOUT_BUDGET: Record<string, string> = {
  '/galerie': 'outil de développement, hors production',
  '/test/erreur-de-rendu': 'page de diagnostic',
};

const JOURNEY_ROUTES_MODULE = 'src/features/subscription/journey-routes.tsx';

/**
 * The route table beyond the home page (ADR 0036): router.tsx, in the shell, knows only `/`; every other route
 * is declared in this lazy module, which a cold load of any other page fetches first.
 */
const SITE_ROUTES_MODULE = 'src/app/site-routes.tsx';

/**
 * Pages that site-routes.tsx reaches through another lazy module (the subscription journey is one route,
 * `souscription/*`, whose loader loads each page's module): a cold load fetches that module, then the page's.
 * Modules as in the Vite manifest.
 */
export const INDIRECT_ROUTES: { route: string; modules: string[] }[] = [
  ['/souscription', 'start-page.tsx'],
  ['/souscription/:orderId/logement', 'steps/housing-step.tsx'],
  ['/souscription/:orderId/point-de-livraison', 'steps/delivery-point-step.tsx'],
  ['/souscription/:orderId/offre', 'steps/situation-step.tsx'],
  ['/souscription/:orderId/titulaire', 'steps/holder-step.tsx'],
  ['/souscription/:orderId/paiement', 'steps/payment-step.tsx'],
  ['/souscription/:orderId/recapitulatif', 'steps/summary-step.tsx'],
  ['/reprise/:token', 'resume-page.tsx'],
].map(([route, module]) => ({
  route: route as string,
  modules: [SITE_ROUTES_MODULE, JOURNEY_ROUTES_MODULE, `src/features/subscription/${module}`],
}));

/** The signing pages and the gallery: one lazy module in site-routes.tsx, which then loads the page and its loader. */
const SIGNING_MODULES = 'src/features/signing/signing-route-modules.ts';
INDIRECT_ROUTES.push(
  ...[
    ['/signature/:orderId', 'signing-loader.ts', 'signing-page.tsx'],
    ['/souscription/:orderId/confirmation', 'confirmation-loader.ts', 'confirmation-page.tsx'],
    ['/retractation/:token', 'withdrawal-loader.ts', 'withdrawal-page.tsx'],
  ].map(([route, loader, page]) => ({
    route: route as string,
    modules: [
      SITE_ROUTES_MODULE,
      SIGNING_MODULES,
      `src/features/signing/${loader}`,
      `src/features/signing/${page}`,
    ],
  })),
  {
    route: '/galerie',
    modules: [
      SITE_ROUTES_MODULE,
      'src/features/gallery/gallery-route.ts',
      'src/features/gallery/gallery-loader.ts',
      'src/features/gallery/gallery-page.tsx',
    ],
  },
);

const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

export interface RouteBundle {
  /** '/', '/galerie', … */
  route: string;
  /** The route's lazy module(s), as in the manifest (e.g. src/features/gallery/gallery-page.tsx). */
  modules: string[];
  /** Every JavaScript file a cold load of the route fetches: entry, lazy modules and their static imports. */
  chunks: ChunkSize[];
  gzipKb: number;
  /** Chunks the route's code may import later (not routes themselves), with their own static imports. */
  onDemandChunks: ChunkSize[];
  onDemandGzipKb: number;
  budgetKb: number | null;
  /** Why there is no budget, when there is none. */
  note?: string;
  isWithinBudget: boolean;
}

export interface LazyModuleBundle {
  /** A dynamically imported module that neither route table names directly (e.g. a route tree's screens). */
  module: string;
  /** Its cold-load cost: the entry, the module and their static imports. */
  chunks: ChunkSize[];
  gzipKb: number;
}

export interface BundleBudgetReport {
  distDir: string;
  /** The entry chunk alone (React, React Router, the shell). */
  shell: { chunks: ChunkSize[]; gzipKb: number };
  routes: RouteBundle[];
  /** Every other lazy module: route trees defined elsewhere (e.g. /admin), or chunks loaded on demand. */
  otherLazyModules: LazyModuleBundle[];
  isWithinBudgets: boolean;
}

export interface MeasureOptions {
  /** Default apps/web/dist. */
  distDir?: string;
  /** The shell's route table; default apps/web/src/app/router.tsx. */
  routerFile?: string;
  /** The rest of the route table, one lazy module; default apps/web/src/app/site-routes.tsx. */
  siteRoutesFile?: string;
}

/** Measures every lazy route of the router against its budget. Throws when the build is missing. */
export function measureBundleBudgets({
  distDir = join(webDir, 'dist'),
  routerFile = join(webDir, 'src/app/router.tsx'),
  siteRoutesFile = join(webDir, SITE_ROUTES_MODULE),
}: MeasureOptions = {}): BundleBudgetReport {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} introuvable : construisez d’abord l’application (npm run build -w @voltaire/web).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`${manifestPath} ne déclare aucun point d’entrée.`);

  // The shell's routes cost the entry and their modules; the others, the route table's module as well.
  const shellRoutes = readLazyRoutes(readFileSync(routerFile, 'utf8'), routerFile, webDir, manifest)
    .map(({ route, modules }) => ({ route, modules: modules.filter((key) => key !== SITE_ROUTES_MODULE) }))
    .filter(({ modules }) => modules.length > 0);
  // The home page is part of the shell itself (ADR 0038): a cold load of `/` fetches the entry and its imports.
  if (!shellRoutes.some(({ route }) => route === '/')) shellRoutes.unshift({ route: '/', modules: [] });
  const siteRoutes = readLazyRoutes(
    readFileSync(siteRoutesFile, 'utf8'),
    siteRoutesFile,
    webDir,
    manifest,
  ).map(({ route, modules }) => ({ route, modules: [SITE_ROUTES_MODULE, ...modules] }));
  const routeModules = [
    ...[...shellRoutes, ...siteRoutes].filter(
      (parsed) => !INDIRECT_ROUTES.some((indirect) => indirect.route === parsed.route),
    ),
    ...INDIRECT_ROUTES.map((route) => ({
      route: route.route,
      modules: route.modules.map((module) => {
        // A lazy module that shares its chunk with modules it imports is listed under the chunk's name.
        const name = posix.basename(module).replace(/\.[cm]?[jt]sx?$/, '');
        const key =
          module in manifest
            ? module
            : Object.keys(manifest).find(
                (each) => manifest[each]?.isDynamicEntry && manifest[each]?.name === name,
              );
        if (!key) throw new Error(`${module} (route ${route.route}) est absent du manifeste Vite.`);
        return key;
      }),
    })),
  ];
  const allRouteModules = new Set(routeModules.flatMap(({ modules }) => modules));
  const sizeOf = createSizer(distDir);

  const shellKeys = staticClosure(manifest, [entryKey]);
  const routes = routeModules.map(({ route, modules }): RouteBundle => {
    const keys = staticClosure(manifest, [entryKey, ...modules]);
    const onDemandRoots = [...keys]
      .flatMap((key) => manifest[key]?.dynamicImports ?? [])
      .filter((key) => !allRouteModules.has(key) && !keys.has(key));
    const onDemandKeys = [...staticClosure(manifest, onDemandRoots)].filter((key) => !keys.has(key));
    const chunks = jsChunks(manifest, keys, sizeOf);
    const onDemandChunks = jsChunks(manifest, onDemandKeys, sizeOf);
    const note = ROUTES_WITHOUT_BUDGET[route];
    const budgetKb = note ? null : route === '/' ? BUNDLE_BUDGETS_KB.home : BUNDLE_BUDGETS_KB.journeyStep;
    const gzipKb = totalKb(chunks);
    return {
      route,
      modules,
      chunks,
      gzipKb,
      onDemandChunks,
      onDemandGzipKb: totalKb(onDemandChunks),
      budgetKb,
      ...(note ? { note } : {}),
      isWithinBudget: budgetKb === null || gzipKb <= budgetKb,
    };
  });

  const otherLazyModules = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && !allRouteModules.has(key))
    .map((module): LazyModuleBundle => {
      const chunks = jsChunks(manifest, staticClosure(manifest, [entryKey, module]), sizeOf);
      return { module, chunks, gzipKb: totalKb(chunks) };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);

  const shellChunks = jsChunks(manifest, shellKeys, sizeOf);
  return {
    distDir,
    shell: { chunks: shellChunks, gzipKb: totalKb(shellChunks) },
    routes,
    otherLazyModules,
    isWithinBudgets: routes.every((route) => route.isWithinBudget),
  };
}

/**
 * The lazy routes of a React Router route table written as `router.tsx` is: each `path: '…'` or `index: true`
 * followed, before the next route, by `import('…')` calls. Paths are taken as children of `/`.
 */
export function readLazyRoutes(
  source: string,
  routerFile: string,
  appRoot: string,
  manifest: Manifest,
): { route: string; modules: string[] }[] {
  const marker = /\bpath:\s*'([^']*)'|\bindex:\s*true/g;
  const markers = [...source.matchAll(marker)];
  const routes: { route: string; modules: string[] }[] = [];
  markers.forEach((match, index) => {
    const start = match.index ?? 0;
    const end = markers[index + 1]?.index ?? source.length;
    const body = source.slice(start, end);
    const imports = [...body.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((each) => each[1] ?? '');
    if (imports.length === 0) return;
    const path = match[1];
    const route = path === undefined ? '/' : path === '/' ? '/' : `/${path.replace(/^\//, '')}`;
    const modules = imports.map((specifier) => manifestKeyOf(specifier, routerFile, appRoot, manifest));
    routes.push({ route, modules: [...new Set(modules)] });
  });
  return routes;
}

function manifestKeyOf(specifier: string, routerFile: string, appRoot: string, manifest: Manifest): string {
  const fromRoot = posix.normalize(
    posix.join(dirname(routerFile).slice(appRoot.length).split('\\').join('/'), specifier),
  );
  const key = Object.keys(manifest).find(
    (candidate) => candidate === fromRoot || candidate.replace(/\.[cm]?[jt]sx?$/, '') === fromRoot,
  );
  if (!key) throw new Error(`${specifier} (importé par ${routerFile}) est absent du manifeste Vite.`);
  return key;
}

function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

function createSizer(distDir: string) {
  const cache = new Map<string, number>();
  return (file: string): number => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      cache.set(file, size);
    }
    return size;
  };
}

function jsChunks(manifest: Manifest, keys: Iterable<string>, sizeOf: (file: string) => number): ChunkSize[] {
  const files = new Set(
    [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js'))),
  );
  return [...files]
    .map((file) => ({ file, gzipBytes: sizeOf(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function totalKb(chunks: readonly ChunkSize[]): number {
  return Math.round((chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / KB) * 100) / 100;
}

const kb = (value: number) => `${value.toFixed(2)} KB`;

export function formatBundleBudgets(report: BundleBudgetReport): string {
  const rows = report.routes.map((route) => [
    route.route,
    kb(route.gzipKb),
    route.budgetKb === null ? '—' : kb(route.budgetKb),
    route.budgetKb === null ? `(${route.note})` : route.isWithinBudget ? 'OK' : 'DÉPASSÉ',
    route.onDemandChunks.length ? `+${kb(route.onDemandGzipKb)}` : '',
  ]);
  const table = formatTable(['Route', 'JS gzip', 'Budget', 'Verdict', 'À la demande'], rows, [
    'left',
    'right',
    'right',
    'left',
    'right',
  ]);
  const details = report.routes
    .map((route) => {
      const chunks = route.chunks
        .map((chunk) => `      ${chunk.file}  ${kb(chunk.gzipBytes / KB)}`)
        .join('\n');
      const later = route.onDemandChunks
        .map((chunk) => `      (à la demande) ${chunk.file}  ${kb(chunk.gzipBytes / KB)}`)
        .join('\n');
      return `  ${route.route}  ←  ${route.modules.join(', ')}\n${chunks}${later ? `\n${later}` : ''}`;
    })
    .join('\n');
  const others = formatTable(
    ['Module paresseux', 'Point d’entrée + module, gzip', `Au-delà de ${BUNDLE_BUDGETS_KB.journeyStep} Ko`],
    report.otherLazyModules.map((lazy) => [
      lazy.module,
      kb(lazy.gzipKb),
      lazy.gzipKb > BUNDLE_BUDGETS_KB.journeyStep ? 'oui' : '',
    ]),
    ['left', 'right', 'left'],
  );
  return [
    `Budgets JavaScript (gzip, chargement à froid) — ${report.distDir}`,
    `  Coque seule (point d’entrée) : ${kb(report.shell.gzipKb)}`,
    '',
    table,
    '',
    `Autres modules chargés à la demande (arbres de routes déclarés ailleurs, ou chargés au besoin ; le budget de ${BUNDLE_BUDGETS_KB.journeyStep} Ko vaut aussi pour les pages parmi eux) :`,
    others,
    '',
    'Détail par route :',
    details,
  ].join('\n');
}

function main(): void {
  let report: BundleBudgetReport;
  try {
    report = measureBundleBudgets();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
    return;
  }
  process.stdout.write(`${formatBundleBudgets(report)}\n`);
  if (!report.isWithinBudgets) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
