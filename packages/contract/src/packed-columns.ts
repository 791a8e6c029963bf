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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTET = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) SEXTET[ALPHABET.charCodeAt(i)] = i;

/** The bytes of base64 text (no runtime's atob or Buffer: the contract runs in both). */
function bytesOf(base64: string): ArrayBuffer {
  const text = base64.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let count = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const sextet = SEXTET[text.charCodeAt(i)] ?? -1;
    if (sextet < 0) throw new Error('A packed column must be base64.');
    bits = (bits << 6) | sextet;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes[at++] = (bits >> count) & 0xff;
    }
  }
  return bytes.buffer;
}

/** Base64 text of bytes. */
function base64Of(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? ALPHABET[n & 63]! : '=';
  }
  return out;
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

/** Packs a column (tests and small answers; the server uses Node's Buffer, which is faster). */
export function packColumn(values: Int32Array | Float64Array): string {
  if (!isLittleEndian) throw new Error('Packing needs a little-endian platform.');
  return base64Of(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
}
