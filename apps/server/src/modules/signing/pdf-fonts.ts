import { readFileSync } from 'node:fs';
import fontkit, { type Font } from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

/** Liberation Sans 2.1.5 (SIL OFL 1.1, `resources/fonts/OFL.txt`): metrics of Helvetica, all of French. */
const FONTS = new URL('../../../resources/fonts/', import.meta.url);
const FILES = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' } as const;
export type FontWeight = keyof typeof FILES;

interface Face {
  bytes: Buffer;
  /** What pdf-lib is given: the parsed font, laid out without shaping. */
  font: Font;
  /** Advance of each character measured so far, in em. */
  advances: Map<string, number>;
}

/**
 * pdf-lib asks fontkit to shape every line it measures or draws (substitutions, kerning, marks), then
 * draws the glyphs without their positions. Shaping was most of the cost of a contract and changed
 * nothing drawn but ligatures, which we do not want: each glyph must map back to one character, so that
 * copied or extracted text is the text written. So pdf-lib gets the font with a layout that takes each
 * character's glyph from the character map.
 */
const unshaped = (font: Font): Font =>
  Object.create(font, {
    layout: { value: (text: string) => ({ glyphs: font.glyphsForString(text), positions: [] }) },
  });

/**
 * The font files are read and parsed once per process, not once per document; parsed fonts are only read
 * afterwards (each document takes its own subset).
 */
const faces = new Map<FontWeight, Face>();
const faceOf = (weight: FontWeight): Face => {
  let face = faces.get(weight);
  if (!face) {
    const bytes = readFileSync(new URL(FILES[weight], FONTS));
    face = { bytes, font: unshaped(fontkit.create(bytes) as Font), advances: new Map() };
    faces.set(weight, face);
  }
  return face;
};
const parsedOnce: Parameters<PDFDocument['registerFontkit']>[0] = {
  create: (bytes: Uint8Array) =>
    [...faces.values()].find((face) => face.bytes === bytes)?.font ?? fontkit.create(bytes),
};

/** Width of `text` at `size` points, as pdf-lib draws it: one glyph per character, no kerning. */
export function textWidth(weight: FontWeight, text: string, size: number): number {
  const { font, advances } = faceOf(weight);
  let em = 0;
  for (const char of text) {
    let advance = advances.get(char);
    if (advance === undefined) {
      advance = (font.glyphForCodePoint(char.codePointAt(0) ?? 0)?.advanceWidth ?? 0) / font.unitsPerEm;
      advances.set(char, advance);
    }
    em += advance;
  }
  return em * size;
}

/** Can the font draw this character? (Never draw the missing-glyph box: PDF/A forbids it.) */
export const hasGlyph = (char: string): boolean =>
  faceOf('regular').font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);

/**
 * Embeds both weights as subsets named `<tag>R+LiberationSans` and `<tag>B+LiberationSans-Bold`. Each part
 * of a file (the contract, then the signature page) embeds its own subsets, so each needs its own tag
 * (ISO 32000-1 §9.6.4); a fixed tag keeps the bytes deterministic.
 */
export async function embedFonts(doc: PDFDocument, tag: string): Promise<Record<FontWeight, PDFFont>> {
  doc.registerFontkit(parsedOnce);
  const embed = (weight: FontWeight, suffix: string) =>
    doc.embedFont(faceOf(weight).bytes, {
      subset: true,
      customName: `${tag}${weight === 'regular' ? 'R' : 'B'}+LiberationSans${suffix}`,
    });
  return { regular: await embed('regular', ''), bold: await embed('bold', '-Bold') };
}
