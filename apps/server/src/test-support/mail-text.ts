/** Undoes quoted-printable line wrapping and escapes (RFC 2045 §6.7), enough to read mail text. */
export function decodeQuotedPrintable(raw: string): string {
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return raw;
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
