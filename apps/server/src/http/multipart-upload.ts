import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@voltaire/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BusinessError } from './envelope.js';

/** Text fields a form may carry next to its file: short ones only. */
const FIELD_MAX_BYTES = 1_024;

/**
 * Multipart parsing for the routes of the calling plugin only (register it inside a route plugin: every
 * other route keeps refusing `multipart/form-data` with a French 415). One file of at most
 * `UPLOAD_MAX_BYTES`, a few short text fields. Cases and door-to-door uploads share it.
 */
export async function registerMultipartUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: FIELD_MAX_BYTES,
      parts: 12,
      headerPairs: 50,
    },
  });
}

/** The route option that lets a whole file (and its multipart envelope) through. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

const tooLarge = () => new BusinessError('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.UPLOAD_TOO_LARGE, 413);

/**
 * Reads the one file of a multipart request, with the text fields sent before or after it. Too large → 413
 * `UPLOAD_TOO_LARGE` (in French), not multipart → 415, no file → 400 `UPLOAD_MISSING`. The caller then
 * checks the content with the domain's `decideUpload` (magic bytes, never the name alone).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new BusinessError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Envoyez le fichier dans un formulaire multipart/form-data.',
      415,
    );
  }
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (file) throw new BusinessError('UPLOAD_TOO_MANY', 'Envoyez un seul fichier à la fois.', 400);
        file = { fileName: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT')
      throw new BusinessError('UPLOAD_TOO_MANY', 'Envoyez un seul fichier à la fois.', 400);
    throw new BusinessError('BAD_MULTIPART', 'Le formulaire envoyé est illisible.', 400);
  }
  if (!file) throw new BusinessError('UPLOAD_MISSING', 'Joignez un fichier.', 400);
  return { ...file, fields };
}
