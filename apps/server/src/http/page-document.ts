import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
}

export interface PageDocument {
  /** The built `index.html`, with the page, its `<head>` and the links to its chunks and styles. */
  render(parts: PageParts): string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script type="application/json">`: no `</script>`, no `<!--`, no line separators. */
export const jsonDataBlock = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Reads the browser build once: its `index.html` (the document every page shares) and its manifest (which
 * chunks and styles each source module needs). Throws when the build lacks what a server render fills in.
 */
export function loadPageDocument(webDistDir: string): PageDocument {
  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  for (const [name, marker] of [
    ['title', TITLE],
    ['description', DESCRIPTION],
    ['root', ROOT],
  ] as const) {
    const found = typeof marker === 'string' ? template.includes(marker) : marker.test(template);
    if (!found) throw new Error(`index.html : élément « ${name} » introuvable pour le rendu serveur`);
  }
  // What index.html already loads: the entry chunk and everything it imports statically.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const alreadyLoaded = entryKey ? closure(manifest, [entryKey]) : { scripts: [], styles: [] };

  return {
    render({ html, title, description, canonicalUrl, hydration, modules }) {
      const { scripts, styles } = closure(
        manifest,
        modules.filter((key) => key in manifest),
      );
      const links = [
        `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
        ...styles
          .filter((file) => !alreadyLoaded.styles.includes(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
        ...scripts
          .filter((file) => !alreadyLoaded.scripts.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
      ];
      return template
        .replace(TITLE, () =>
          title ? `<title>${escapeHtml(title)}</title>` : (template.match(TITLE)?.[0] ?? ''),
        )
        .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`)
        .replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`)
        .replace(
          ROOT,
          () =>
            `<div id="root">${html}</div>\n    <script type="application/json" id="voltaire-hydration">${jsonDataBlock(hydration)}</script>`,
        );
    },
  };
}

/** The JavaScript and CSS files of some modules and of everything they import statically, in load order. */
function closure(manifest: Manifest, keys: string[]): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}
