import { UPLOAD_MAX_FILES } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { receiveUploadedFiles, registerMultipartUploads } from '../../http/multipart-upload.js';
import type { VirusScanner } from '../../integrations/virus-scan/virus-scanner.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { AttachmentsService } from './attachments.service.js';

export interface AttachmentsRoutesOptions {
  attachments: AttachmentsService;
  rateLimits: RateLimitService;
  uploadsPerHour: number;
  scanner: VirusScanner;
}

/**
 * attachment post: files for a case (or an order), checked by size while they arrive and by their real
 * content type once arrived, scanned, stored outside the web root. The answer holds their ids, which the
 * case then claims; nothing uploaded is ever served back to the public.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<AttachmentsRoutesOptions> = async (
  app,
  { attachments, rateLimits, uploadsPerHour, scanner },
) => {
  await registerMultipartUploads(app, { scanner, maxFiles: UPLOAD_MAX_FILES, fields: 0 });

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
      const stored = await receiveUploadedFiles(
        request,
        (file) => attachments.accept({ filename: file.fileName, stream: file.stream }),
        (kept) => attachments.forget(kept.map(({ id }) => id)),
      );
      return reply.code(201).send(envelope({ attachments: stored }));
    },
  );
};
