import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';

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
 * A small flowing-text writer over pdf-lib: headings, wrapped paragraphs and label/value lines,
 * with page breaks. Standard fonts (WinAnsi) keep the file small and deterministic; the few
 * characters they cannot encode are replaced.
 */
export async function createPdfLayout(doc: PDFDocument) {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const width = A4[0] - 2 * MARGIN;
  // Only the pages this layout adds get a footer: an incremental update leaves earlier pages untouched.
  const created: PDFPage[] = [doc.addPage(A4)];
  let page = created[0] as PDFPage;
  let y = A4[1] - MARGIN;

  const encodable = (text: string) =>
    Array.from(text.replaceAll('\u202F', '\u00A0'), (char) =>
      supported.has(char.codePointAt(0) ?? 0) ? char : '?',
    ).join('');

  const wrap = (text: string, font: PDFFont, size: number, maxWidth: number): string[] => {
    const lines: string[] = [];
    for (const paragraph of encodable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
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

  const write = (text: string, style: Style, { indent = 0, after = 0 } = {}) => {
    const font = style === 'title' || style === 'heading' || style === 'label' ? bold : regular;
    const size = SIZES[style];
    const lineHeight = size * 1.4;
    for (const line of wrap(text, font, size, width - indent)) {
      ensureRoom(lineHeight);
      y -= lineHeight;
      page.drawText(line, {
        x: MARGIN + indent,
        y,
        size,
        font,
        color: style === 'subtitle' || style === 'small' ? MUTED : INK,
      });
    }
    y -= after;
  };

  return {
    title: (text: string) => write(text, 'title', { after: 2 }),
    subtitle: (text: string) => write(text, 'subtitle', { after: 10 }),
    heading: (text: string) => {
      ensureRoom(48);
      y -= 8;
      write(text, 'heading', { after: 4 });
    },
    paragraph: (text: string) => write(text, 'body', { after: 4 }),
    small: (text: string) => write(text, 'small', { after: 3 }),
    bullet: (text: string) => write(`•  ${text}`, 'body', { indent: 8, after: 1 }),
    field: (label: string, value: string) => {
      write(label, 'label');
      write(value, 'body', { indent: 12, after: 3 });
    },
    newPage,
    gap: (points = 8) => {
      y -= points;
    },
    /** A line to write by hand on the printed withdrawal form. */
    blank: (label: string) => {
      write(`${label} : ________________________________________________`, 'body', { after: 6 });
    },
    /** Footer on every page this layout added, once the page count is known. */
    footer: (textFor: (pageNumber: number, pageCount: number) => string) => {
      const pages = doc.getPages();
      for (const each of created) {
        each.drawText(encodable(textFor(pages.indexOf(each) + 1, pages.length)), {
          x: MARGIN,
          y: MARGIN - 20,
          size: SIZES.small,
          font: regular,
          color: MUTED,
        });
      }
    },
  };
}

export type PdfLayout = Awaited<ReturnType<typeof createPdfLayout>>;
