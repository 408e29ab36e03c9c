import type { GraphQLFormattedError } from 'graphql';
import mercurius, { type MercuriusCommonOptions } from 'mercurius';

type ErrorFormatter = NonNullable<MercuriusCommonOptions['errorFormatter']>;

/**
 * The refusals of mercurius and graphql-js themselves (media type, syntax, unknown field, depth, mutation on a
 * read-only schema…), which speak English, in French with a stable code. The detail stays under
 * `extensions.detail` for the integrator; the domain's refusals, which carry their own code, pass unchanged.
 */
const REQUEST_REFUSALS: readonly [RegExp, string, string][] = [
  [
    /^Unsupported Media Type/i,
    'UNSUPPORTED_MEDIA_TYPE',
    'Le format du contenu envoyé n’est pas pris en charge.',
  ],
  [/^Syntax Error/, 'GRAPHQL_SYNTAX_ERROR', 'La requête GraphQL est mal écrite.'],
  [/exceeds the query depth limit/, 'GRAPHQL_TOO_DEEP', 'La requête GraphQL est trop imbriquée.'],
  [
    /^Schema is not configured to execute (mutation|subscription)/,
    'GRAPHQL_READ_ONLY',
    'Ce point GraphQL ne fait que des lectures.',
  ],
  [/^Cannot query field/, 'GRAPHQL_UNKNOWN_FIELD', 'La requête GraphQL demande un champ qui n’existe pas.'],
];
const INVALID_REQUEST = 'La requête GraphQL est invalide.';
const INTERNAL = 'Une erreur interne est survenue. Réessayez dans quelques instants.';

/** One error of a GraphQL answer, in French. */
export function frenchGraphqlError(error: GraphQLFormattedError): GraphQLFormattedError {
  if (typeof error.extensions?.code === 'string') return error;
  // An error thrown by a resolver without a code is a bug: its message may tell internals.
  if (error.path) return { message: INTERNAL, path: error.path, extensions: { code: 'INTERNAL_ERROR' } };
  const [, code, message] = REQUEST_REFUSALS.find(([pattern]) => pattern.test(error.message)) ?? [
    undefined,
    'GRAPHQL_INVALID',
    INVALID_REQUEST,
  ];
  return {
    message,
    ...(error.locations ? { locations: error.locations } : {}),
    extensions: { code, detail: error.message },
  };
}

/** Mercurius' default formatting (status codes, validation errors unfolded), then every error in French. */
export const frenchGraphqlErrorFormatter: ErrorFormatter = (execution, context) => {
  const { statusCode, response } = mercurius.defaultErrorFormatter(execution, context);
  return {
    statusCode,
    response: { ...response, errors: response.errors?.map((error) => frenchGraphqlError(error)) },
  };
};
