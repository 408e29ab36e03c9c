import { readFileSync } from 'node:fs';
import fontkit, { type Font } from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

/** Liberation Sans 2.1.5 (SIL OFL 1.1, `resources/fonts/OFL.txt`): metrics of Helvetica, all of French. */
const FONTS = new URL('../../../resources/fonts/', import.meta.url);
const FILES = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' } as const;
export type FontWeight = keyof typeof FILES;

// Without ligatures each glyph maps back to one character, so copied or extracted text is the text
// written; pdf-lib draws glyphs without positioning, so kerning and marks would be worked out for nothing.
const FEATURES = {
  liga: false,
  clig: false,
  dlig: false,
  calt: false,
  kern: false,
  mark: false,
  mkmk: false,
};

interface Face {
  bytes: Buffer;
  font: Font;
  /** Advance of each character drawn so far, in em. */
  advances: Map<string, number>;
}

/**
 * The font files are read and parsed once per process: parsing and shaping are most of the cost of a
 * contract. Parsed fonts are only read afterwards (each document takes its own subset).
 */
const faces = new Map<FontWeight, Face>();
const faceOf = (weight: FontWeight): Face => {
  let face = faces.get(weight);
  if (!face) {
    const bytes = readFileSync(new URL(FILES[weight], FONTS));
    face = { bytes, font: fontkit.create(bytes) as Font, advances: new Map() };
    faces.set(weight, face);
  }
  return face;
};
const parsedOnce: Parameters<PDFDocument['registerFontkit']>[0] = {
  create: (bytes: Uint8Array) =>
    [...faces.values()].find((face) => face.bytes === bytes)?.font ?? fontkit.create(bytes),
};

/** Width of `text` at `size` points, as pdf-lib draws it (one glyph per character, no kerning). */
export function textWidth(weight: FontWeight, text: string, size: number): number {
  const { font, advances } = faceOf(weight);
  let em = 0;
  for (const char of text) {
    let advance = advances.get(char);
    if (advance === undefined) {
      advance = font.layout(char, FEATURES).advanceWidth / font.unitsPerEm;
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
      features: FEATURES,
    });
  return { regular: await embed('regular', ''), bold: await embed('bold', '-Bold') };
}
