// The upload table reader's worker thread (started by read-table.ts, one per upload, with a heap
// limit and a deadline; ended when it answers or runs out of either). Plain JavaScript so that it
// runs as it is wherever the server runs, with or without a TypeScript loader.
//
// In (workerData): { data: Uint8Array, kind: 'csv' | 'xlsx', entries (xlsx: the zip index read by
// zip-inspection.ts), limits: { maxRecords, maxColumns, maxCellLength, maxTotalCharacters } }.
// Out (one message): { records: string[][] } or { failure: { reason, line?, count?, detail? } }.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

/** Stops reading with a reason read-table.ts turns into a message. */
class Refusal extends Error {
  constructor(failure) {
    super(failure.reason);
    this.failure = failure;
  }
}

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/**
 * Checks each entry unpacks to exactly the size the index declares, from exactly its bytes, never
 * unpacking more than declared: the index was checked against the limits, so the workbook is too.
 */
function checkEntriesUnpackAsDeclared(data, entries) {
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const packed = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    let unpacked;
    try {
      unpacked = inflateRawSync(packed, {
        info: true,
        maxOutputLength: Math.max(1, entry.uncompressedSize),
      });
    } catch {
      throw new Refusal({ reason: 'index_mismatch' });
    }
    if (
      unpacked.buffer.length !== entry.uncompressedSize ||
      unpacked.engine.bytesWritten !== packed.length
    )
      throw new Refusal({ reason: 'index_mismatch' });
  }
}

/** Counts rows that hold something and characters, refusing past the limits; checks each row. */
function recordChecker(limits) {
  let filled = 0;
  let characters = 0;
  return (cells, line) => {
    if (cells.length > limits.maxColumns && cells.slice(limits.maxColumns).some((c) => c !== ''))
      throw new Refusal({ reason: 'too_many_columns', line, count: cells.length });
    for (const cell of cells) {
      if (cell.length > limits.maxCellLength) throw new Refusal({ reason: 'cell_too_long', line });
      characters += cell.length;
    }
    if (characters > limits.maxTotalCharacters) throw new Refusal({ reason: 'too_much_text' });
    if (cells.some((c) => c !== '') && ++filled > limits.maxRecords)
      throw new Refusal({ reason: 'too_many_rows' });
  };
}

async function readXlsx(data, entries, limits) {
  checkEntriesUnpackAsDeclared(data, entries);
  // each reader is loaded only for its kind (read-excel-file takes a tenth of a second to load)
  const { readSheet } = await import('read-excel-file/node');
  let rows;
  try {
    rows = await readSheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch {
    throw new Refusal({ reason: 'unreadable_xlsx' });
  }
  const check = recordChecker(limits);
  return rows.map((row, index) => {
    const cells = row.map(cellText);
    check(cells, index + 1);
    return cells;
  });
}

async function readCsv(data, limits) {
  const { parse } = await import('csv-parse/sync');
  const check = recordChecker(limits);
  let line = 0;
  try {
    return parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8'), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (record) => {
        const cells = record.map(cellText);
        check(cells, ++line);
        return cells;
      },
    });
  } catch (error) {
    if (error instanceof Refusal) throw error;
    if (error?.cause instanceof Refusal) throw error.cause;
    throw new Refusal({
      reason: 'unreadable_csv',
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

const { data, kind, entries, limits } = workerData;
try {
  const records =
    kind === 'xlsx' ? await readXlsx(data, entries, limits) : await readCsv(data, limits);
  parentPort.postMessage({ records });
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  parentPort.postMessage({ failure: error.failure });
}
