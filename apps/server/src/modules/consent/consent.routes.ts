import { randomUUID } from 'node:crypto';
import { CONSENT_CATEGORY_IDS, CONSENT_MODES, ConsentCategoryValueSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { consentProofs } from './consent-proof.table.js';

const ConsentProofBodySchema = z
  .object({
    mode: z.enum(CONSENT_MODES),
    categories: z
      .partialRecord(z.enum(CONSENT_CATEGORY_IDS as [string, ...string[]]), ConsentCategoryValueSchema)
      .optional(),
    bannerVersion: z.number().int().min(1).max(1_000),
  })
  .strict();

export const consentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.post(
    '/api/node/v1/consent/record',
    {
      bodyLimit: 4_096,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['consent'],
        summary:
          'Preuve d’un choix de cookies (CNIL) : date, choix et version du bandeau, sans donnée personnelle',
        body: ConsentProofBodySchema,
        response: { 201: envelopeSchema(z.object({ id: z.uuid() })) },
      },
    },
    async ({ body }, reply) => {
      const id = randomUUID();
      await db.insert(consentProofs).values({
        id,
        mode: body.mode,
        categories: body.mode === 'custom' ? (body.categories ?? {}) : null,
        bannerVersion: body.bannerVersion,
        createdAt: clock.now(),
      });
      return reply.status(201).send(envelope({ id }));
    },
  );
};
