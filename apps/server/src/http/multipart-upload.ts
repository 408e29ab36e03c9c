import { createHash } from 'node:crypto';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  cleanFileName,
  decideUpload,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MESSAGES,
  type UploadContentType,
} from '@voltaire/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { VirusScanner } from '../integrations/virus-scan/virus-scanner.js';
import { BusinessError } from './envelope.js';

/** Text fields a form may carry next to its file: short ones only. */
const FIELD_MAX_BYTES = 1_024;
/** Bytes kept from a file's start for the content check (magic numbers). */
const HEAD_BYTES = 32;

export interface UploadPolicy {
  /** Every file goes through it before anyone keeps it (the no-op scanner when none is configured). */
  scanner: VirusScanner;
  /** Files per request: one (a document in a form) by default, at most `UPLOAD_MAX_FILES`. */
  maxFiles?: number;
  /** Short text fields allowed beside the files; 0 = files only. */
  fields?: number;
}

type Policy = Required<UploadPolicy>;

declare module 'fastify' {
  interface FastifyInstance {
    uploadPolicy?: Policy;
  }
}

/** The route option that lets one whole file (and its multipart envelope) through. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * Multipart parsing for the routes of the calling plugin only (register it inside a route plugin: every
 * other route keeps refusing `multipart/form-data` with a French 415). Sizes are enforced while the bytes
 * arrive; `readUploadedFile` and `receiveUploadedFiles` then check each file's real content and scan it.
 */
export async function registerMultipartUploads(app: FastifyInstance, policy: UploadPolicy): Promise<void> {
  const settled: Policy = {
    maxFiles: Math.min(policy.maxFiles ?? 1, UPLOAD_MAX_FILES),
    fields: policy.fields ?? 10,
    scanner: policy.scanner,
  };
  app.decorate('uploadPolicy', settled);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: settled.maxFiles,
      fields: settled.fields,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      parts: settled.maxFiles + settled.fields,
      headerPairs: 50,
    },
  });
}

function policyOf(request: FastifyRequest): Policy {
  const policy = request.server.uploadPolicy;
  if (!policy) throw new Error('registerMultipartUploads was not called in this route’s plugin');
  return policy;
}

const tooLarge = () => new BusinessError('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.UPLOAD_TOO_LARGE);

/** A refusal about one file's content: callers that take several files may name the file in it. */
export class UploadRefused extends BusinessError {}

/** The multipart parser's own refusals, in French; anything else it throws is an unreadable body. */
function parserRefusal(error: unknown, policy: Policy): BusinessError {
  if (error instanceof BusinessError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return policy.maxFiles === 1
        ? new BusinessError('UPLOAD_ONE_FILE', 'Envoyez un seul fichier à la fois.')
        : new BusinessError('UPLOAD_TOO_MANY', UPLOAD_MESSAGES.UPLOAD_TOO_MANY);
    case 'FST_FIELDS_LIMIT':
      return new BusinessError(
        'UPLOAD_FIELDS_REFUSED',
        policy.fields === 0
          ? 'Seuls des fichiers sont attendus (champ « file »).'
          : 'Le formulaire porte trop de champs.',
      );
    default:
      return new BusinessError('UPLOAD_UNREADABLE', 'Le fichier envoyé est illisible. Réessayez.');
  }
}

/** A file part's bytes as the parser streams them; `truncated` once the size limit cut it. */
export type UploadStream = NodeJS.ReadableStream & { truncated?: boolean };

type Part =
  | { type: 'file'; filename: string; file: UploadStream }
  | { type: 'field'; fieldname: string; value: unknown };

/** The request's parts in order, the parser's failures turned into French refusals. */
async function* partsOf(request: FastifyRequest, policy: Policy): AsyncGenerator<Part> {
  if (!request.isMultipart()) {
    throw new BusinessError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Envoyez les fichiers au format multipart/form-data (champ « file »).',
    );
  }
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Part>;
    try {
      next = (await parts.next()) as IteratorResult<Part>;
    } catch (error) {
      throw parserRefusal(error, policy);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** Where a file's bytes go while they are checked, and how to read them again for the antivirus. */
export interface UploadTarget {
  stream: Writable;
  reread(): Readable;
}

export interface CheckedUpload {
  fileName: string;
  contentType: UploadContentType;
  size: number;
  sha256: string;
}

/** Counts, hashes and keeps the first bytes of a stream on its way to the target; too many bytes → 413. */
function measure() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  let headBytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > UPLOAD_MAX_BYTES) {
        callback(tooLarge());
        return;
      }
      hash.update(chunk);
      if (headBytes < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
        headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
      }
      callback(null, chunk);
    },
  });
  return {
    transform,
    result: () => ({ size, sha256: hash.digest('hex'), head: new Uint8Array(Buffer.concat(head)) }),
  };
}

/**
 * The one check of an uploaded file, whoever keeps it: streamed to its target within the size limit (413),
 * content sniffed against the allow-list and matched to the extension (the domain's `decideUpload`), then
 * scanned. Refusals are French `UploadRefused`; an antivirus that cannot answer gives 503, nothing is kept
 * unscanned. The caller discards the target when this throws.
 */
export async function checkUpload(input: {
  fileName: string;
  stream: UploadStream;
  target: UploadTarget;
  scanner: VirusScanner;
  log: FastifyBaseLogger;
}): Promise<CheckedUpload> {
  const fileName = cleanFileName(input.fileName);
  const measured = measure();
  try {
    await pipeline(input.stream, measured.transform, input.target.stream);
  } catch (error) {
    const code = error instanceof BusinessError ? error.code : (error as { code?: string }).code;
    if (code === 'UPLOAD_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new UploadRefused('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.UPLOAD_TOO_LARGE);
    }
    throw new BusinessError('UPLOAD_UNREADABLE', 'Le fichier envoyé est illisible. Réessayez.');
  }
  if (input.stream.truncated) {
    throw new UploadRefused('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.UPLOAD_TOO_LARGE);
  }
  const { size, sha256, head } = measured.result();
  const decision = decideUpload(fileName, head, size);
  if (!decision.ok) {
    throw new UploadRefused(decision.code, decision.message);
  }
  let verdict: Awaited<ReturnType<VirusScanner['scan']>>;
  try {
    verdict = await input.scanner.scan(input.target.reread());
  } catch (error) {
    input.log.error(
      { scanner: input.scanner.name, errorMessage: (error as Error).message },
      'virus scan failed',
    );
    throw new BusinessError(
      'UPLOAD_SCAN_UNAVAILABLE',
      'Nous ne pouvons pas vérifier votre fichier pour le moment. Réessayez dans quelques minutes.',
    );
  }
  if (!verdict.clean) {
    input.log.warn({ signature: verdict.signature }, 'infected upload refused');
    throw new UploadRefused('UPLOAD_INFECTED', UPLOAD_MESSAGES.UPLOAD_INFECTED);
  }
  return { fileName, contentType: decision.value.contentType, size, sha256 };
}

/** A target in memory, for a single document the caller stores itself. */
function memoryTarget() {
  const chunks: Buffer[] = [];
  const bytes = () => Buffer.concat(chunks);
  return {
    bytes,
    stream: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
    reread: () => Readable.from([bytes()]),
  };
}

export interface UploadedFile extends CheckedUpload {
  bytes: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request, with the text fields sent before or after it, and checks it
 * (`checkUpload`). Not multipart → 415, no file → 400 `UPLOAD_MISSING`, a second file → 400.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  const policy = policyOf(request);
  const fields: Record<string, string> = {};
  let file: { checked: CheckedUpload; bytes: Buffer } | undefined;
  for await (const part of partsOf(request, policy)) {
    if (part.type === 'file') {
      if (file) throw new BusinessError('UPLOAD_ONE_FILE', 'Envoyez un seul fichier à la fois.');
      const target = memoryTarget();
      const checked = await checkUpload({
        fileName: part.filename,
        stream: part.file,
        target,
        scanner: policy.scanner,
        log: request.log,
      });
      file = { checked, bytes: target.bytes() };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw new BusinessError('UPLOAD_MISSING', 'Joignez un fichier.');
  return { ...file.checked, bytes: file.bytes, fields };
}

/**
 * Hands each file of a multipart request to `keep` in turn (which checks it with `checkUpload` against its
 * own target, usually on disk), and returns what it kept. When one fails, `forget` gets the kept ones back.
 */
export async function receiveUploadedFiles<T>(
  request: FastifyRequest,
  keep: (file: { fileName: string; stream: UploadStream }) => Promise<T>,
  forget: (kept: T[]) => Promise<void>,
): Promise<T[]> {
  const policy = policyOf(request);
  const kept: T[] = [];
  try {
    for await (const part of partsOf(request, policy)) {
      if (part.type === 'file') kept.push(await keep({ fileName: part.filename, stream: part.file }));
    }
  } catch (error) {
    await forget(kept);
    throw error;
  }
  if (kept.length === 0) {
    throw new BusinessError(
      'UPLOAD_MISSING',
      policy.maxFiles === 1 ? 'Joignez un fichier.' : 'Joignez au moins un fichier.',
    );
  }
  return kept;
}
