import type { FastifyInstance } from 'fastify';

type Stops = ReadonlyArray<(() => Promise<void>) | undefined>;

/**
 * Starts background jobs once the app is ready and stops them (waiting for a run in progress) when it closes.
 * `start` returns the jobs' stop functions, e.g. from `runEvery`.
 */
export function runWhileOpen(app: FastifyInstance, start: () => Stops | Promise<Stops>): void {
  let stops: Stops = [];
  app.addHook('onReady', async () => {
    stops = await start();
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop?.()));
  });
}

/** A job's failure, logged; the next run goes on. */
export const logJobFailure = (app: FastifyInstance, what: string) => (error: unknown) =>
  app.log.error({ err: error }, `${what} failed`);
