/**
 * The optional columns of the LCI import format that record where a factor was read in an
 * Environmental Product Declaration, and which library processes a process stands in for
 * (IMPORT-FORMAT.md, "EPD columns").
 */
import type { EpdReference } from '@circa/engine/lci-types';

/** Optional CSV columns: the declaration of each factor and the processes it replaces. */
export const EPD_CSV_COLUMNS = [
  'replaces',
  'epd_registration',
  'epd_owner',
  'programme',
  'epd_version',
  'issued',
  'valid_until',
  'epd_declared_unit',
  'modules_declared',
  'en15804_variant',
  'biogenic_treatment',
  'cited_value',
  'cited_unit',
  'conversion_factor',
  'conversion_note',
] as const;

export type EpdColumn = (typeof EPD_CSV_COLUMNS)[number];

/** Relative tolerance of value = cited_value × conversion_factor (values carry 6 significant figures). */
const CONVERSION_TOLERANCE = 1e-5;

const DATE = /^(\d{4}-\d{2}-\d{2})?$/;

/**
 * The EPD reference of one row, or null when the row names no declaration; problems are
 * reported through `bad(column, reason)`.
 */
export function readEpdReference(
  cell: (column: EpdColumn) => string,
  value: number,
  bad: (column: string, reason: string) => void,
): EpdReference | null {
  const registration = cell('epd_registration').trim();
  if (registration === '') return null;
  const citedValue = Number(cell('cited_value'));
  const factorText = cell('conversion_factor').trim();
  const conversionFactor = factorText === '' ? 1 : Number(factorText);
  const variant = cell('en15804_variant').trim();
  if (cell('cited_value').trim() === '' || !Number.isFinite(citedValue))
    bad('cited_value', 'cited_value must be the number printed in the declaration');
  else if (!Number.isFinite(conversionFactor) || conversionFactor <= 0)
    bad('conversion_factor', 'conversion_factor must be a number above 0, or empty for 1');
  else if (!matchesConversion(value, citedValue * conversionFactor))
    bad(
      'value',
      `value must equal cited_value × conversion_factor (${citedValue} × ${conversionFactor} = ${citedValue * conversionFactor})`,
    );
  if (variant !== 'A1' && variant !== 'A2')
    bad('en15804_variant', 'en15804_variant must be A1 or A2');
  for (const column of ['issued', 'valid_until'] as const)
    if (!DATE.test(cell(column).trim()))
      bad(column, `${column} must be a date yyyy-MM-dd or empty`);
  if (cell('cited_unit').trim() === '')
    bad('cited_unit', 'cited_unit is required with a declaration');
  return {
    registration,
    owner: cell('epd_owner').trim(),
    programme: cell('programme').trim(),
    version: cell('epd_version').trim(),
    issued: cell('issued').trim(),
    validUntil: cell('valid_until').trim(),
    declaredUnit: cell('epd_declared_unit').trim(),
    modulesDeclared: cell('modules_declared').trim(),
    en15804: variant === 'A2' ? 'A2' : 'A1',
    biogenicCarbon: cell('biogenic_treatment').trim(),
    citedValue,
    citedUnit: cell('cited_unit').trim(),
    conversionFactor,
    conversionNote: cell('conversion_note').trim(),
  };
}

function matchesConversion(value: number, expected: number): boolean {
  if (expected === 0) return value === 0;
  return Math.abs(value - expected) <= CONVERSION_TOLERANCE * Math.abs(expected);
}

/** The process ids a row's `replaces` cell names (separated by `|`). */
export function replacedProcessIds(text: string): string[] {
  return text
    .split('|')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}
