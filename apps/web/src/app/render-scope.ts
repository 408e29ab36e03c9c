/*
 * Part of the shell: no import here. The one seam between the screens and a server that renders them (ADR 0031).
 */

/**
 * The page request a server is rendering: the loaders' HTTP calls go to `fetch` (the server's own routes,
 * in process, with the visitor's cookies), and `recordModule` hears which source modules the page loaded (so the
 * server can link their chunks and styles). In the browser there is none.
 */
export interface RenderScope {
  fetch: typeof fetch;
  recordModule(id: string): void;
}

let currentScope: () => RenderScope | undefined = () => undefined;

/** Installed once by the server that loads entry-server.tsx; it answers with the request being rendered. */
export function setRenderScope(resolve: () => RenderScope | undefined): void {
  currentScope = resolve;
}

/** The fetch of a client made without one: the browser's, or the server's while it renders a page. */
export const ambientFetch: typeof fetch = (input, init) =>
  (currentScope()?.fetch ?? globalThis.fetch)(input, init);

/** Called by the code that the server-rendering build wraps around each `import()` (vite.config.ts). */
export function recordRenderedModule<T>(id: string, loading: Promise<T>): Promise<T> {
  currentScope()?.recordModule(id);
  return loading;
}
