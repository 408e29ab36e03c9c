import { type PDFDocument, type PDFPage, rgb } from '@cantoo/pdf-lib';
import { embedFonts, type FontWeight, hasGlyph, textWidth } from './pdf-fonts.js';
import { type StructureElement, type StructureType, structureTree } from './pdf-structure.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_SPACE = 36;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

type Style = 'title' | 'subtitle' | 'heading' | 'body' | 'label' | 'small';
const SIZES: Record<Style, number> = {
  title: 18,
  subtitle: 11,
  heading: 12.5,
  body: 10,
  label: 10,
  small: 8.5,
};

/**
 * Which part of the file a layout writes; each embeds its own font subsets under its own tag.
 */
export type LayoutPart = 'contract' | 'signature';
const SUBSET_TAGS: Record<LayoutPart, string> = { contract: 'VOLTC', signature: 'VOLTS' };

/**
 * A small flowing-text writer over pdf-lib: headings, wrapped paragraphs, label/value lines and bullets,
 * with page breaks. The font is embedded (subset) and every line is tagged: each title opens a section,
 * consecutive label/value lines form a table with row headers, consecutive bullets a list, and footers
 * and writing lines are artifacts. A character the font lacks is replaced, never drawn as a missing glyph.
 */
export async function createPdfLayout(doc: PDFDocument, part: LayoutPart) {
  const fonts = await embedFonts(doc, SUBSET_TAGS[part]);
  const tree = structureTree(doc);
  const width = A4[0] - 2 * MARGIN;
  // Only the pages this layout adds get a footer: an incremental update leaves earlier pages untouched.
  const created: PDFPage[] = [doc.addPage(A4)];
  let page = created[0] as PDFPage;
  let y = A4[1] - MARGIN;
  let section: StructureElement = tree.document;
  let group: { type: 'Table' | 'L'; element: StructureElement } | null = null;

  /** A new element of the current section; a table or list goes on while the same kind of line follows. */
  const block = (type: StructureType) => {
    group = null;
    return tree.element(type, section);
  };
  const grouped = (type: 'Table' | 'L') => {
    if (group?.type !== type) group = { type, element: tree.element(type, section) };
    return group.element;
  };

  const encodable = (text: string) =>
    Array.from(text.normalize('NFC'), (char) => (hasGlyph(char) ? char : '?')).join('');

  const wrap = (text: string, weight: FontWeight, size: number, maxWidth: number): string[] => {
    const lines: string[] = [];
    for (const paragraph of encodable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && textWidth(weight, candidate, size) > maxWidth) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  };

  const newPage = () => {
    page = doc.addPage(A4);
    created.push(page);
    y = A4[1] - MARGIN;
  };
  const ensureRoom = (height: number) => {
    if (y - height < MARGIN + FOOTER_SPACE) newPage();
  };

  const weightOf = (style: Style): FontWeight =>
    style === 'title' || style === 'heading' || style === 'label' ? 'bold' : 'regular';
  const colourOf = (style: Style) => (style === 'subtitle' || style === 'small' ? MUTED : INK);
  const lineHeightOf = (style: Style) => SIZES[style] * 1.4;

  const write = (text: string, style: Style, owner: StructureElement, { indent = 0, after = 0 } = {}) => {
    const weight = weightOf(style);
    const size = SIZES[style];
    for (const line of wrap(text, weight, size, width - indent)) {
      ensureRoom(lineHeightOf(style));
      y -= lineHeightOf(style);
      const at = { x: MARGIN + indent, y, size, font: fonts[weight], color: colourOf(style) };
      tree.mark(page, owner, () => page.drawText(line, at));
    }
    y -= after;
  };

  return {
    /** A title starts a section of the document (the contract, its annex, the signature page). */
    title: (text: string) => {
      group = null;
      section = tree.element('Sect', tree.document);
      write(text, 'title', block('H1'), { after: 2 });
    },
    subtitle: (text: string) => write(text, 'subtitle', block('P'), { after: 10 }),
    heading: (text: string) => {
      ensureRoom(48);
      y -= 8;
      write(text, 'heading', block('H2'), { after: 4 });
    },
    paragraph: (text: string) => write(text, 'body', block('P'), { after: 4 }),
    small: (text: string) => write(text, 'small', block('P'), { after: 3 }),
    bullet: (text: string) => {
      const item = tree.element('LI', grouped('L'));
      ensureRoom(lineHeightOf('body'));
      const marker = {
        x: MARGIN + 8,
        y: y - lineHeightOf('body'),
        size: SIZES.body,
        font: fonts.regular,
        color: INK,
      };
      tree.mark(page, tree.element('Lbl', item), () => page.drawText('•', marker));
      write(text, 'body', tree.element('LBody', item), { indent: 20, after: 1 });
    },
    field: (label: string, value: string) => {
      const row = tree.element('TR', grouped('Table'));
      write(label, 'label', tree.element('TH', row));
      write(value, 'body', tree.element('TD', row), { indent: 12, after: 3 });
    },
    newPage,
    gap: (points = 8) => {
      y -= points;
    },
    /** A line to write by hand on the printed withdrawal form: the label is text, the line is drawn. */
    blank: (label: string) => {
      const text = `${label} :`;
      write(text, 'body', block('P'), { after: 6 });
      const start = MARGIN + textWidth('regular', `${encodable(text)} `, SIZES.body);
      const lineY = y + 6 - 1.5;
      tree.artifact(page, { Type: 'Layout' }, () =>
        page.drawLine({
          start: { x: start, y: lineY },
          end: { x: Math.max(start + 120, MARGIN + width * 0.75), y: lineY },
          thickness: 0.5,
          color: MUTED,
        }),
      );
    },
    /** Writes the font subsets now rather than when the document is saved (see `appendSignaturePage`). */
    embedFonts: async () => {
      await fonts.regular.embed();
      await fonts.bold.embed();
    },
    /** Footer on every page this layout added, once the page count is known. */
    footer: (textFor: (pageNumber: number, pageCount: number) => string) => {
      const pages = doc.getPages();
      for (const each of created) {
        const text = encodable(textFor(pages.indexOf(each) + 1, pages.length));
        tree.artifact(each, { Type: 'Pagination', Subtype: 'Footer' }, () =>
          each.drawText(text, {
            x: MARGIN,
            y: MARGIN - 20,
            size: SIZES.small,
            font: fonts.regular,
            color: MUTED,
          }),
        );
      }
    },
  };
}

export type PdfLayout = Awaited<ReturnType<typeof createPdfLayout>>;
