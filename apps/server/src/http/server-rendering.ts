import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { canonicalUrl, describePage, PUBLIC_PAGES, readPreferencesCookie } from '@voltaire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { loadPageDocument, type PageDocument } from './page-document.js';
import type { ShellStylesheet } from './shell-stylesheet.js';

/** What the loaders' calls reach while a page renders (apps/web/src/app/render-scope.ts). */
interface RenderScope {
  fetch: typeof fetch;
  recordModule(id: string): void;
}

/** The server-rendering entry (apps/web/src/entry-server.tsx), as built into `dist-ssr/entry-server.js`. */
interface ServerEntry {
  setRenderScope(resolve: () => RenderScope | undefined): void;
  render(
    request: Request,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser'; status: number }
    | { kind: 'page'; status: number; html: string; title: string | undefined; hydration: unknown }
  >;
}

/** Shared by every app of the process: the entry module is loaded once, each render runs in its own scope. */
const scopes = new AsyncLocalStorage<RenderScope>();
const entries = new Map<string, Promise<ServerEntry>>();

function loadEntry(file: string): Promise<ServerEntry> {
  let entry = entries.get(file);
  if (!entry) {
    entry = (import(pathToFileURL(file).href) as Promise<ServerEntry>).then((loaded) => {
      loaded.setRenderScope(() => scopes.getStore());
      return loaded;
    });
    entries.set(file, entry);
  }
  return entry;
}

/**
 * The pages drawn on the server for their first paint: the public pages of the sitemap, the pages of a job
 * offer and of an offer's terms, and the pages of the visitor's own order, read with their session cookie and
 * never cached: each step of the journey, its signing page and its thank-you page. Not the journey's start
 * (`/souscription` opens an order), nor any page behind a login or a personal link.
 */
const RENDERED_PATHS = new Set(
  PUBLIC_PAGES.map(({ path }) => path).filter((path) => path !== '/souscription'),
);
/** The pages of the visitor's own order: the journey's steps, the signing page and the thank-you page. */
const ORDER_PAGES = [
  /^\/souscription\/[^/]+\/(?:logement|point-de-livraison|offre|titulaire|paiement|recapitulatif|confirmation)$/,
  /^\/signature\/(?!lien$)[^/]+$/,
];
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const isOrderPage = (path: string) => ORDER_PAGES.some((pattern) => pattern.test(withoutTrailingSlash(path)));
const RENDERED_PATTERNS = [
  /^\/recrutement\/[^/]+$/,
  /^\/conditions-generales-de-vente\/[^/]+$/,
  ...ORDER_PAGES,
];

export function isServerRenderedPath(path: string): boolean {
  const normalised = withoutTrailingSlash(path);
  return RENDERED_PATHS.has(normalised) || RENDERED_PATTERNS.some((pattern) => pattern.test(normalised));
}

export interface ServerRenderer {
  /** Sends the page drawn by the server; false when the page is better left to the browser (sent nothing). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/**
 * Loads the server-rendering build (`<web>/dist-ssr`, built by `npm run build`) next to the browser build;
 * undefined when it is missing or incomplete (pages are then rendered by the browser alone).
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  {
    webDistDir,
    publicUrl,
    stylesheet,
  }: { webDistDir: string; publicUrl: string; stylesheet: ShellStylesheet | undefined },
): Promise<ServerRenderer | undefined> {
  const entryFile = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'server rendering not built: public pages are rendered by the browser');
    return undefined;
  }
  let document: PageDocument;
  let entry: ServerEntry;
  try {
    document = loadPageDocument(webDistDir, stylesheet);
    entry = await loadEntry(entryFile);
  } catch (error) {
    app.log.error({ err: error }, 'server rendering unavailable: public pages are rendered by the browser');
    return undefined;
  }
  const origin = new URL(publicUrl).origin;

  return {
    async send(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      if (!isServerRenderedPath(path)) return false;
      const cookies = new CookieJar(request.headers.cookie);
      const modules = new Set<string>();
      const scope: RenderScope = {
        fetch: inProcessFetch(app, request, cookies),
        recordModule: (id) => modules.add(id),
      };
      let result: Awaited<ReturnType<ServerEntry['render']>>;
      try {
        const pageRequest = new Request(new URL(request.url, origin), {
          headers: request.headers.cookie ? { Cookie: request.headers.cookie } : {},
        });
        result = await scopes.run(scope, () => entry.render(pageRequest));
      } catch (error) {
        // The browser renders the page as it did before server rendering: a failure here costs the first paint only.
        request.log.error({ err: error }, 'server rendering failed: the page is left to the browser');
        return false;
      }
      for (const cookie of cookies.setCookies) reply.header('set-cookie', cookie);
      if (result.kind === 'redirect') {
        reply.redirect(result.location, result.status);
        return true;
      }
      if (result.kind === 'browser') {
        reply.status(result.status);
        return false;
      }
      reply
        .status(result.status)
        // An order's page holds the visitor's answers: kept by no cache, the browser's included.
        .header('Cache-Control', isOrderPage(path) ? 'no-store' : 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(
          document.render({
            html: result.html,
            title: result.title,
            description: describePage(path),
            canonicalUrl: canonicalUrl(origin, path),
            hydration: result.hydration,
            modules: [...modules],
            reduceMotion: readPreferencesCookie(request.headers.cookie ?? '').reduceMotion === true,
          }),
        );
      return true;
    },
  };
}

/** The page request's cookies, plus those the API set while the page rendered (a new session, say). */
class CookieJar {
  readonly setCookies: string[] = [];
  private readonly values = new Map<string, string>();

  constructor(header: string | undefined) {
    for (const pair of (header ?? '').split(';')) this.remember(pair);
  }

  private remember(pair: string) {
    const separator = pair.indexOf('=');
    if (separator > 0) this.values.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }

  header(): string | undefined {
    return this.values.size > 0
      ? [...this.values].map(([name, value]) => `${name}=${value}`).join('; ')
      : undefined;
  }

  receive(setCookie: string | string[] | undefined) {
    for (const cookie of [setCookie ?? []].flat()) {
      this.setCookies.push(cookie);
      this.remember(cookie.split(';')[0] ?? '');
    }
  }
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The loaders' `fetch` on the server: the request goes through this app's own routes in process
 * (`app.inject`, no socket), with the visitor's cookies and address, so that it is validated, authorised and
 * answered exactly as the browser's own call would be.
 */
function inProcessFetch(app: FastifyInstance, page: FastifyRequest, cookies: CookieJar): typeof fetch {
  return async (input, init = {}) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!target.startsWith('/') || target.startsWith('//')) {
      throw new Error(`Rendu serveur : seul un chemin de ce site est appelé, pas ${target}`);
    }
    const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers));
    const cookie = cookies.header();
    if (cookie) headers.cookie = cookie;
    const userAgent = page.headers['user-agent'];
    if (userAgent) headers['user-agent'] = userAgent;
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new Error('Rendu serveur : seul un corps JSON est transmis');
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: target,
      headers,
      remoteAddress: page.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    cookies.receive(response.headers['set-cookie']);
    const contentType = response.headers['content-type'];
    return new Response(NULL_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
