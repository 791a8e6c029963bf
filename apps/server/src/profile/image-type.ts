import { fileTypeFromBuffer } from 'file-type';

/** Photo formats accepted for profiles, by detected content type → stored extension. */
const allowed: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Content types by stored extension, for serving. */
export const imageContentTypes: Record<string, string> = Object.fromEntries(
  Object.entries(allowed).map(([type, ext]) => [ext, type]),
);

/**
 * The extension to store a photo under, decided from the bytes themselves (magic numbers), never
 * from the file name or the declared type; null when the content is not an allowed image.
 */
export async function detectImageExtension(data: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  return type ? (allowed[type.mime] ?? null) : null;
}
