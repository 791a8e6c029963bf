/**
 * The text of a PDF made by pdfkit with its standard fonts, for tests: every content stream
 * inflated, and the hex strings of its text operators (Tj, TJ) decoded from WinAnsi. One line
 * per text operator; pieces of one TJ (split only for kerning) are joined.
 */
import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

function decodeHex(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  return winAnsi.decode(bytes);
}

/** The streams of a PDF, inflated where they are compressed. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(match[1]!)) {
      try {
        streams.push(inflateSync(raw).toString('latin1'));
      } catch {
        // a stream that is not content (e.g. a font program) may not inflate on its own
      }
    } else streams.push(raw.toString('latin1'));
    pattern.lastIndex = end;
  }
  return streams;
}

/** Text lines of a pdfkit PDF, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    const operators = /\[((?:<[0-9a-fA-F\s]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g;
    let match: RegExpExecArray | null;
    while ((match = operators.exec(stream))) {
      if (match[2] !== undefined) lines.push(decodeHex(match[2]));
      else {
        const pieces = [...match[1]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => decodeHex(m[1]!));
        lines.push(pieces.join(''));
      }
    }
  }
  return lines;
}

/** The number of pages of a PDF. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}
