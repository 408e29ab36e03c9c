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
 * The web app's one stylesheet (`cssCodeSplit: false`, ADR 0039), as index.html links it. A page drawn by the server
 * inlines it, so that its first paint waits for no other request. Undefined when the web app is not built, or when
 * the text could not sit in a `<style>` element (it would close it): pages then keep the link.
 */
export function readShellStylesheet(webDistDir: string | undefined): ShellStylesheet | undefined {
  const indexHtml = webDistDir && join(webDistDir, 'index.html');
  if (!webDistDir || !indexHtml || !existsSync(indexHtml)) return undefined;
  const [link, path] = LINK.exec(readFileSync(indexHtml, 'utf8')) ?? [];
  const file = path && join(webDistDir, path);
  if (!link || !file || !existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  return /<\/style/i.test(text) ? undefined : { link, text };
}
