import type { FastifyRequest } from 'fastify';

/**
 * Authorisation as a route's `onRequest` hook: it runs before the body is read or validated, so an
 * anonymous caller learns nothing about the schema. The handler reads who was found with `callerOf`.
 */
export function authorizeFirst<Caller>(authorize: (request: FastifyRequest) => Promise<Caller>) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      callers.set(request, await authorize(request));
    },
    callerOf(request: FastifyRequest): Caller {
      if (!callers.has(request)) throw new Error('route registered without its authorisation hook');
      return callers.get(request) as Caller;
    },
  };
}
