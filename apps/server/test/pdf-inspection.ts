import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';

/**
 * What an archivist's or an accessibility checker's reading of a PDF finds, in JS (CI has no poppler,
 * no veraPDF): the fonts and whether they are embedded, the catalog's tagging and metadata entries
 * (pdf-lib, object by object), and the logical structure with its text as a screen reader gets it
 * (pdf.js, Firefox's reader).
 */

const name = PDFName.of;
const streamAt = (dict: PDFDict | undefined, key: string): PDFRawStream | undefined => {
  const value = dict?.lookup(name(key));
  return value instanceof PDFRawStream ? value : undefined;
};
const require = createRequire(import.meta.url);
const standardFontDataUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface FontReport {
  name: string;
  subtype: string;
  encoding: string;
  embedded: boolean;
  /** The characters the font's ToUnicode map gives back for its glyphs (what copy and search see). */
  characters: string;
}

/** The destination characters of a ToUnicode CMap's `bfchar` entries (the form pdf-lib writes). */
const charactersOf = (cmap: PDFRawStream | undefined): string => {
  if (!cmap) return '';
  const text = Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1');
  const characters = [...text.matchAll(/<[0-9a-f]+>\s*<([0-9a-f]+)>/gi)].map(([, hex]) =>
    String.fromCharCode(...(hex?.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
  );
  return [...new Set(characters)].sort().join('');
};

/** Every font any page uses, as `pdffonts` lists them. */
export async function fontsOf(bytes: Uint8Array): Promise<FontReport[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const seen = new Map<string, FontReport>();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(name('Font'), PDFDict);
    for (const [, value] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(value, PDFDict);
      const subtype = font.lookup(name('Subtype'), PDFName).decodeText();
      const descendant =
        subtype === 'Type0' ? font.lookup(name('DescendantFonts'), PDFArray).lookup(0, PDFDict) : font;
      const descriptor = descendant.lookupMaybe(name('FontDescriptor'), PDFDict);
      const report = {
        name: font.lookup(name('BaseFont'), PDFName).decodeText(),
        subtype,
        encoding: font.get(name('Encoding'))?.toString() ?? '',
        embedded: ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(name(key)) ?? false),
        characters: charactersOf(streamAt(font, 'ToUnicode')),
      };
      seen.set(String(value), report);
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The catalog and trailer entries that make a PDF tagged (PDF/UA) and archival (PDF/A). */
export async function archivalEntriesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { catalog, context } = doc;
  const metadata = streamAt(catalog, 'Metadata');
  const intent = catalog.lookupMaybe(name('OutputIntents'), PDFArray)?.lookup(0, PDFDict);
  const profile = streamAt(intent, 'DestOutputProfile');
  const iccHeader = profile ? decodePDFRawStream(profile).decode().subarray(0, 40) : new Uint8Array();
  const fileId = context.lookupMaybe(context.trailerInfo.ID, PDFArray);
  return {
    marked: catalog.lookupMaybe(name('MarkInfo'), PDFDict)?.lookupMaybe(name('Marked'), PDFBool)?.asBoolean(),
    structTreeRoot: catalog.get(name('StructTreeRoot')) instanceof PDFRef,
    lang: catalog.lookupMaybe(name('Lang'), PDFString)?.decodeText(),
    displayDocTitle: catalog
      .lookupMaybe(name('ViewerPreferences'), PDFDict)
      ?.lookupMaybe(name('DisplayDocTitle'), PDFBool)
      ?.asBoolean(),
    title: doc.getTitle(),
    /** Unfiltered, as PDF/A wants it: readable without decompressing. */
    xmp:
      metadata && !metadata.dict.has(name('Filter'))
        ? Buffer.from(metadata.getContents()).toString('utf8')
        : '',
    outputIntent: intent && {
      subtype: intent.lookup(name('S'), PDFName).decodeText(),
      components: profile?.dict.get(name('N'))?.toString(),
      /** ICC header: colour space at byte 16, signature at byte 36. */
      colourSpace: Buffer.from(iccHeader.subarray(16, 20)).toString('latin1'),
      signature: Buffer.from(iccHeader.subarray(36, 40)).toString('latin1'),
    },
    fileId: fileId ? fileId.asArray().map(String) : [],
    encrypted: context.trailerInfo.Encrypt !== undefined,
  };
}

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

export interface TaggedText {
  role: string;
  text: string;
}

/**
 * The structure as pdf.js reads it for assistive technologies: each element with the text of its
 * marked content, in reading order; plus the text drawn outside any tag or artifact (there should be none)
 * and the text of the artifacts.
 */
export async function taggedTextOf(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false })
    .promise;
  const elements: TaggedText[] = [];
  const untagged: string[] = [];
  const artifacts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true, disableNormalization: true });
    const textOfContent = new Map<string, string>();
    const open: Array<{ id: string | null; tag: string }> = [];
    for (const item of content.items) {
      if ('type' in item) {
        if (item.type === 'endMarkedContent') open.pop();
        else open.push({ id: item.id ?? null, tag: (item as { tag?: string }).tag ?? '' });
        continue;
      }
      if (!item.str.trim()) continue;
      const tagged = open.findLast((each) => each.id);
      if (tagged?.id) textOfContent.set(tagged.id, (textOfContent.get(tagged.id) ?? '') + item.str);
      else if (open.some((each) => each.tag === 'Artifact')) artifacts.push(item.str);
      else untagged.push(item.str);
    }
    const walk = (node: StructNode): string => {
      if (node.type === 'content') return textOfContent.get(node.id ?? '') ?? '';
      const text = (node.children ?? []).map(walk).join(' ');
      if (node.role && node.role !== 'Root') elements.push({ role: node.role, text });
      return text;
    };
    const tree = (await page.getStructTree()) as StructNode | null;
    if (tree) walk(tree);
  }
  await pdf.destroy();
  return { elements, untagged, artifacts };
}

/**
 * The text of every page, as a PDF reader extracts it: pdf.js (Mozilla's reader) parses the file
 * and decodes the fonts, so this also proves the PDF opens.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('\n')
        .replaceAll('\u00a0', ' '),
    );
  }
  await pdf.destroy();
  return pages;
}
