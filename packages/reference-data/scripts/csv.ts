/** CSV helpers for the reference-data build. */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** Read a CSV with a header row into records (all values as trimmed strings). */
export function readCsv(
  path: string,
  options: { delimiter?: string; columns?: string[] } = {},
): Record<string, string>[] {
  const text = readFileSync(path, 'utf8');
  return parse(text, {
    columns: options.columns ?? ((header: string[]) => header.map((h) => h.trim())),
    delimiter: options.delimiter ?? ',',
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    bom: true,
    relax_quotes: true,
  }) as Record<string, string>[];
}

/** A number from a CSV cell, or NaN. */
export function num(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return Number.NaN;
  return Number(value);
}
