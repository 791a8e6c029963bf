/**
 * Numbers for people in Australian English (grouped by thousands with commas, at most
 * `maximumFractionDigits` decimals, no trailing zeros), exactly as
 * `value.toLocaleString('en-AU', { maximumFractionDigits })` writes them, without making an
 * `Intl.NumberFormat`: the first one of a page loads the locale's data, which cost the results
 * summary ≈ 80-380 ms of main-thread work at Lighthouse's 4x slowdown (decision 0017, fourth
 * pass). Like the format, it rounds the number's shortest decimal form, halves away from zero.
 * Infinite values, NaN and 1e21 or more go to `Intl.NumberFormat`.
 */
const formats = new Map<number, Intl.NumberFormat>();

function intlFormat(value: number, maximumFractionDigits: number): string {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { maximumFractionDigits });
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/** `1234567` → `1,234,567` (digits only). */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part},${grouped}` : part;
  }
  return grouped;
}

/** A string of decimal digits plus one in its last place (`'099'` → `'100'`, `'99'` → `'100'`). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - 1 - i)}`;
}

/**
 * The whole and fraction digits of a non-negative number rounded to `decimals` places, from its
 * shortest decimal form (as the format rounds: `23.45` → `23.5`, halves away from zero).
 */
function roundDecimal(abs: number, decimals: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  // digits before the decimal point
  let point = Number(exponent) + 1;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (digits.length < point) {
    digits += '0'.repeat(point - digits.length);
  }
  const keep = point + decimals;
  if (digits.length > keep) {
    const roundsUp = digits.charCodeAt(keep) >= 53; // '5'
    const kept = digits.slice(0, keep);
    digits = roundsUp ? increment(kept) : kept;
    if (digits.length > keep) point += 1;
  }
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

export function formatNumber(value: number, maximumFractionDigits: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return intlFormat(value, maximumFractionDigits);
  }
  const { whole, fraction } = roundDecimal(Math.abs(value), maximumFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
}
