import type { PivotResult } from './pivot-aggregate';
import { aggregatedValue } from './pivot-aggregate';
import type { AggregatorName, TableRendererName } from './pivot-state';

/** Colour of the largest positive value (Excel's three-colour scale red). */
const POSITIVE = [248, 105, 107] as const;
/** Colour of the largest negative value (Excel's three-colour scale blue), e.g. module D. */
const NEGATIVE = [90, 138, 198] as const;

/** Hex colour between white (0) and `end` (1). */
function mix(end: readonly [number, number, number], t: number): string {
  return end
    .map((e) => Math.round(255 + (e - 255) * Math.min(1, Math.max(0, t))))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * The heatmap colour of each body cell (RRGGBB, or null for no colour): positive values shade
 * towards red by their share of the largest positive value in scope (the whole table, the row or
 * the column, by renderer), negative values towards blue likewise. Plain tables: no colours.
 */
export function heatmapColours(
  result: PivotResult,
  aggregator: AggregatorName,
  renderer: TableRendererName,
): (string | null)[] {
  const R = result.rowKeys.length;
  const C = result.colKeys.length;
  const colours: (string | null)[] = new Array(R * C).fill(null);
  if (renderer === 'Table') return colours;
  const value = (r: number, c: number) => aggregatedValue(result, aggregator, r, c);
  const scopes: Array<Array<[number, number]>> = [];
  const cells = (rs: number[], cs: number[]) =>
    rs.flatMap((r) => cs.map((c): [number, number] => [r, c]));
  const all = (n: number) => Array.from({ length: n }, (_, i) => i);
  if (renderer === 'Table Heatmap') scopes.push(cells(all(R), all(C)));
  else if (renderer === 'Table Row Heatmap')
    for (let r = 0; r < R; r++) scopes.push(cells([r], all(C)));
  else for (let c = 0; c < C; c++) scopes.push(cells(all(R), [c]));
  for (const scope of scopes) {
    let max = 0;
    let min = 0;
    for (const [r, c] of scope) {
      const v = value(r, c) ?? 0;
      if (v > max) max = v;
      if (v < min) min = v;
    }
    for (const [r, c] of scope) {
      const v = value(r, c);
      if (v === null || v === 0) continue;
      colours[r * C + c] = v > 0 ? mix(POSITIVE, v / max) : mix(NEGATIVE, v / min);
    }
  }
  return colours;
}
