import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify's form: `/api/v3/command/:id`. */
  url: string;
  route: RouteOptions;
}

const catalogues = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route registered after this call (HEAD routes excepted: each is a twin of a GET route). */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  catalogues.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, route });
  });
}

/** The routes of an app built by `buildApp`, each method once: what OpenAPI and the access matrix walk. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes = catalogues.get(app);
  if (!routes) throw new Error('trackRoutes was not called on this app');
  return routes;
}
