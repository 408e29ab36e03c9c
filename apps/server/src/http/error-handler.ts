import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isCausedByDatabaseFault } from '../db/database-fault.js';
import { type ApiError, BusinessError, businessErrorBody, errorEnvelope } from './envelope.js';

const MESSAGES_BY_STATUS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'La requête est invalide.' },
  401: { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté pour accéder à cette ressource.' },
  403: { code: 'FORBIDDEN', message: 'Vous n’avez pas accès à cette ressource.' },
  404: { code: 'NOT_FOUND', message: 'Ressource introuvable.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Méthode non autorisée.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'La requête a mis trop de temps à arriver.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Le contenu envoyé est trop volumineux.' },
  414: { code: 'URI_TOO_LONG', message: 'L’adresse demandée est trop longue.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Le format du contenu envoyé n’est pas pris en charge.' },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Trop de requêtes. Réessayez dans quelques instants.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'Les en-têtes de la requête sont trop volumineux.' },
  500: { code: 'INTERNAL_ERROR', message: 'Une erreur interne est survenue. Réessayez plus tard.' },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'Le service est momentanément indisponible.' },
};

export function genericError(statusCode: number): ApiError {
  return MESSAGES_BY_STATUS[statusCode] ?? (MESSAGES_BY_STATUS[statusCode >= 500 ? 500 : 400] as ApiError);
}

/** Fastify's own refusals that say more than their status. */
const MESSAGES_BY_FASTIFY_CODE: Record<string, ApiError> = {
  FST_ERR_BAD_URL: { code: 'BAD_URL', message: 'L’adresse demandée est invalide.' },
};

/** A framework error in French: never its own English message, which may echo the request. */
export function frameworkError(statusCode: number, fastifyCode?: string): ApiError {
  return (fastifyCode && MESSAGES_BY_FASTIFY_CODE[fastifyCode]) || genericError(statusCode);
}

/** One error handler for the whole API: stable codes, French messages, nothing internal in a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(error.statusCode).send(businessErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        code: 'VALIDATION_ERROR',
        message: issue.message,
        field:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
      }));
      return reply.status(400).send(errorEnvelope(errors));
    }
    const statusCode = isCausedByDatabaseFault(error)
      ? 503
      : error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'unhandled error');
    } else {
      request.log.info({ code: error.code, statusCode }, 'request refused');
    }
    return reply.status(statusCode).send(errorEnvelope([frameworkError(statusCode, error.code)]));
  });
}
