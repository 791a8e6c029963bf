/**
 * Numbers for people in Australian English (grouped, at most `maximumFractionDigits` decimals),
 * as `value.toLocaleString('en-AU', { maximumFractionDigits })` writes them, with one
 * `Intl.NumberFormat` per number of decimals for the whole session: making a format costs tens
 * of milliseconds on a slow phone, and `toLocaleString` makes one on every call.
 */
const formats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, maximumFractionDigits: number): string {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { maximumFractionDigits });
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}
