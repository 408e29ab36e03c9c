import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  type AccessClass,
  ROUTE_ACCESS,
  routeKey,
  SECURITY_BY_ACCESS,
  SECURITY_SCHEMES,
} from './route-access.js';
import { trackRoutes } from './route-catalogue.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'Requête invalide (paramètres, corps ou règle métier)' },
  401: { name: 'Unauthenticated', description: 'Connexion ou clé requise' },
  403: { name: 'Forbidden', description: 'Accès refusé à cet appelant' },
  404: { name: 'NotFound', description: 'Ressource introuvable, ou qui n’appartient pas à l’appelant' },
  409: { name: 'Conflict', description: 'Conflit avec l’état actuel de la ressource' },
  429: { name: 'TooManyRequests', description: 'Trop de requêtes' },
  500: { name: 'InternalError', description: 'Erreur interne (aucun détail n’est donné)' },
} as const;

const MUTATIONS = new Set(['post', 'put', 'patch', 'delete']);
const PROTECTED = new Set<AccessClass | undefined>([
  'customer',
  'contractHolder',
  'staff',
  'agentOrAdminOrInternal',
  'admin',
  'adminOrInternal',
  'internal',
  'apiKey',
]);

/** `get /api/v3/command/{id}` → `getApiV3CommandById`: unique and stable, since method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', ...param.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/** The types a schema can have, looking through `$ref`, `oneOf`, `anyOf` and `allOf`. */
function typesOf(schema: unknown, schemas: Json): Set<string> {
  if (!isObject(schema)) return new Set();
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (typeof schema.$ref === 'string') {
    return typesOf(schemas[schema.$ref.replace('#/components/schemas/', '')], schemas);
  }
  const variants = [schema.oneOf, schema.anyOf, schema.allOf].find(Array.isArray) ?? [];
  return new Set(variants.flatMap((variant) => [...typesOf(variant, schemas)]));
}

/** OpenAPI 3.0 ignores `nullable` without a `type` beside it (e.g. next to `$ref` or `oneOf`): add the type. */
function fixNullable(node: unknown, schemas: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => fixNullable(item, schemas));
  if (!isObject(node)) return node;
  const fixed: Json = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, fixNullable(value, schemas)]),
  );
  // zod's records with enum keys list the keys as required without describing them.
  if (Array.isArray(fixed.required) && isObject(fixed.additionalProperties)) {
    const properties = isObject(fixed.properties) ? fixed.properties : {};
    for (const key of fixed.required)
      if (typeof key === 'string') properties[key] ??= fixed.additionalProperties;
    fixed.properties = properties;
  }
  if (fixed.nullable !== true || 'type' in fixed) return fixed;
  const { nullable: _, ...rest } = fixed;
  const types = [...typesOf(rest, schemas)];
  if (types.length === 1 && !('$ref' in rest)) return { type: types[0], ...fixed };
  return { anyOf: [rest, { type: 'string', enum: [null], nullable: true }] };
}

function completeOperation(method: string, path: string, operation: Json): Json {
  const access = ROUTE_ACCESS[routeKey(method, path.replace(/\{([^}]+)\}/g, ':$1'))];
  const responses = { ...(isObject(operation.responses) ? operation.responses : {}) };
  const hasInput =
    Boolean(operation.requestBody) ||
    (Array.isArray(operation.parameters) && operation.parameters.length > 0);
  const statuses = (
    [
      [400, hasInput],
      [401, PROTECTED.has(access)],
      [403, PROTECTED.has(access)],
      [404, path.includes('{') || access === 'customer'],
      [409, MUTATIONS.has(method) && access !== 'public'],
      [429, true],
      [500, true],
    ] as const
  ).flatMap(([status, applies]) => (applies ? [status] : []));
  for (const status of statuses) {
    responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  return {
    operationId: operationIdOf(method, path),
    ...operation,
    // Without a row in ROUTE_ACCESS, no security: the OpenAPI and access-matrix tests then fail.
    ...(access ? { security: SECURITY_BY_ACCESS[access] } : {}),
    responses,
  };
}

/** Drops the schemas and security schemes that nothing refers to (e.g. input twins of output-only schemas). */
function withoutUnusedComponents(document: Json): Json {
  const components = document.components as Record<string, Json>;
  const { schemas = {}, securitySchemes = {} } = components;
  const { components: _, ...rest } = document;
  const usedSchemes = new Set(
    Object.values(rest.paths as Record<string, Record<string, { security?: Json[] }>>).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.security ?? []).flatMap(Object.keys)),
    ),
  );
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
  const reachable = new Set<string>();
  const pending = refsIn({ rest, responses: components.responses });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reachable.has(name)) continue;
    reachable.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reachable.has(name)));
  return {
    ...document,
    components: {
      ...components,
      schemas: kept,
      securitySchemes: Object.fromEntries(
        Object.entries(securitySchemes).filter(([name]) => usedSchemes.has(name)),
      ),
    },
  };
}

/** Completes the document for real tools: shared error responses, security, operation ids, servers. */
export function completeDocument(document: Json): Json {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const paths = isObject(document.paths) ? document.paths : {};
  const completedPaths = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(isObject(item) ? item : {}).map(([method, operation]) => [
          method,
          isObject(operation) ? completeOperation(method, path, operation) : operation,
        ]),
      ),
    ]),
  );
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };
  const completed = fixNullable(
    {
      ...document,
      // Relative to where the document is served: right for every environment.
      servers: [{ url: '/', description: 'Ce serveur' }],
      paths: completedPaths,
      components: {
        ...components,
        securitySchemes: SECURITY_SCHEMES,
        responses: Object.fromEntries(
          Object.values(ERROR_RESPONSES).map(({ name, description }) => [
            name,
            { description, content: errorContent },
          ]),
        ),
      },
    },
    schemas,
  ) as Json;
  return withoutUnusedComponents(completed);
}

const toComponents = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

/** OpenAPI description of every route, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(
  app: FastifyInstance,
  { brandName }: { brandName: string },
): Promise<void> {
  trackRoutes(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `API ${brandName}`,
        description:
          'API de souscription électricité et gaz. Réponses au format { errors, notifications, data }.',
        version: '0.1.0',
        license: { name: 'Propriétaire' },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id in zod's global registry (recursive ones included) become components.
    transformObject: (input) => completeDocument(toComponents(input) as unknown as Json) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
