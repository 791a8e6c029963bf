import type { UploadKind } from '@circa/contract/uploads.schema';

/** One column of an upload file: its header and whether a value is required. */
export interface UploadColumn {
  header: string;
  isRequired: boolean;
  /** Explains the column in the template's example row. */
  example: string;
}

/**
 * The columns of the upload files (and of their downloadable templates). Headers are matched
 * case-insensitively; extra columns are ignored.
 */
export const uploadColumns: Record<UploadKind, readonly UploadColumn[]> = {
  project: [
    { header: 'Project Name', isRequired: true, example: 'Banksia Rise Stage 2' },
    { header: 'Project Type', isRequired: false, example: 'Development' },
    { header: 'Address', isRequired: true, example: '12 Banksia Street, Marsden Park NSW 2765' },
    { header: 'Project Manager', isRequired: true, example: 'Pat Morgan' },
    { header: 'Developer', isRequired: true, example: 'Example Developments Pty Ltd' },
    { header: 'Land Area', isRequired: false, example: '45000' },
    { header: 'Description', isRequired: false, example: 'Detached houses and townhouses' },
  ],
  lot: [
    { header: 'Lot Name', isRequired: true, example: 'Lot 201' },
    // a lot's address is required (document 2 §5 'Please enter lot address'), in a file too
    { header: 'Address', isRequired: true, example: '20 Banksia Street, Marsden Park NSW 2765' },
    { header: 'Custom Field', isRequired: false, example: 'Stage 2' },
    { header: 'Description', isRequired: false, example: 'Corner block' },
  ],
};

/** Maps each known header to its column index in the file; lists the required ones missing. */
export function matchHeader(kind: UploadKind, header: readonly string[]) {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    const known = uploadColumns[kind].find(
      (c) => c.header.toLowerCase() === h.trim().toLowerCase(),
    );
    if (known && !index.has(known.header)) index.set(known.header, i);
  });
  const missing = uploadColumns[kind]
    .filter((c) => c.isRequired && !index.has(c.header))
    .map((c) => c.header);
  return { index, missing };
}

/** The value of a column in a row ('' when the column is absent). */
export function cell(row: readonly string[], index: Map<string, number>, header: string): string {
  const i = index.get(header);
  return i === undefined ? '' : (row[i] ?? '').trim();
}
