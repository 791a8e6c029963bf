/**
 * A safe `Content-Disposition: attachment` header for a user-supplied file name (RFC 6266 §4.3 with
 * RFC 8187 `filename*`): control characters, quotes, backslashes and path separators are removed,
 * the ASCII `filename` fallback replaces anything outside printable ASCII with `_`, and the full name
 * goes percent-encoded in `filename*`. No input can add a header or a parameter.
 */
export function attachmentDisposition(fileName: string): string {
  const cleaned =
    fileName
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001F\u007F-\u009F"\\/:*?<>|]/g, '')
      .replace(/^[.\s]+/, '')
      .trim()
      .slice(0, 200) || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7E]/g, '_').replace(/%/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The name shown for an uploaded file: its base name without control characters or path parts. */
export function displayFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'document';
}
