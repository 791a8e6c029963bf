const locale = 'en-AU';

function digitsFor(value: number): number {
  const size = Math.abs(value);
  if (size === 0 || size >= 100) return 0;
  if (size >= 1) return 1;
  return Math.min(6, 1 - Math.floor(Math.log10(size)));
}

/** A GWP in kg CO2e for people: grouped, whole kilograms from 100, two significant digits below 1. */
export function formatKg(value: number): string {
  return `${value.toLocaleString(locale, { maximumFractionDigits: digitsFor(value) })} kg CO2e`;
}

/** A share of the design total, e.g. '12.3% of the design'. */
export function formatShare(percent: number, impact: number | null = null): string {
  if (Math.abs(percent) < 0.05 && impact !== null && impact !== 0) return '< 0.1% of the design';
  return `${percent.toLocaleString(locale, { maximumFractionDigits: 1 })}% of the design`;
}

/** A quantity as people read it (up to three decimals, grouped). */
export function formatQuantity(value: number): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 3 });
}

/** 'm2' and 'm3' as m² and m³ (units are sent as plain text). */
export function formatUnit(unit: string): string {
  return unit.replace(/\bm2\b/g, 'm²').replace(/\bm3\b/g, 'm³');
}
