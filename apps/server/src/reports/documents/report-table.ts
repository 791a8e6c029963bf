/**
 * Tables of the reports: a coloured header row (with optional group headers above it, as the
 * EN 15978 module groups), zebra rows, right-aligned numbers, wrapped text, and the header
 * repeated when a table continues on the next page.
 */
import { COLOURS } from './report-writer';
import type { ReportWriter } from './report-writer';

/** A column: its header, its share of the table width and how its cells align. */
export interface TableColumn {
  header: string;
  /** Relative width (the columns share the text width in proportion). */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

/** A row: its cells, and how it stands out. */
export interface TableRow {
  cells: readonly string[];
  bold?: boolean;
  /** Text colour per cell (undefined: ink). */
  colors?: readonly (string | undefined)[];
}

/** A table to draw. */
export interface TableSpec {
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** Header groups over the columns, left to right (spans add up to the column count). */
  groups?: readonly { label: string; span: number }[];
  fontSize?: number;
}

const PAD_X = 4;
const PAD_Y = 3.5;

/** Draws a table at the current position, continuing on new pages as needed. */
export function drawTable(w: ReportWriter, spec: TableSpec): void {
  const { doc } = w;
  const size = spec.fontSize ?? 8.5;
  const totalWeight = spec.columns.reduce((s, c) => s + c.weight, 0);
  const widths = spec.columns.map((c) => (c.weight / totalWeight) * w.width);
  const cellHeight = (text: string, i: number, font: string) => {
    doc.font(font).fontSize(size);
    return doc.heightOfString(text || ' ', { width: widths[i]! - 2 * PAD_X }) + 2 * PAD_Y;
  };
  const drawCells = (cells: readonly string[], y: number, height: number, row?: TableRow) => {
    let x = w.left;
    cells.forEach((text, i) => {
      const column = spec.columns[i]!;
      doc.font(row?.bold || !row ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      doc.fillColor(row ? (row.colors?.[i] ?? COLOURS.ink) : '#FFFFFF');
      doc.text(text, x + PAD_X, y + PAD_Y, {
        width: widths[i]! - 2 * PAD_X,
        align: column.align ?? 'left',
        height: height - PAD_Y,
      });
      x += widths[i]!;
    });
  };
  const drawHeader = () => {
    let y = doc.y;
    if (spec.groups) {
      let x = w.left;
      let column = 0;
      for (const group of spec.groups) {
        const width = widths.slice(column, column + group.span).reduce((s, v) => s + v, 0);
        if (group.label) {
          doc.rect(x + 1, y, width - 2, 14).fill(COLOURS.brandLight);
          doc
            .font('Helvetica-Bold')
            .fontSize(size - 0.5)
            .fillColor(COLOURS.brand);
          doc.text(group.label, x, y + 3.5, { width, align: 'center', lineBreak: false });
        }
        x += width;
        column += group.span;
      }
      y += 15;
    }
    const headers = spec.columns.map((c) => c.header);
    const height = Math.max(...headers.map((h, i) => cellHeight(h, i, 'Helvetica-Bold')));
    doc.rect(w.left, y, w.width, height).fill(COLOURS.brand);
    drawCells(headers, y, height);
    doc.y = y + height;
  };
  w.ensureSpace(60);
  drawHeader();
  spec.rows.forEach((row, r) => {
    const font = row.bold ? 'Helvetica-Bold' : 'Helvetica';
    const height = Math.max(...row.cells.map((c, i) => cellHeight(c, i, font)));
    if (doc.y + height > w.bottom) {
      w.newPage(w.layout);
      drawHeader();
    }
    const y = doc.y;
    if (r % 2 === 1) doc.rect(w.left, y, w.width, height).fill(COLOURS.zebra);
    drawCells(row.cells, y, height, row);
    doc
      .moveTo(w.left, y + height)
      .lineTo(w.left + w.width, y + height)
      .lineWidth(0.4);
    doc.strokeColor(COLOURS.rule).stroke();
    doc.y = y + height;
  });
  doc.x = w.left;
  doc.y += 8;
}
