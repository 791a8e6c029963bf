import { z } from 'zod';

/**
 * Columns of numbers sent as base64 of their little-endian bytes (Int32 or Float64): a large
 * column costs the server one string to check and send instead of thousands of numbers, and the
 * browser one decode; Float64 values arrive bit for bit as computed (docs/decisions/0029).
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A column of 32-bit whole numbers, base64 of little-endian Int32 bytes. */
export const packedInt32Column = z
  .string()
  .regex(BASE64, 'A packed column must be base64.')
  .describe('base64 of little-endian Int32 values');

/** A column of 64-bit numbers, base64 of little-endian Float64 bytes. */
export const packedFloat64Column = z
  .string()
  .regex(BASE64, 'A packed column must be base64.')
  .describe('base64 of little-endian Float64 values');

function bytesOf(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** Little-endian platform check: typed arrays use the platform's byte order. */
const isLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function readColumn<T extends Int32Array | Float64Array>(
  base64: string,
  size: number,
  make: (buffer: ArrayBuffer) => T,
  read: (view: DataView, at: number) => number,
): T {
  const buffer = bytesOf(base64);
  if (buffer.byteLength % size !== 0) throw new Error('A packed column has a partial value.');
  if (isLittleEndian) return make(buffer);
  const view = new DataView(buffer);
  const out = make(new ArrayBuffer(buffer.byteLength));
  for (let i = 0; i < out.length; i++) out[i] = read(view, i * size);
  return out;
}

/** Decodes a {@link packedInt32Column}. */
export function unpackInt32(base64: string): Int32Array {
  return readColumn(
    base64,
    4,
    (b) => new Int32Array(b),
    (v, at) => v.getInt32(at, true),
  );
}

/** Decodes a {@link packedFloat64Column}. */
export function unpackFloat64(base64: string): Float64Array {
  return readColumn(
    base64,
    8,
    (b) => new Float64Array(b),
    (v, at) => v.getFloat64(at, true),
  );
}
