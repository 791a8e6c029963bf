import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { MAX_UPLOAD_ROWS } from '@circa/contract/uploads.schema';
import { AppError } from '../http/app-error';

/** A table read from an upload: the header row and the data rows, as trimmed text. */
export interface UploadTable {
  header: string[];
  rows: string[][];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const unsupported = () =>
  new AppError(
    'unsupported_media_type',
    'Upload a CSV file or an Excel workbook (.xlsx); this file is neither.',
  );

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/**
 * Reads a CSV or XLSX upload. The type is decided by the content (an XLSX is a zip; a CSV is
 * UTF-8 text without NUL bytes), never by the file name. Blank rows are dropped; line numbers
 * count from the header (line 1) so problems name the line a person sees in the file.
 */
export async function readUploadTable(
  data: Buffer,
): Promise<{ table: UploadTable; lineOf: (rowIndex: number) => number }> {
  let records: string[][];
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) {
    try {
      records = (await readSheet(data)).map((row) => row.map(cellText));
    } catch {
      throw new AppError(
        'bad_request',
        'The Excel workbook could not be read: save it again as .xlsx and upload it.',
      );
    }
  } else {
    if (data.includes(0)) throw unsupported();
    const text = data.toString('utf8');
    try {
      records = parse(text, {
        bom: true,
        relax_column_count: true,
        skip_empty_lines: false,
      }) as string[][];
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new AppError('bad_request', `The CSV file could not be read (${message}).`);
    }
    records = records.map((row) => row.map(cellText));
  }
  const numbered = records
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter((r) => r.cells.some((c) => c !== ''));
  const [header, ...rows] = numbered;
  if (!header)
    throw new AppError(
      'bad_request',
      'The file is empty: it needs a header row and at least one row.',
    );
  if (rows.length === 0)
    throw new AppError('bad_request', 'The file has a header but no rows to import.');
  if (rows.length > MAX_UPLOAD_ROWS) {
    throw new AppError(
      'bad_request',
      `The file has ${rows.length} rows; upload at most ${MAX_UPLOAD_ROWS} at a time.`,
    );
  }
  return {
    table: { header: header.cells, rows: rows.map((r) => r.cells) },
    lineOf: (rowIndex) => rows[rowIndex]!.line,
  };
}
