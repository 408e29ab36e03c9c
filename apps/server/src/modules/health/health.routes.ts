import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readiness } from './readiness.js';

const HealthSchema = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.addHook('onReady', async () => readiness.start());
  app.addHook('onClose', async () => readiness.stop());
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'État du service et de sa base de données',
        description:
          'Sans paramètre, l’état tenu à jour en arrière-plan (une requête à la base par seconde, pas une par appel) : pour les répartiteurs de charge. `deep=1` interroge la base à l’instant : pour les orchestrateurs.',
        querystring: z.object({
          deep: z.enum(['0', '1']).optional().describe('1 : interroger la base maintenant'),
        }),
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      const up = request.query.deep === '1' ? await readiness.check() : await readiness.isUp();
      if (up) return { status: 'ok' as const, db: 'up' as const };
      return reply.status(503).send({ status: 'degraded', db: 'down' });
    },
  );
};
