import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The stylesheet link Vite writes into index.html. */
const LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

export interface ShellStylesheet {
  /** The `<link>` element of index.html. */
  link: string;
  /** The stylesheet's text, which a page drawn by the server carries in a `<style>` element instead. */
  text: string;
}

/**
 * The web app's one stylesheet (`cssCodeSplit: false`, ADR 0039), as index.html links it; undefined when the
 * web app is not built. A page drawn by the server inlines it, so that its first paint waits for no other request.
 */
export function readShellStylesheet(webDistDir: string | undefined): ShellStylesheet | undefined {
  const indexHtml = webDistDir && join(webDistDir, 'index.html');
  if (!webDistDir || !indexHtml || !existsSync(indexHtml)) return undefined;
  const [link, path] = LINK.exec(readFileSync(indexHtml, 'utf8')) ?? [];
  const file = path && join(webDistDir, path);
  if (!link || !file || !existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  if (/<\/style/i.test(text)) throw new Error(`${path} : « </style » ne peut pas être mis dans la page`);
  return { link, text };
}
