import type { PDFFont, PDFPage } from 'pdf-lib';

export type PdfSection = { heading?: string; lines: string[] };

const PAGE = { width: 595, height: 842, margin: 56 }; // A4 in points
const SIZE = { title: 20, heading: 13, body: 11 };

/** The standard fonts only encode WinAnsi: anything else (emoji, CJK) becomes "?" rather than failing the download. */
const printable = (font: PDFFont, text: string) =>
  [...text]
    .map((c) => {
      try {
        font.encodeText(c);
        return c;
      } catch {
        return '?';
      }
    })
    .join('');

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      out.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) out.push(line);
  return out;
}

/** A one-or-more-page A4 PDF with a title and sections of wrapped text. */
export async function instructionPdf(title: string, sections: PdfSection[]): Promise<Uint8Array> {
  // Loaded on the first PDF, not at start: importing pdf-lib took longer than the rest of the server's start.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Podspot mock server');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont, size: number, gapBefore = 0) => {
    for (const line of wrap(font, size, printable(font, text), width)) {
      y -= gapBefore + size * 1.4;
      gapBefore = 0;
      if (y < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin - size * 1.4;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.15) });
    }
  };

  write(title, bold, SIZE.title);
  for (const section of sections) {
    if (section.heading) write(section.heading, bold, SIZE.heading, 14);
    section.lines.forEach((line, i) => write(line, regular, SIZE.body, i === 0 && !section.heading ? 10 : 2));
  }
  return doc.save();
}
