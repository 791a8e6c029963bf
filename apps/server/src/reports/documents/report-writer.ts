/**
 * Page layout and typography of every report: an A4 document with a title page, a contents page
 * filled in at the end, numbered sections, running headers, and a footer naming the method and
 * the page ("Page 3 of 9"). The builders write through it; it knows nothing about results.
 */
import PDFDocument from 'pdfkit';

/** Colours of the reports (print-safe, with enough contrast on white). */
export const COLOURS = {
  ink: '#1F2933',
  muted: '#52606D',
  faint: '#9AA5B1',
  rule: '#CBD2D9',
  brand: '#0F4C5C',
  brandLight: '#E6EEF0',
  zebra: '#F5F7FA',
  good: '#1E7B4F',
  short: '#B45309',
  benchmark: '#9AA5B1',
} as const;

/** Margins in points: sides, top (below the running header) and bottom (above the footer). */
const MARGIN = { side: 50, top: 70, bottom: 62 } as const;

/** What the document says about itself: title page, running header, footer, PDF info. */
export interface ReportMeta {
  title: string;
  /** The running header of pages after the title page, e.g. "Demo Estate · Lot 102". */
  header: string;
  /** The footer's left part, e.g. the method and LCI source. */
  footer: string;
  /** CreationDate of the PDF (deps.now), so the same input makes the same bytes. */
  createdAt: Date;
  subject: string;
}

/** One entry of the contents page. */
interface ContentsEntry {
  title: string;
  page: number;
  level: 1 | 2;
}

/** Writes one report document; `finish()` returns its bytes. */
export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly contents: ContentsEntry[] = [];
  private contentsPage: number | null = null;
  private pageCount = 1;

  constructor(readonly meta: ReportMeta) {
    this.doc = new PDFDocument({
      size: 'A4',
      bufferPages: true,
      margins: { left: MARGIN.side, right: MARGIN.side, top: MARGIN.top, bottom: MARGIN.bottom },
      info: {
        Title: meta.title,
        Author: 'Circa',
        Subject: meta.subject,
        Creator: 'Circa',
        Producer: 'Circa (pdfkit)',
        CreationDate: meta.createdAt,
      },
      displayTitle: true,
      lang: 'en-AU',
    });
  }

  /** Left edge of the text area. */
  get left(): number {
    return this.doc.page.margins.left;
  }

  /** Width of the text area. */
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** Lowest y a line may reach. */
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a page in the given orientation. */
  newPage(layout: 'portrait' | 'landscape' = 'portrait'): void {
    this.doc.addPage({
      size: 'A4',
      layout,
      margins: { left: MARGIN.side, right: MARGIN.side, top: MARGIN.top, bottom: MARGIN.bottom },
    });
    this.pageCount += 1;
  }

  /** The current page's orientation. */
  get layout(): 'portrait' | 'landscape' {
    return this.doc.page.width > this.doc.page.height ? 'landscape' : 'portrait';
  }

  /** Continues on a new page (same orientation) unless `height` points still fit. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage(this.layout);
  }

  /** Keeps the next page free for the contents, filled in by `finish()`. */
  reserveContents(): void {
    this.newPage();
    this.contentsPage = this.pageCount - 1;
  }

  /** A numbered top-level section, on a new page by default, listed in the contents. */
  section(title: string, options: { layout?: 'portrait' | 'landscape'; samePage?: boolean } = {}) {
    if (options.samePage) this.ensureSpace(120);
    else this.newPage(options.layout ?? 'portrait');
    const number = this.contents.filter((c) => c.level === 1).length + 1;
    const heading = `${number}. ${title}`;
    this.contents.push({ title: heading, page: this.pageCount, level: 1 });
    const { doc } = this;
    if (options.samePage) doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(16).fillColor(COLOURS.brand);
    doc.text(heading, this.left, doc.y, { width: this.width });
    const y = doc.y + 4;
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(1.2);
    doc.strokeColor(COLOURS.brand).stroke();
    doc.y = y + 12;
  }

  /**
   * A sub-heading within a section, listed in the contents under it, on the next page unless
   * `keepWithNext` points of what follows fit under it.
   */
  subheading(title: string, keepWithNext = 60): void {
    this.ensureSpace(keepWithNext + 36);
    const { doc } = this;
    if (doc.y > doc.page.margins.top + 5) doc.moveDown(0.8);
    this.contents.push({ title, page: this.pageCount, level: 2 });
    doc.font('Helvetica-Bold').fontSize(11.5).fillColor(COLOURS.ink);
    doc.text(title, this.left, doc.y, { width: this.width });
    doc.moveDown(0.35);
  }

  /** Body text. */
  paragraph(text: string, options: { size?: number; color?: string; bold?: boolean } = {}) {
    const { doc } = this;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? 9.5);
    doc.fillColor(options.color ?? COLOURS.ink);
    this.ensureSpace(doc.heightOfString(text, { width: this.width }) + 4);
    doc.text(text, this.left, doc.y, { width: this.width, lineGap: 1.5 });
    doc.moveDown(0.5);
  }

  /** A note that belongs to the figure above it (what a value leaves out, approximations). */
  note(text: string): void {
    const { doc } = this;
    doc.font('Helvetica-Oblique').fontSize(8.5);
    const height = doc.heightOfString(text, { width: this.width - 14 });
    this.ensureSpace(height + 6);
    const y = doc.y;
    doc.rect(this.left, y, 2.5, height).fill(COLOURS.faint);
    doc.fillColor(COLOURS.muted).text(text, this.left + 10, y, { width: this.width - 14 });
    doc.moveDown(0.4);
  }

  /** Label–value pairs in two columns (project and design facts). */
  facts(rows: readonly (readonly [string, string])[], labelWidth = 150): void {
    const { doc } = this;
    for (const [label, value] of rows) {
      doc.font('Helvetica').fontSize(9.5);
      const height = doc.heightOfString(value || '–', { width: this.width - labelWidth });
      this.ensureSpace(height + 3);
      const y = doc.y;
      doc
        .font('Helvetica-Bold')
        .fillColor(COLOURS.muted)
        .text(label, this.left, y, {
          width: labelWidth - 8,
        });
      doc.font('Helvetica').fillColor(COLOURS.ink);
      doc.text(value || '–', this.left + labelWidth, y, { width: this.width - labelWidth });
      doc.y = Math.max(doc.y, y + height) + 3;
    }
    doc.moveDown(0.4);
  }

  /** Finishes the document: contents, running headers and footers; resolves to the PDF bytes. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    if (this.contentsPage !== null) this.writeContents(this.contentsPage);
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      this.writePageFrame(i, range.count);
    }
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.end();
    return done;
  }

  private writeContents(pageIndex: number): void {
    const { doc } = this;
    doc.switchToPage(pageIndex);
    doc.font('Helvetica-Bold').fontSize(16).fillColor(COLOURS.brand);
    doc.text('Contents', this.left, doc.page.margins.top, { width: this.width });
    doc.moveDown(1);
    for (const entry of this.contents) {
      const indent = entry.level === 1 ? 0 : 16;
      doc.font(entry.level === 1 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      doc.fillColor(entry.level === 1 ? COLOURS.ink : COLOURS.muted);
      const y = doc.y;
      const page = String(entry.page);
      const pageWidth = doc.widthOfString(page);
      const titleWidth = doc.widthOfString(entry.title);
      doc.text(entry.title, this.left + indent, y, { lineBreak: false });
      const dotsFrom = this.left + indent + titleWidth + 6;
      const dotsTo = this.left + this.width - pageWidth - 6;
      if (dotsTo > dotsFrom) {
        doc
          .moveTo(dotsFrom, y + 8)
          .lineTo(dotsTo, y + 8)
          .lineWidth(0.6)
          .dash(1, { space: 2.5 });
        doc.strokeColor(COLOURS.faint).stroke().undash();
      }
      doc.text(page, this.left + this.width - pageWidth, y, { lineBreak: false });
      doc.y = y + (entry.level === 1 ? 18 : 15);
    }
  }

  private writePageFrame(index: number, count: number): void {
    const { doc } = this;
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = this.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;
    if (index > 0) {
      doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted);
      doc.text(`${this.meta.title} · ${this.meta.header}`, left, 34, {
        width,
        lineBreak: false,
        ellipsis: true,
      });
      doc.moveTo(left, 47).lineTo(right, 47).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    }
    const y = doc.page.height - 40;
    doc
      .moveTo(left, y - 6)
      .lineTo(right, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(COLOURS.muted);
    const pageText = `Page ${index + 1} of ${count}`;
    const pageWidth = doc.widthOfString(pageText);
    doc.text(this.meta.footer, left, y, {
      width: width - pageWidth - 20,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(pageText, right - pageWidth, y, { lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
