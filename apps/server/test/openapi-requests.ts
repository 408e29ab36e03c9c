import { expect } from 'vitest';

/** Just enough of OpenAPI 3.0 to build requests from the served document. */
export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface DocumentedOperation {
  method: string;
  /** OpenAPI form: `/api/v3/command/{id}`. */
  path: string;
  /** Fastify form: `/api/v3/command/:id`. */
  url: string;
  operation: Operation;
}

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{([^}]+)\}/g, ':$1'),
      operation,
    })),
  );
}

export const resolve = (document: OpenApiDocument, schema: Schema | undefined): Schema => {
  let current = schema ?? {};
  while (current.$ref) current = document.components.schemas[current.$ref.split('/').pop() as string] ?? {};
  return current;
};

const STRING_CANDIDATES = [
  'client@example.fr',
  '12345678901234',
  '75011',
  '1234',
  '123456',
  'BIENVENUE',
  'FR',
  'a',
  'A1',
];

/** Some string the pattern and lengths accept, when one of a few usual shapes fits. */
function sampleString(schema: Schema): string {
  const formats: Record<string, string> = {
    email: 'client@example.fr',
    date: '2027-01-15',
    'date-time': '2027-01-15T10:00:00.000Z',
    uuid: '00000000-0000-4000-8000-000000000000',
    uri: 'https://www.voltaire.fr/',
  };
  if (schema.format && formats[schema.format]) return formats[schema.format] as string;
  const min = schema.minLength ?? 1;
  const fits = (value: string) =>
    value.length >= min &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  return STRING_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(min, 1));
}

/** A minimal value the schema accepts, as far as a generic walk can tell (required properties only). */
export function sampleOf(document: OpenApiDocument, schema: Schema | undefined, depth = 0): unknown {
  const resolved = resolve(document, schema);
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum) return resolved.enum.find((value) => value !== null) ?? null;
  if (depth > 8) return null;
  if (resolved.allOf) {
    return Object.assign({}, ...resolved.allOf.map((part) => sampleOf(document, part, depth + 1)));
  }
  const variant = resolved.oneOf?.[0] ?? resolved.anyOf?.[0];
  if (variant) return sampleOf(document, variant, depth + 1);
  switch (resolved.type) {
    case 'string':
      return sampleString(resolved);
    case 'integer':
    case 'number':
      return Math.max(resolved.minimum ?? 1, Math.min(resolved.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: resolved.minItems ?? 0 }, () =>
        sampleOf(document, resolved.items, depth + 1),
      );
    default:
      return Object.fromEntries(
        (resolved.required ?? []).map((name) => [
          name,
          sampleOf(document, resolved.properties?.[name], depth + 1),
        ]),
      );
  }
}

export const jsonBodySchema = (operation: Operation): Schema | undefined =>
  operation.requestBody?.content['application/json']?.schema;

/** Path with its parameters filled in (URL-encoded). */
export const fillPath = (url: string, params: Record<string, string>): string =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));

type ErrorBody = {
  errors?: { code?: unknown; message?: unknown; extensions?: { code?: unknown } }[];
  notifications?: unknown;
  data?: unknown;
};

/**
 * SPEC §3: the envelope of every error, `{ errors: [{ code, message }], notifications, data }`, with French
 * messages rather than a framework's English. GraphQL answers in its own format, the code in `extensions`.
 */
export function expectFrenchErrorEnvelope(body: string, context: string, graphql = false): void {
  let parsed: ErrorBody;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${context}: not JSON: ${body.slice(0, 200)}`);
  }
  if (!graphql) expect(parsed, context).toMatchObject({ notifications: expect.any(Array), data: null });
  expect(parsed.errors?.length, context).toBeGreaterThan(0);
  for (const error of parsed.errors ?? []) {
    const code = graphql ? error.extensions?.code : error.code;
    expect(code, context).toEqual(expect.stringMatching(/^[A-Z][A-Z0-9_]*$/));
    expect(isFrench(error.message), `${context}: ${String(error.message)}`).toBe(true);
  }
}

/** Non-empty, and not one of the English messages of Fastify, zod or ajv. */
export function isFrench(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  return !/\b(must|should|not found|required|expected|invalid input|unexpected|body|querystring|Route \w+:)\b/i.test(
    message,
  );
}
