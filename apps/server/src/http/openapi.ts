import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI description of every route, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(
  app: FastifyInstance,
  { brandName }: { brandName: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `API ${brandName}`,
        description:
          'API de souscription électricité et gaz. Réponses au format { errors, notifications, data }.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
