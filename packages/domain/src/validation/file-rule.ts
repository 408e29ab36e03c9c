import { z } from 'zod';
import { formatFileSize } from '../text/format-file-size.js';
import { VALIDATION_MESSAGES } from './messages.js';

/** Anything with a name and a size in bytes: a browser `File`, or its description on the server. */
export type FileLike = { name: string; size: number };

export type FileRuleOptions = {
  maxBytes: number;
  /** Accepted extensions, case-insensitive, with or without the dot: ['pdf', '.JPG']. Not empty. */
  allowedExtensions: readonly string[];
};

/** The lower-case extension of a file name without the dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size } = value as Partial<FileLike>;
  return typeof name === 'string' && typeof size === 'number' && Number.isFinite(size) && size >= 0;
}

/**
 * A schema for one uploaded file: size at most `maxBytes`, extension in the allowed list.
 * The value is passed through untouched (a `File` stays a `File`). Invalid options are a bug and throw.
 */
export function fileRule<T extends FileLike = FileLike>({ maxBytes, allowedExtensions }: FileRuleOptions) {
  if (!(maxBytes > 0) || !Number.isFinite(maxBytes)) throw new RangeError(`Invalid maxBytes: ${maxBytes}`);
  const extensions = allowedExtensions.map((ext) => ext.replace(/^\./, '').toLowerCase()).filter(Boolean);
  if (extensions.length === 0) throw new RangeError('allowedExtensions must not be empty');

  return z
    .custom<T>(isFileLike, { error: VALIDATION_MESSAGES.invalidFile, abort: true })
    .refine((file) => file.size <= maxBytes, {
      error: `Le fichier est trop volumineux (${formatFileSize(maxBytes)} maximum).`,
    })
    .refine((file) => extensions.includes(fileExtension(file.name)), {
      error: `Format de fichier non accepté. Formats acceptés\u00A0: ${extensions.join(', ')}.`,
    });
}
