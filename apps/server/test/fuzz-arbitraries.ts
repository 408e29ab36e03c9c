import fc from 'fast-check';
import { type AccessClass, ROUTE_ACCESS, routeKey } from '../src/http/route-access.js';
import {
  type DocumentedOperation,
  jsonBodySchema,
  type OpenApiDocument,
  resolve,
  type Schema,
  sampleOf,
} from './openapi-requests.js';

/** Text that has broken servers before: NUL bytes, lone surrogates, overlong or odd Unicode, injections. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202eéèà',
    '💥🇫🇷',
    'e\u0301',
    '%00',
    '%C0%AF',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
    '${7*7}',
    'null',
    '-1',
    '1e309',
    'NaN',
  ),
  fc.constantFrom(1_000, 70_000).map((length) => 'é'.repeat(length)),
);

const deeplyNested = fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
});

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  deeplyNested,
  fc.dictionary(nastyString, nastyString, { maxKeys: 5 }),
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  deeplyNested,
);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  let shaped: fc.Arbitrary<string> = fc.constant(
    sampleOf({ paths: {}, components: { schemas: {} } }, schema) as string,
  );
  if (schema.pattern) {
    try {
      shaped = fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot generate from: the fixed sample.
    }
  }
  const spoiled = fc
    .tuple(shaped, fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\ufeff', '💥'), fc.nat())
    .map(
      ([text, bad, at]) => text.slice(0, at % (text.length + 1)) + bad + text.slice(at % (text.length + 1)),
    );
  return fc.oneof(
    { arbitrary: shaped, weight: 3 },
    { arbitrary: spoiled, weight: 2 },
    { arbitrary: nastyString, weight: 2 },
  );
}

/** Values shaped by the schema, one time in ten something else at any level; order ids mostly the customer's. */
export function valueFor(
  document: OpenApiDocument,
  schema: Schema | undefined,
  orderId: string,
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  const resolved = resolve(document, schema);
  if (depth > 5) return wrongValue;
  if (/^(orderId|id)$/.test(name)) {
    return fc.oneof(
      { arbitrary: fc.constant(orderId), weight: 3 },
      { arbitrary: stringFor(resolved), weight: 1 },
    );
  }
  let right: fc.Arbitrary<unknown>;
  const variants = resolved.oneOf ?? resolved.anyOf ?? resolved.allOf;
  if (resolved.enum?.length) right = fc.constantFrom(...resolved.enum);
  else if (variants?.length)
    right = fc.oneof(...variants.map((variant) => valueFor(document, variant, orderId, depth + 1)));
  else if (resolved.type === 'string') right = stringFor(resolved);
  else if (resolved.type === 'integer') right = fc.integer({ min: -10, max: 100_000 });
  else if (resolved.type === 'number') right = fc.double({ noNaN: true });
  else if (resolved.type === 'boolean') right = fc.boolean();
  else if (resolved.type === 'array') {
    right = fc.array(valueFor(document, resolved.items, orderId, depth + 1), { maxLength: 4 });
  } else if (resolved.properties) {
    const properties = Object.fromEntries(
      Object.entries(resolved.properties).map(([name, property]) => [
        name,
        valueFor(document, property, orderId, depth + 1, name),
      ]),
    );
    right = fc.record(properties, {
      requiredKeys: (resolved.required ?? []).filter((name) => name in properties),
    });
  } else right = anyJson;
  return fc.oneof({ arbitrary: right, weight: 9 }, { arbitrary: wrongValue, weight: 1 });
}

const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

/** Malformed percent-encoding (Fastify's FST_ERR_BAD_URL) and over-long URLs. */
const MALFORMED_URL_PIECES = ['%', '%ZZ', '%C0%AF', '%ED%A0%80', '%FF'];

/**
 * Input kinds that fail today on every route, fixed on another branch (issue 12, « every framework error in
 * the envelope »): left out of the generated requests while listed. Empty it once the fixes are merged.
 */
export const KNOWN_FAILING_INPUTS: Readonly<Record<string, string>> = {
  malformedUrl:
    'issue 12 §4: a URL with malformed percent-encoding gets Fastify’s English FST_ERR_BAD_URL body, which echoes the URL',
  overlongPathParameter:
    'issue 12 §4: a path parameter over 100 characters gets Fastify’s English 414 FST_ERR_MAX_PARAM_LENGTH body',
};

/** Counting mode (`FUZZ_SURVEY=1`, the bench) leaves nothing out. */
const leftOut = (kind: string): boolean =>
  KNOWN_FAILING_INPUTS[kind] !== undefined && process.env.FUZZ_SURVEY !== '1';

/** A path segment or query value as sent on the wire: encoded, or raw and odd. */
const rawUrlPiece: fc.Arbitrary<string> = fc.oneof(
  nastyString.map(encode),
  fc.constantFrom('%00', '..%2F..%2F', ';', '%2e%2e', '%20', '+', '%F0%9F%92%A5'),
  ...(leftOut('malformedUrl') ? [] : [fc.constantFrom(...MALFORMED_URL_PIECES)]),
);

const headerValue = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'idempotency-key',
    'x-internal-key',
    'x-api-key',
    'user-agent',
    'cookie',
  ),
  headerValue,
  { maxKeys: 3 },
);

const identityFor = (access: AccessClass | undefined): FuzzRequest['identity'] => {
  if (access === 'internal') return 'internal';
  if (
    access === 'admin' ||
    access === 'adminOrInternal' ||
    access === 'staff' ||
    access === 'agentOrAdmin' ||
    access === 'agentOrAdminOrInternal'
  ) {
    return 'admin';
  }
  return access === 'public' ? 'anonymous' : 'customer';
};

export interface FuzzRequest {
  identity: 'anonymous' | 'customer' | 'admin' | 'internal';
  url: string;
  headers: Record<string, string>;
  body?: { kind: 'json'; value: unknown } | { kind: 'text'; text: string; contentType: string };
}

const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  '\u0000',
  '{"__proto__":{"x":1}}',
);

/** Every part of a request to one operation: identity, path parameters, query, headers, body. */
export function requestFor(
  document: OpenApiDocument,
  { method, url, operation }: DocumentedOperation,
  orderId: string,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameter = (name: string, schema?: Schema) =>
    fc
      .oneof(
        {
          arbitrary: fc
            .constant(/^(id|orderId)$/.test(name) ? orderId : String(sampleOf(document, schema)))
            .map(encode),
          weight: 2,
        },
        { arbitrary: rawUrlPiece, weight: 3 },
      )
      .filter((value) => !leftOut('overlongPathParameter') || value.length <= 100);
  const path = fc
    .tuple(
      ...parameters
        .filter((p) => p.in === 'path')
        .map((p) => pathParameter(p.name, p.schema).map((v) => [p.name, v] as const)),
    )
    .map((pairs) => {
      const values = Object.fromEntries(pairs);
      return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? 'x');
    });
  const queryPairs = fc.tuple(
    ...parameters
      .filter((p) => p.in === 'query')
      .map((p) =>
        fc.option(
          fc
            .oneof(
              valueFor(document, p.schema, orderId, 0, p.name).map((value) => encode(String(value))),
              rawUrlPiece,
            )
            .map((v) => `${p.name}=${v}`),
          { freq: 3 },
        ),
      ),
    fc.option(fc.tuple(rawUrlPiece, rawUrlPiece).map(([key, value]) => `${key}=${value}`)),
  );
  const query = queryPairs.map((pairs) => pairs.filter((pair) => pair !== null).join('&'));
  const bodySchema = jsonBodySchema(operation);
  const mayHaveBody = method !== 'GET' && method !== 'DELETE';
  const body: fc.Arbitrary<FuzzRequest['body']> = bodySchema
    ? fc.oneof(
        {
          arbitrary: valueFor(document, bodySchema, orderId).map((value) => ({
            kind: 'json' as const,
            value,
          })),
          weight: 6,
        },
        { arbitrary: anyJson.map((value) => ({ kind: 'json' as const, value })), weight: 2 },
        {
          arbitrary: fc
            .oneof(brokenJson, nastyString)
            .map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(
              nastyString,
              fc.constantFrom(
                'text/plain',
                'application/xml',
                'multipart/form-data',
                'application/x-www-form-urlencoded',
                'application/json; charset=latin1',
              ),
            )
            .map(([text, contentType]) => ({ kind: 'text' as const, text, contentType })),
          weight: 1,
        },
      )
    : mayHaveBody
      ? fc.option(
          anyJson.map((value) => ({ kind: 'json' as const, value })),
          { freq: 4, nil: undefined },
        )
      : fc.constant(undefined);
  return fc.record({
    // Mostly the identity the route is for, so that its handler is reached.
    identity: fc.oneof(
      { arbitrary: fc.constant(identityFor(ROUTE_ACCESS[routeKey(method, url)])), weight: 3 },
      { arbitrary: fc.constantFrom('anonymous', 'customer', 'admin', 'internal'), weight: 1 },
    ),
    url: fc.tuple(path, query).map(([p, q]) => (q ? `${p}?${q}` : p)),
    headers: extraHeaders,
    body,
  });
}

const deepObject = (depth: number): unknown => {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** A schema-shaped value with every property, each free text spoiled and each free JSON value deep. */
function spoiledSample(
  document: OpenApiDocument,
  schema: Schema | undefined,
  spoil: (text: string) => string,
  orderId: string,
  name = '',
  depth = 0,
): unknown {
  const resolved = resolve(document, schema);
  if (/^(orderId|id)$/.test(name)) return orderId;
  if (resolved.enum || resolved.default !== undefined || depth > 8) return sampleOf(document, resolved);
  const variant = resolved.oneOf?.[0] ?? resolved.anyOf?.[0] ?? resolved.allOf?.[0];
  if (variant) return spoiledSample(document, variant, spoil, orderId, name, depth + 1);
  if (resolved.type === 'string') return spoil(sampleOf(document, resolved) as string);
  if (resolved.type === 'array')
    return [spoiledSample(document, resolved.items, spoil, orderId, '', depth + 1)];
  if (resolved.type && resolved.type !== 'object') return sampleOf(document, resolved);
  if (!resolved.properties) return { [spoil('clé')]: deepObject(1_000) };
  return Object.fromEntries(
    Object.entries(resolved.properties).map(([key, property]) => [
      key,
      spoiledSample(document, property, spoil, orderId, key, depth + 1),
    ]),
  );
}

/**
 * Requests every operation gets first, whatever the seed: its parameters and body with every text field
 * holding a NUL byte, then a lone surrogate, and free JSON nested 1,000 deep, from the identity it is for.
 */
export function nastyExamples(
  document: OpenApiDocument,
  { method, url, operation }: DocumentedOperation,
  orderId: string,
): FuzzRequest[] {
  const bodySchema = jsonBodySchema(operation);
  return [
    (text: string) => `${text}\u0000`,
    (text: string) => `${text.slice(0, 1)}\ud800${text.slice(1)}`,
  ].map((spoil) => {
    const values = (where: string) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === where)
        .map((parameter) => [
          parameter.name,
          encode(String(spoiledSample(document, parameter.schema, spoil, orderId, parameter.name))),
        ]);
    const path = Object.fromEntries(values('path'));
    const query = values('query')
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    const filled = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => path[name] ?? 'x');
    return {
      identity: identityFor(ROUTE_ACCESS[routeKey(method, url)]),
      url: query ? `${filled}?${query}` : filled,
      headers: { 'idempotency-key': spoil('clé') },
      ...(bodySchema
        ? { body: { kind: 'json' as const, value: spoiledSample(document, bodySchema, spoil, orderId) } }
        : {}),
    };
  });
}
