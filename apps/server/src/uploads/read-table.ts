import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MAX_UPLOAD_ROWS } from '@circa/contract/uploads.schema';
import { AppError } from '../http/app-error';
import { inspectZip, XLSX_ZIP_LIMITS } from './zip-inspection';
import type { ZipEntry, ZipLimits } from './zip-inspection';

/** A table read from an upload: the header row and the data rows, as trimmed text. */
export interface UploadTable {
  header: string[];
  rows: string[][];
}

/** How far reading one upload may go. */
export interface TableReadLimits {
  /** Wall-clock time the worker may take before it is stopped. */
  timeoutMs: number;
  /** The worker's heap (V8 old generation), MB. */
  maxHeapMb: number;
  /** Most data rows (the header is extra). */
  maxRows: number;
  /** Most filled columns in a row. */
  maxColumns: number;
  /** Most characters in a cell. */
  maxCellLength: number;
  /**
   * Most characters in all cells together: a workbook's cells can all name one long shared
   * string, so its text can be far larger than the file.
   */
  maxTotalCharacters: number;
  zip: ZipLimits;
  /** Most uploads read at once (each in its own worker); the next ones wait their turn. */
  maxParallelReads: number;
  /** Most uploads waiting for their turn; beyond, a 429. */
  maxWaitingReads: number;
}

export const UPLOAD_READ_LIMITS: TableReadLimits = {
  timeoutMs: 20_000,
  maxHeapMb: 256,
  maxRows: MAX_UPLOAD_ROWS,
  maxColumns: 200,
  maxCellLength: 10_000,
  maxTotalCharacters: 20_000_000,
  zip: XLSX_ZIP_LIMITS,
  // a core is always left for the event loop, however many hostile uploads arrive together
  maxParallelReads: Math.max(1, availableParallelism() - 1),
  maxWaitingReads: 20,
};

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const WORKER_URL = new URL('./read-table.worker.mjs', import.meta.url);

const unsupported = () =>
  new AppError(
    'unsupported_media_type',
    'Upload a CSV file or an Excel workbook (.xlsx); this file is neither.',
  );

const unreadableXlsx = () =>
  new AppError(
    'bad_request',
    'The Excel workbook could not be read: save it again as .xlsx and upload it.',
  );

/** Why the worker stopped reading (read-table.worker.mjs). */
interface WorkerFailure {
  reason:
    | 'unreadable_xlsx'
    | 'unreadable_csv'
    | 'index_mismatch'
    | 'too_many_rows'
    | 'too_many_columns'
    | 'cell_too_long'
    | 'too_much_text';
  line?: number;
  count?: number;
  detail?: string;
}

type WorkerReply = { records: string[][] } | { failure: WorkerFailure };

function refusal(failure: WorkerFailure, limits: TableReadLimits): AppError {
  switch (failure.reason) {
    case 'unreadable_xlsx':
      return unreadableXlsx();
    case 'unreadable_csv':
      return new AppError('bad_request', `The CSV file could not be read (${failure.detail}).`);
    case 'index_mismatch':
      return new AppError(
        'bad_request',
        'The Excel workbook unpacks to more than its own index says, so it was not opened: save it again as .xlsx and upload it.',
      );
    case 'too_many_rows':
      return new AppError(
        'bad_request',
        `The file has more than ${limits.maxRows} rows; upload at most ${limits.maxRows} at a time.`,
      );
    case 'too_many_columns':
      return new AppError(
        'bad_request',
        `Line ${failure.line} has ${failure.count} columns; a row may have at most ${limits.maxColumns}.`,
      );
    case 'cell_too_long':
      return new AppError(
        'bad_request',
        `Line ${failure.line} has a cell longer than ${limits.maxCellLength.toLocaleString('en-AU')} characters; shorten it and upload the file again.`,
      );
    case 'too_much_text':
      return new AppError(
        'bad_request',
        `The file holds more than ${limits.maxTotalCharacters.toLocaleString('en-AU')} characters of text, more than an upload may; split it and upload the parts one by one.`,
      );
  }
}

let readsInProgress = 0;
const waitingReads: (() => void)[] = [];

/** How many uploads are being read in a worker right now (for tests and monitoring). */
export function tableReadsInProgress(): number {
  return readsInProgress;
}

/** Waits for a turn to read (at most `maxParallelReads` at once); a 429 when too many wait. */
async function takeReadTurn(limits: TableReadLimits): Promise<void> {
  if (readsInProgress < limits.maxParallelReads) {
    readsInProgress++;
    return;
  }
  if (waitingReads.length >= limits.maxWaitingReads) {
    throw new AppError(
      'too_many_requests',
      'Too many files are being read right now; upload yours again in a minute.',
      undefined,
      Math.ceil(limits.timeoutMs / 1000),
    );
  }
  // the turn is handed over by `endReadTurn`, which leaves the count as it is
  await new Promise<void>((resolve) => waitingReads.push(resolve));
}

function endReadTurn(): void {
  const next = waitingReads.shift();
  if (next) next();
  else readsInProgress--;
}

/**
 * Reads the records of an upload in a worker thread, so a hostile file costs that thread and not
 * the event loop: the worker has a heap limit and a deadline, and is ended when it passes either.
 */
async function readRecordsInWorker(
  data: Buffer,
  kind: 'csv' | 'xlsx',
  entries: ZipEntry[],
  limits: TableReadLimits,
): Promise<string[][]> {
  await takeReadTurn(limits);
  let worker: Worker;
  try {
    worker = new Worker(WORKER_URL, {
      workerData: {
        data,
        kind,
        entries,
        limits: {
          maxRecords: limits.maxRows + 1,
          maxColumns: limits.maxColumns,
          maxCellLength: limits.maxCellLength,
          maxTotalCharacters: limits.maxTotalCharacters,
        },
      },
      // the worker is plain JavaScript: no loaders (tsx) or flags of this process
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    });
  } catch (error) {
    endReadTurn();
    throw error;
  }
  return new Promise<string[][]>((resolve, reject) => {
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      endReadTurn();
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new AppError(
              'bad_request',
              `The file took too long to read (more than ${limits.timeoutMs / 1000} seconds), so reading stopped. Upload a smaller file, or save it as CSV and upload that.`,
            ),
          ),
        ),
      limits.timeoutMs,
    );
    const tooBig = () =>
      new AppError(
        'bad_request',
        'The file needs too much memory to read, so reading stopped. Upload a smaller file, or save it as CSV and upload that.',
      );
    worker.once('message', (reply: WorkerReply) =>
      settle(() =>
        'records' in reply ? resolve(reply.records) : reject(refusal(reply.failure, limits)),
      ),
    );
    // out of heap; anything else is a fault of the reader (a 500, logged), not of the file
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig() : error)),
    );
    worker.once('exit', (code) =>
      settle(() =>
        reject(new Error(`The upload reader stopped (exit code ${code}) without answering.`)),
      ),
    );
  });
}

/**
 * Reads a CSV or XLSX upload. The type is decided by the content (an XLSX is a zip; a CSV is
 * UTF-8 text without NUL bytes), never by the file name. An XLSX's zip index is checked first
 * (zip-inspection.ts: entries, unpacked size, compression ratio); then the file is read in a
 * worker thread with a heap limit and a deadline, with rows, columns and cell length capped.
 * Blank rows are dropped; line numbers count from the header (line 1) so problems name the line
 * a person sees in the file.
 */
export async function readUploadTable(
  data: Buffer,
  limits: TableReadLimits = UPLOAD_READ_LIMITS,
): Promise<{ table: UploadTable; lineOf: (rowIndex: number) => number }> {
  let records: string[][];
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) {
    const entries = inspectZip(data, limits.zip);
    records = await readRecordsInWorker(data, 'xlsx', entries, limits);
  } else {
    if (data.includes(0)) throw unsupported();
    records = await readRecordsInWorker(data, 'csv', [], limits);
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
  if (rows.length > limits.maxRows) {
    throw new AppError(
      'bad_request',
      `The file has ${rows.length} rows; upload at most ${limits.maxRows} at a time.`,
    );
  }
  return {
    table: { header: header.cells, rows: rows.map((r) => r.cells) },
    lineOf: (rowIndex) => rows[rowIndex]!.line,
  };
}
