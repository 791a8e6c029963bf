import { AppError } from '../http/app-error';

/**
 * Reads a zip archive's index (the End Of Central Directory record and the central directory)
 * without unpacking anything, so an XLSX upload can be refused before it is opened when it would
 * expand into far more than a spreadsheet of rows needs (a "zip bomb"), or when its index does not
 * describe the file exactly (data hidden between entries, which a streaming unzipper would still
 * unpack). Costs a pass over the index only: at most `maxEntries` headers.
 */

/** What the archive may hold. */
export interface ZipLimits {
  /** Most entries (files) in the archive. */
  maxEntries: number;
  /** Most bytes all entries together may expand to, as the index declares them. */
  maxTotalUncompressedBytes: number;
  /** Most uncompressed / compressed ratio of an entry larger than `ratioCheckFromBytes`. */
  maxCompressionRatio: number;
  /** Entries that expand to fewer bytes than this are not held to `maxCompressionRatio`. */
  ratioCheckFromBytes: number;
}

const MIB = 1024 * 1024;

/** Limits for an XLSX upload: a 5,000-row sheet is a few MB of XML in a handful of entries. */
export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalUncompressedBytes: 50 * MIB,
  maxCompressionRatio: 200,
  ratioCheckFromBytes: 1 * MIB,
};

/** One entry of the archive, as its index describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Offset of the entry's data (after its local header) in the archive. */
  dataOffset: number;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** Flag bits: 0 encrypted, 3 sizes in a data descriptor after the data. */
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
/** A data descriptor: its signature, the CRC and the two sizes (the only form accepted). */
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const DESCRIPTOR_SIGNATURE_BYTES = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const DESCRIPTOR_SIZE = 16;
const STORED = 0;
const DEFLATED = 8;

const unreadable = () =>
  new AppError(
    'bad_request',
    'The Excel workbook could not be read: save it again as .xlsx and upload it.',
  );

const mb = (bytes: number) => `${Math.round(bytes / MIB)} MB`;

/** Where the End Of Central Directory record starts: searched backwards over a possible comment. */
function findEndOfCentralDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = data.length - EOCD_SIZE; at >= lowest; at--) {
    if (
      data.readUInt32LE(at) === EOCD_SIGNATURE &&
      at + EOCD_SIZE + data.readUInt16LE(at + 20) === data.length
    )
      return at;
  }
  throw unreadable();
}

/**
 * Reads the archive's index and checks it against `limits`. Throws a 400 AppError with a message
 * for a person when the archive is malformed, holds too many entries, would expand too far, or
 * has an entry compressed beyond what real spreadsheet data allows. Returns the entries in the
 * order they lie in the file.
 */
export function inspectZip(data: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS): ZipEntry[] {
  if (data.length < EOCD_SIZE) throw unreadable();
  const eocd = findEndOfCentralDirectory(data);
  const disk = data.readUInt16LE(eocd + 4);
  const directoryDisk = data.readUInt16LE(eocd + 6);
  const entriesOnDisk = data.readUInt16LE(eocd + 8);
  const entryCount = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  // one disk only, no ZIP64 (0xffff / 0xffffffff markers), and the directory ends at the record
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw unreadable();
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) throw unreadable();
  if (directoryOffset + directorySize !== eocd) throw unreadable();
  if (entryCount === 0) throw unreadable();
  if (entryCount > limits.maxEntries) {
    throw new AppError(
      'bad_request',
      `The Excel workbook holds ${entryCount} parts, more than the ${limits.maxEntries} a sheet of rows needs, so it was not opened. Save the sheet on its own as .xlsx or CSV and upload that.`,
    );
  }

  const entries: (ZipEntry & {
    localOffset: number;
    hasDescriptor: boolean;
    isSizedLocally: boolean;
    crc: number;
  })[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < entryCount; i++) {
    if (at + CENTRAL_HEADER_SIZE > eocd || data.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw unreadable();
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const uncompressedSize = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    const end = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (end > eocd) throw unreadable();
    const nameBytes = data.subarray(
      at + CENTRAL_HEADER_SIZE,
      at + CENTRAL_HEADER_SIZE + nameLength,
    );
    if (flags & FLAG_ENCRYPTED) throw unreadable();
    if (method !== STORED && method !== DEFLATED) throw unreadable();
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw unreadable();
    if (method === STORED && compressedSize !== uncompressedSize) throw unreadable();

    total += uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes) {
      throw new AppError(
        'bad_request',
        `The Excel workbook expands to more than ${mb(limits.maxTotalUncompressedBytes)} when opened, far more than a sheet of rows needs, so it was not opened. Remove other sheets and pictures, or save it as CSV, and upload it again.`,
      );
    }
    if (
      uncompressedSize > limits.ratioCheckFromBytes &&
      uncompressedSize > compressedSize * limits.maxCompressionRatio
    ) {
      throw new AppError(
        'bad_request',
        `A part of the Excel workbook is compressed more than ${limits.maxCompressionRatio} times, which spreadsheet data never is, so it was not opened. Save it again as .xlsx, or as CSV, and upload it.`,
      );
    }

    // the local header the directory points at must describe the same entry
    if (localOffset + LOCAL_HEADER_SIZE > directoryOffset) throw unreadable();
    if (data.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw unreadable();
    const localNameLength = data.readUInt16LE(localOffset + 26);
    const localExtraLength = data.readUInt16LE(localOffset + 28);
    const localNameStart = localOffset + LOCAL_HEADER_SIZE;
    if (data.readUInt16LE(localOffset + 8) !== method) throw unreadable();
    if (!data.subarray(localNameStart, localNameStart + localNameLength).equals(nameBytes))
      throw unreadable();
    // Unzippers that read front to back trust the local header: it must agree with the index.
    // With a data descriptor (sizes after the data) the local sizes are 0, or the true ones.
    const hasDescriptor = (flags & FLAG_DATA_DESCRIPTOR) !== 0;
    const localFlags = data.readUInt16LE(localOffset + 6);
    const localCompressedSize = data.readUInt32LE(localOffset + 18);
    const localUncompressedSize = data.readUInt32LE(localOffset + 22);
    if ((localFlags & FLAG_DATA_DESCRIPTOR) !== (flags & FLAG_DATA_DESCRIPTOR)) throw unreadable();
    const isSizedLocally =
      localCompressedSize === compressedSize && localUncompressedSize === uncompressedSize;
    if (!isSizedLocally && !(hasDescriptor && localCompressedSize === 0)) throw unreadable();
    // stored data with its size only after it could only be found by scanning for a signature
    if (hasDescriptor && method === STORED) throw unreadable();
    const dataOffset = localNameStart + localNameLength + localExtraLength;
    if (dataOffset + compressedSize > directoryOffset) throw unreadable();

    entries.push({
      name: nameBytes.toString('utf8'),
      method,
      dataOffset,
      compressedSize,
      uncompressedSize,
      localOffset,
      hasDescriptor,
      isSizedLocally,
      crc: data.readUInt32LE(at + 16),
    });
    at = end;
  }
  if (at !== eocd) throw unreadable();

  // The entries must tile the file from its first byte to the directory, each followed only by
  // its data descriptor (16 bytes with its signature, repeating the index's CRC and sizes): nothing
  // hidden in between that an unzipper reading the file front to back would unpack without the
  // index's knowledge. Entries that share or overlap their data (another zip-bomb trick) fail the
  // same test.
  entries.sort((a, b) => a.localOffset - b.localOffset);
  if (entries[0]!.localOffset !== 0) throw unreadable();
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const dataEnd = entry.dataOffset + entry.compressedSize;
    const next = entries[i + 1]?.localOffset ?? directoryOffset;
    if (!entry.hasDescriptor) {
      if (next !== dataEnd) throw unreadable();
      continue;
    }
    if (
      next !== dataEnd + DESCRIPTOR_SIZE ||
      data.readUInt32LE(dataEnd) !== DESCRIPTOR_SIGNATURE ||
      data.readUInt32LE(dataEnd + 4) !== entry.crc ||
      data.readUInt32LE(dataEnd + 8) !== entry.compressedSize ||
      data.readUInt32LE(dataEnd + 12) !== entry.uncompressedSize
    )
      throw unreadable();
    // without local sizes, the data ends at the first descriptor signature: none may come sooner
    if (
      !entry.isSizedLocally &&
      data.subarray(entry.dataOffset, dataEnd).includes(DESCRIPTOR_SIGNATURE_BYTES)
    )
      throw unreadable();
  }

  return entries.map(({ name, method, dataOffset, compressedSize, uncompressedSize }) => ({
    name,
    method,
    dataOffset,
    compressedSize,
    uncompressedSize,
  }));
}
