/** The pivot table's caption with the default aggregator and impact (sum of GWP). */
export const gwpPivotCaption = 'Sum of Global warming potential (kg CO2e)';

/** A number as the pivot shows it: en-AU grouping, at most two decimals. */
export const pivotNumber = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 2 });
