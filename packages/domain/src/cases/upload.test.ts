import { describe, expect, it } from 'vitest';
import { cleanFileName, decideUpload, sniffContentType, UPLOAD_MAX_BYTES } from './upload.js';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
const PDF = bytes('%PDF-1.7\n');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const HEIC = bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0);

describe('sniffContentType', () => {
  it.each([
    [PDF, 'application/pdf'],
    [JPEG, 'image/jpeg'],
    [PNG, 'image/png'],
    [HEIC, 'image/heic'],
    [bytes(0, 0, 0, 0x18, 'ftypmif1'), 'image/heic'],
    [bytes(0, 0, 0, 0x18, 'ftypisom'), undefined],
    [bytes('MZ', 0x90, 0), undefined],
    [bytes('%PD'), undefined],
    [new Uint8Array(), undefined],
  ])('%#: reads the magic number', (head, expected) => {
    expect(sniffContentType(head)).toBe(expected);
  });
});

describe('decideUpload', () => {
  it('accepts a file whose content is the type its extension says', () => {
    expect(decideUpload('facture.PDF', PDF, 1_000)).toEqual({
      ok: true,
      value: { contentType: 'application/pdf', extension: 'pdf' },
    });
    expect(decideUpload('photo.jpeg', JPEG, 1_000).ok).toBe(true);
    expect(decideUpload('IMG_0001.HEIC', HEIC, 1_000).ok).toBe(true);
  });

  it('refuses a PNG named .pdf, an executable named .jpg, other extensions, empty and oversized files', () => {
    expect(decideUpload('facture.pdf', PNG, 1_000)).toEqual({
      ok: false,
      code: 'UPLOAD_TYPE_MISMATCH',
      message: 'Le contenu du fichier ne correspond pas à son extension.',
    });
    expect(decideUpload('photo.jpg', bytes('MZ', 0x90), 1_000)).toMatchObject({
      code: 'UPLOAD_TYPE_REFUSED',
    });
    expect(decideUpload('script.exe', PDF, 1_000)).toEqual({
      ok: false,
      code: 'UPLOAD_TYPE_REFUSED',
      message: 'Format de fichier non accepté. Formats acceptés\u00A0: PDF, JPEG, PNG, HEIC.',
    });
    expect(decideUpload('vide.pdf', PDF, 0)).toMatchObject({ code: 'UPLOAD_EMPTY' });
    expect(decideUpload('gros.pdf', PDF, UPLOAD_MAX_BYTES + 1)).toEqual({
      ok: false,
      code: 'UPLOAD_TOO_LARGE',
      message: 'Le fichier est trop volumineux (10\u00A0Mo maximum).',
    });
  });
});

describe('cleanFileName', () => {
  it('keeps the base name without paths, quotes or control characters', () => {
    expect(cleanFileName('C:\\Users\\jeanne\\facture "mai".pdf')).toBe('facture mai.pdf');
    expect(cleanFileName('../../etc/passwd\u0000.png')).toBe('passwd.png');
    expect(cleanFileName('')).toBe('fichier');
  });
});
