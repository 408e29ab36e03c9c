import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShellStylesheet } from './shell-stylesheet.js';

/** One chunk of the browser build's manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a server render gives the page around the markup of `#root`. */
export interface PageParts {
  /** The markup of `#root`. */
  html: string;
  title: string | undefined;
  description: string;
  canonicalUrl: string;
  /** The hydration state, serialised into a JSON data block (never run as a script: the CSP allows none). */
  hydration: unknown;
  /** The source modules the page loaded (`src/features/…`, as the manifest names them). */
  modules: string[];
  /** « Réduire les animations » (« Mes préférences »), applied from the first paint. */
  reduceMotion: boolean;
}

export interface PageDocument {
  /** The built `index.html`, with the page, its `<head>`, its styles inline and the links to its chunks. */
  render(parts: PageParts): string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';
const HTML = '<html lang="fr">';
/** The data block after `#root`, which the browser's start-up reads (apps/web/src/main.tsx). */
const HYDRATION_ID = 'voltaire-hydration';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script type="application/json">`: no `</script>`, no `<!--`, no line separators. */
export const jsonDataBlock = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Reads the browser build once: its `index.html` (the document every page shares), where `stylesheet` (read once
 * at start-up, the text the CSP allows) goes inline, and its manifest (which chunks each source module needs).
 * Throws when the build lacks what a server render fills in.
 */
export function loadPageDocument(webDistDir: string, stylesheet: ShellStylesheet | undefined): PageDocument {
  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  for (const [name, marker] of [
    ['title', TITLE],
    ['description', DESCRIPTION],
    ['root', ROOT],
    ['html', HTML],
  ] as const) {
    const found = typeof marker === 'string' ? template.includes(marker) : marker.test(template);
    if (!found) throw new Error(`index.html : élément « ${name} » introuvable pour le rendu serveur`);
  }
  // A chunk with styles of its own would be unstyled in a drawn page: only the one stylesheet is inlined.
  const splitStyles = Object.values(manifest).find((chunk) => chunk.css?.length);
  if (splitStyles)
    throw new Error(`${splitStyles.file} : styles à part, la compilation doit garder cssCodeSplit: false`);
  const page = stylesheet
    ? template.replace(stylesheet.link, () => `<style>${stylesheet.text}</style>`)
    : template;
  // What index.html already loads: the entry chunk and everything it imports statically.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const alreadyLoaded = entryKey ? scriptsOf(manifest, [entryKey]) : [];

  return {
    render({ html, title, description, canonicalUrl, hydration, modules, reduceMotion }) {
      const links = [
        `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
        // The page is painted whole: a frame with half its markup parsed would move what follows (the footer
        // grows from the bottom of the screen). Its styles are inline, so nothing else holds the first paint back.
        `<link rel="expect" href="#${HYDRATION_ID}" blocking="render" />`,
        ...scriptsOf(
          manifest,
          modules.filter((key) => key in manifest),
        )
          .filter((file) => !alreadyLoaded.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
      ];
      return (
        page
          // The attribute the browser's start-up sets from the same cookie (apps/web/src/app/display-preferences.ts).
          .replace(HTML, () => (reduceMotion ? '<html lang="fr" data-reduce-motion>' : HTML))
          .replace(TITLE, () =>
            title ? `<title>${escapeHtml(title)}</title>` : (template.match(TITLE)?.[0] ?? ''),
          )
          .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`)
          .replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`)
          .replace(
            ROOT,
            () =>
              `<div id="root">${html}</div>\n    <script type="application/json" id="${HYDRATION_ID}">${jsonDataBlock(hydration)}</script>`,
          )
      );
    },
  };
}

/** The JavaScript files of some modules and of everything they import statically, in load order. */
function scriptsOf(manifest: Manifest, keys: string[]): string[] {
  const scripts: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
  };
  for (const key of keys) visit(key);
  return scripts;
}
