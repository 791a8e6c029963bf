/**
 * Blocks of the reports' pages drawn through the writer: the title page and a row of key figures.
 */
import { COLOURS } from './report-writer';
import type { ReportWriter } from './report-writer';

/** A row of key figures in boxes: a large value with its label under it. */
export function drawKeyFigures(
  w: ReportWriter,
  items: readonly { label: string; value: string; color?: string }[],
): void {
  const { doc } = w;
  const gap = 10;
  const boxWidth = (w.width - gap * (items.length - 1)) / items.length;
  const height = 62;
  w.ensureSpace(height + 10);
  const y = doc.y;
  items.forEach((item, i) => {
    const x = w.left + i * (boxWidth + gap);
    doc.roundedRect(x, y, boxWidth, height, 4).fill(COLOURS.brandLight);
    let size = 14;
    doc.font('Helvetica-Bold');
    while (size > 8 && doc.fontSize(size).widthOfString(item.value) > boxWidth - 16) size -= 0.5;
    doc.fontSize(size).fillColor(item.color ?? COLOURS.brand);
    doc.text(item.value, x + 8, y + 10 + (14 - size) / 2, {
      width: boxWidth - 16,
      lineBreak: false,
      ellipsis: true,
    });
    doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted);
    doc.text(item.label, x + 8, y + 32, { width: boxWidth - 16, height: 26 });
  });
  doc.x = w.left;
  doc.y = y + height + 10;
}

/** Lays out the title page (the document's first page). */
export function drawTitlePage(
  w: ReportWriter,
  options: {
    kicker: string;
    heading: string;
    facts: readonly (readonly [string, string])[];
    status?: string;
  },
): void {
  const { doc } = w;
  const pageWidth = doc.page.width;
  doc.rect(0, 0, pageWidth, 250).fill(COLOURS.brand);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#FFFFFF');
  doc.text('CIRCA', w.left, 52, { characterSpacing: 3 });
  doc.font('Helvetica').fontSize(10).fillColor('#CFE3E8');
  doc.text(options.kicker, w.left, 120, { width: w.width });
  doc.font('Helvetica-Bold').fontSize(28).fillColor('#FFFFFF');
  doc.text(w.meta.title, w.left, 140, { width: w.width });
  doc.font('Helvetica').fontSize(14).fillColor('#FFFFFF');
  doc.text(options.heading, w.left, doc.y + 6, { width: w.width });
  doc.y = 290;
  w.facts(options.facts, 170);
  if (options.status) {
    doc.moveDown(0.5);
    w.note(options.status);
  }
}
