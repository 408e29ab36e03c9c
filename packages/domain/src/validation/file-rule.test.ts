import { describe, expect, it } from 'vitest';
import { fileExtension, fileRule } from './file-rule.js';

const rule = fileRule({ maxBytes: 5 * 1024 * 1024, allowedExtensions: ['pdf', '.JPG', 'png'] });
const messages = (value: unknown) => rule.safeParse(value).error?.issues.map((issue) => issue.message);

describe('fileRule', () => {
  it.each([
    [{ name: 'facture.pdf', size: 1000 }],
    [{ name: 'photo.JPG', size: 5 * 1024 * 1024 }],
    [{ name: 'scan.final.png', size: 0 }],
  ])('accepts %j', (file) => {
    expect(rule.safeParse(file).success).toBe(true);
  });

  it('refuses a file over the limit, naming the limit', () => {
    expect(messages({ name: 'facture.pdf', size: 5 * 1024 * 1024 + 1 })).toEqual([
      'Le fichier est trop volumineux (5\u00A0Mo maximum).',
    ]);
  });

  it.each([['virus.exe'], ['facture'], ['.pdf'], ['facture.pdf.']])('refuses the extension of %j', (name) => {
    expect(messages({ name, size: 10 })).toEqual([
      'Format de fichier non accepté. Formats acceptés\u00A0: pdf, jpg, png.',
    ]);
  });

  it('reports both problems at once', () => {
    expect(messages({ name: 'film.mp4', size: 1e9 })).toHaveLength(2);
  });

  it.each([[null], [undefined], ['facture.pdf'], [{ name: 'a.pdf' }], [{ name: 'a.pdf', size: -1 }]])(
    'refuses %j as not a file',
    (value) => {
      expect(messages(value)).toEqual(['Fichier invalide']);
    },
  );

  it('passes the very same object through', () => {
    const file = { name: 'a.pdf', size: 1, lastModified: 0 };
    expect(rule.parse(file)).toBe(file);
  });

  it('throws on invalid options (a bug)', () => {
    expect(() => fileRule({ maxBytes: 0, allowedExtensions: ['pdf'] })).toThrow(RangeError);
    expect(() => fileRule({ maxBytes: 10, allowedExtensions: [] })).toThrow(RangeError);
  });
});

describe('fileExtension', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.env', ''],
  ])('%j → %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});
