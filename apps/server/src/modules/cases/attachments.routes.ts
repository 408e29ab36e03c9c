import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MESSAGES } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope, errorEnvelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { AttachmentsService, StoredUpload } from './attachments.service.js';

export interface AttachmentsRoutesOptions {
  attachments: AttachmentsService;
  rateLimits: RateLimitService;
  uploadsPerHour: number;
}

/** The multipart parser's own refusals, in French; anything else it throws is an unreadable body. */
function multipartRefusal(error: unknown): BusinessError {
  if (error instanceof BusinessError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new BusinessError('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.UPLOAD_TOO_LARGE, 413);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BusinessError('UPLOAD_TOO_MANY', UPLOAD_MESSAGES.UPLOAD_TOO_MANY, 413);
    case 'FST_FIELDS_LIMIT':
      return new BusinessError(
        'UPLOAD_FIELDS_REFUSED',
        'Seuls des fichiers sont attendus (champ « file »).',
        400,
      );
    default:
      return new BusinessError('UPLOAD_UNREADABLE', 'Le fichier envoyé est illisible. Réessayez.', 400);
  }
}

/**
 * attachment post: files for a case (or an order), checked by size while they arrive and by their real
 * content type once arrived, scanned, stored outside the web root. The answer holds their ids, which the
 * case then claims; nothing uploaded is ever served back to the public.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<AttachmentsRoutesOptions> = async (
  app,
  { attachments, rateLimits, uploadsPerHour },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      parts: UPLOAD_MAX_FILES,
      fields: 0,
      fieldNameSize: 100,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/v2/attachment/post',
    {
      onRequest: limitPerClientAddress({
        rateLimits,
        name: 'attachment',
        limit: uploadsPerHour,
        windowMs: 3_600_000,
        refusal: errorEnvelope([
          {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de fichiers envoyés depuis cette connexion. Réessayez dans une heure.',
          },
        ]),
      }),
      schema: {
        tags: ['cases'],
        summary:
          'Pièces jointes (multipart/form-data, champ « file », 5 fichiers de 10 Mo au plus : PDF, JPEG, PNG, HEIC reconnus à leur contenu)',
        consumes: ['multipart/form-data'],
        response: {
          201: envelopeSchema(
            z.object({
              attachments: z.array(
                z.object({
                  id: z.uuid(),
                  filename: z.string(),
                  contentType: z.string(),
                  size: z.number().int(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new BusinessError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Envoyez les fichiers au format multipart/form-data (champ « file »).',
          415,
        );
      }
      const stored: StoredUpload[] = [];
      try {
        const files = request.files()[Symbol.asyncIterator]();
        for (;;) {
          let next: Awaited<ReturnType<typeof files.next>>;
          try {
            next = await files.next();
          } catch (error) {
            throw multipartRefusal(error);
          }
          if (next.done) break;
          stored.push(await attachments.accept({ filename: next.value.filename, stream: next.value.file }));
        }
      } catch (error) {
        await attachments.forget(stored.map(({ id }) => id));
        throw error;
      }
      if (stored.length === 0) {
        throw new BusinessError('UPLOAD_MISSING', 'Joignez au moins un fichier.', 400);
      }
      return reply.code(201).send(envelope({ attachments: stored }));
    },
  );
};
