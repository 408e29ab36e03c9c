import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { renderRobotsTxt, renderSitemapXml } from '@voltaire/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorEnvelope } from './envelope.js';
import { genericError } from './error-handler.js';
import { loadServerRenderer } from './server-rendering.js';
import type { ShellStylesheet } from './shell-stylesheet.js';

/** `/api` and `/graphql` with or without a path or a query, and everything under `/so-partner/`. */
const API_PATH = /^\/(?:(?:api|graphql)(?:[/?]|$)|so-partner\/)/;

/** Called twice on every request (security headers, then the cache policy): one regular expression, no allocation. */
export const isApiPath = (url: string): boolean => API_PATH.test(url);

const isSourceMap = (url: string) => (url.split('?')[0] ?? '').endsWith('.map');

/**
 * Serves the built single-page app: hashed assets cached for a year, `index.html` never cached,
 * public pages drawn by the server for their first paint (server-rendering.ts, when `serverRendering` and the
 * build allow), and every other page route answered with `index.html` so the client router can take it.
 * Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  publicUrl: string,
  {
    serverRendering = true,
    stylesheet,
  }: {
    serverRendering?: boolean;
    /** The web app's stylesheet as the CSP allows it (readShellStylesheet), inlined into drawn pages. */
    stylesheet?: ShellStylesheet | undefined;
  } = {},
): Promise<void> {
  // Built from the public origin, so they are served whether or not the web app is built.
  const crawlerFile = (type: string, body: string) => (_request: unknown, reply: FastifyReply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type(type).send(body);
  app.get(
    '/robots.txt',
    { schema: { hide: true } },
    crawlerFile('text/plain; charset=utf-8', renderRobotsTxt(publicUrl)),
  );
  app.get(
    '/sitemap.xml',
    { schema: { hide: true } },
    crawlerFile('application/xml; charset=utf-8', renderSitemapXml(publicUrl)),
  );

  const indexHtml = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexHtml !== undefined && existsSync(indexHtml);
  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: 'index.html',
      // dist/.vite/manifest.json is a build artefact for the budget script, not for the public.
      dotfiles: 'ignore',
      // Source maps are built (`sourcemap: 'hidden'`) to decode reported stacks, never served. `/` is a page
      // like the others (below): drawn by the server, or the shell.
      allowedPath: (pathName) => !isSourceMap(pathName) && pathName !== '/',
      cacheControl: false,
      setHeaders: (res, path) => {
        const isHashedAsset = path.includes(`${join(webDistDir, 'assets')}`);
        res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }
  const renderer =
    hasWebApp && webDistDir && serverRendering
      ? await loadServerRenderer(app, { webDistDir, publicUrl, stylesheet })
      : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !isSourceMap(request.url);
    if (wantsPage && hasWebApp) {
      if (renderer && (await renderer.send(request, reply))) return reply;
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.status(404).send(errorEnvelope([genericError(404)]));
  });
}
