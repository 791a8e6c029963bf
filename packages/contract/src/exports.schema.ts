import { z } from 'zod';
import { idField } from './select-option.schema';

/**
 * Open data out (issue 14 part 3): a lot's design results as a file. `csv` and `xlsx` hold one
 * row per indicator and life cycle module with its unit and data source; `lcax` is an LCAx 3.5
 * project (the open JSON exchange format for building LCA, https://github.com/ocni-dtu/lcax).
 */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'lcax'] as const;

/** One of {@link EXPORT_FORMATS}. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What a file of each format is: its media type, file name ending and the name users see. */
export const EXPORT_FILE_TYPES: Readonly<
  Record<ExportFormat, { contentType: string; extension: string; label: string }>
> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv', label: 'CSV' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'Excel',
  },
  lcax: { contentType: 'application/json; charset=utf-8', extension: 'lcax.json', label: 'LCAx' },
};

/** GET /exportResults: the lot and the format of the file. */
export const exportResultsQuerySchema = z.object({
  structureId: idField('structureId'),
  format: z.enum(EXPORT_FORMATS, { error: 'Please choose CSV, Excel or LCAx.' }),
});
