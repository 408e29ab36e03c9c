import { fail, ok, type Result } from '../result.js';
import { formatFileSize } from '../text/format-file-size.js';
import { fileExtension, fileRule } from '../validation/file-rule.js';

/**
 * What a customer may attach to a case or an order (DECISIONS §1b): PDF, JPEG, PNG and HEIC, recognised by
 * their content, not their name; 10 MB per file, 5 files per case.
 */
export const UPLOAD_TYPES = [
  { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  { contentType: 'image/png', extensions: ['png'], label: 'PNG' },
  { contentType: 'image/heic', extensions: ['heic', 'heif'], label: 'HEIC' },
] as const;
export type UploadContentType = (typeof UPLOAD_TYPES)[number]['contentType'];

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_EXTENSIONS: readonly string[] = UPLOAD_TYPES.flatMap((type) => type.extensions);

export const UPLOAD_MESSAGES = {
  UPLOAD_TOO_LARGE: `Le fichier est trop volumineux (${formatFileSize(UPLOAD_MAX_BYTES)} maximum).`,
  UPLOAD_EMPTY: 'Le fichier est vide.',
  UPLOAD_TYPE_REFUSED: 'Format de fichier non accepté. Formats acceptés\u00A0: PDF, JPEG, PNG, HEIC.',
  UPLOAD_TYPE_MISMATCH: 'Le contenu du fichier ne correspond pas à son extension.',
  UPLOAD_TOO_MANY: `Vous pouvez joindre ${UPLOAD_MAX_FILES} fichiers au plus.`,
  UPLOAD_INFECTED: 'Ce fichier a été refusé par l’antivirus.',
} as const;
export type UploadRefusal = keyof typeof UPLOAD_MESSAGES;

/** The browser-side check of one chosen file (name and size); the server also reads its content. */
export const attachmentFileRule = fileRule({
  maxBytes: UPLOAD_MAX_BYTES,
  allowedExtensions: UPLOAD_EXTENSIONS,
});

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** ISO-BMFF brands of HEIF/HEIC still images (ISO/IEC 23008-12). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The allowed type the bytes really are, from their first bytes (magic numbers), or undefined. */
export function sniffContentType(bytes: Uint8Array): UploadContentType | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return undefined;
}

export interface AcceptedUpload {
  contentType: UploadContentType;
  extension: string;
}

/**
 * Whether an uploaded file is accepted: not empty, an allowed extension, and content of that very type
 * (a renamed executable or a PNG called `.pdf` is refused). Size is enforced while reading the stream.
 */
export function decideUpload(
  name: string,
  head: Uint8Array,
  size: number,
): Result<AcceptedUpload, UploadRefusal> {
  if (size === 0) return fail('UPLOAD_EMPTY', UPLOAD_MESSAGES.UPLOAD_EMPTY);
  if (size > UPLOAD_MAX_BYTES) return fail('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.UPLOAD_TOO_LARGE);
  const extension = fileExtension(name);
  const declared = UPLOAD_TYPES.find((type) => (type.extensions as readonly string[]).includes(extension));
  if (!declared) return fail('UPLOAD_TYPE_REFUSED', UPLOAD_MESSAGES.UPLOAD_TYPE_REFUSED);
  const actual = sniffContentType(head);
  if (!actual) return fail('UPLOAD_TYPE_REFUSED', UPLOAD_MESSAGES.UPLOAD_TYPE_REFUSED);
  if (actual !== declared.contentType)
    return fail('UPLOAD_TYPE_MISMATCH', UPLOAD_MESSAGES.UPLOAD_TYPE_MISMATCH);
  return ok({ contentType: actual, extension });
}

/** A file name safe to show and to put in a Content-Disposition: no path, no control characters, 120 chars. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}\p{Cf}"]/gu, '').trim();
  return (cleaned || 'fichier').slice(-120);
}
