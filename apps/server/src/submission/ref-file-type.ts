import { fileTypeFromBuffer } from 'file-type';

/** What a reference document was found to be: its content type and the extension to store it under. */
export interface RefFileType {
  contentType: string;
  extension: string;
}

/**
 * Binary formats accepted for reference documents, by the type `file-type` detects from the
 * bytes (magic numbers), never from the name: documents, images, CAD, archives and spreadsheets.
 */
const binaryTypes: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'image/vnd.dwg': 'dwg',
  'application/zip': 'zip',
  'application/x-7z-compressed': '7z',
  'application/x-rar-compressed': 'rar',
  'application/vnd.rar': 'rar',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};

/** Legacy Office files are Compound File containers: accepted only as .doc or .xls. */
const compoundFileTypes: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

/** Text formats have no magic number: the name says which, the content must match it. */
const textTypes: Record<string, { contentType: string; matches: (text: string) => boolean }> = {
  csv: { contentType: 'text/csv', matches: (text) => text.trim().length > 0 },
  // DXF: group code 0 then SECTION (AutoCAD DXF reference, "DXF file structure")
  dxf: { contentType: 'image/vnd.dxf', matches: (text) => /^\s*0\s*\r?\n\s*SECTION\b/.test(text) },
  // IFC (STEP physical file, ISO 10303-21): starts with ISO-10303-21;
  ifc: {
    contentType: 'application/x-step',
    matches: (text) => text.trimStart().startsWith('ISO-10303-21;'),
  },
};

function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/** Plain text: valid UTF-8 without NUL or other control bytes (tab, CR, LF allowed). */
function asPlainText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text) ? null : text;
}

/**
 * Decides a reference document's type from its content (document 2 "Submit": document, image,
 * CAD, archive and spreadsheet types); null when it is none of them — for example an executable
 * renamed to .pdf, or a text file named .dwg.
 */
export async function detectRefFileType(
  data: Buffer,
  fileName: string,
): Promise<RefFileType | null> {
  if (data.length === 0) return null;
  const detected = await fileTypeFromBuffer(data);
  const named = extensionOf(fileName);
  if (detected) {
    if (detected.mime === 'application/x-cfb') {
      const contentType = compoundFileTypes[named];
      return contentType ? { contentType, extension: named } : null;
    }
    const extension = binaryTypes[detected.mime];
    return extension ? { contentType: detected.mime, extension } : null;
  }
  const textType = textTypes[named];
  if (!textType) return null;
  const text = asPlainText(data);
  return text !== null && textType.matches(text)
    ? { contentType: textType.contentType, extension: named }
    : null;
}
