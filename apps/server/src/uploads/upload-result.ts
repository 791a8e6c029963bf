import type { UploadResponse } from '@circa/contract/uploads.schema';

/** One bad row. */
export interface UploadProblem {
  Line: number;
  Reason: string;
}

/** The answer when rows have problems: nothing was imported. */
export function rejectedUpload(problems: readonly UploadProblem[]): UploadResponse {
  const rows = new Set(problems.map((p) => p.Line)).size;
  return {
    SuccessMessage: '',
    ErrorMessage: `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported. Fix them and upload the file again.`,
    Problems: [...problems].sort((a, b) => a.Line - b.Line),
    CreatedIds: [],
  };
}

/** The answer when every row was imported. */
export function acceptedUpload(what: string, ids: readonly number[]): UploadResponse {
  return {
    SuccessMessage: `${ids.length} ${what} imported.`,
    ErrorMessage: '',
    Problems: [],
    CreatedIds: [...ids],
  };
}
