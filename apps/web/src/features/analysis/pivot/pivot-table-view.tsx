import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { PivotResult } from './pivot-aggregate';
import { aggregatedValue } from './pivot-aggregate';
import { displayLabel } from './pivot-data';
import { formatPivotValue } from './pivot-format';
import { heatmapColours } from './heatmap';
import type { AggregatorName, TableRendererName } from './pivot-state';

/** Runs of equal labels of column field `f` (same labels up to f): [start, length] pairs. */
function spans(result: PivotResult, f: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const same = (a: number, b: number) =>
    result.colKeys[a]!.labels.slice(0, f + 1).join('\u0000') ===
    result.colKeys[b]!.labels.slice(0, f + 1).join('\u0000');
  for (let c = 0; c < result.colKeys.length; c++) {
    const last = out[out.length - 1];
    if (last && same(last[0], c)) last[1]++;
    else out.push([c, 1]);
  }
  return out;
}

const cellSx = {
  border: 1,
  borderColor: 'divider',
  px: 1,
  py: 0.5,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
} as const;
const headSx = { ...cellSx, bgcolor: 'grey.100', fontWeight: 600, textAlign: 'left' } as const;

/**
 * The pivot as a table (Table, Table Heatmap, Table Row Heatmap, Table Col Heatmap): column
 * keys across, row keys down, totals at the end of each row and column; heatmaps shade each
 * cell by its value (heatmap.ts).
 */
export function PivotTableView({
  result,
  aggregator,
  renderer,
  caption,
}: {
  result: PivotResult;
  aggregator: AggregatorName;
  renderer: TableRendererName;
  caption: string;
}) {
  const colours = useMemo(
    () => heatmapColours(result, aggregator, renderer),
    [result, aggregator, renderer],
  );
  const C = result.colKeys.length;
  const rowFieldCount = Math.max(1, result.rowFields.length);
  const colFieldRows = Math.max(1, result.colFields.length);
  const value = (r: number, c: number) =>
    formatPivotValue(aggregatedValue(result, aggregator, r, c), aggregator);
  return (
    <Box sx={{ overflow: 'auto', maxHeight: '70vh', maxWidth: '100%' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', bgcolor: 'background.paper' }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>
          {caption}
        </caption>
        <thead>
          {Array.from({ length: colFieldRows }, (_, f) => (
            <tr key={f}>
              <Box component="th" colSpan={rowFieldCount} sx={headSx} scope="row">
                {result.colFields[f] ?? ''}
              </Box>
              {(result.colFields.length === 0
                ? [[0, C] as [number, number]]
                : spans(result, f)
              ).map(([start, length]) => (
                <Box component="th" key={start} colSpan={length} scope="col" sx={headSx}>
                  {result.colFields.length === 0
                    ? 'Totals'
                    : displayLabel(result.colKeys[start]!.labels[f]!)}
                </Box>
              ))}
              {f === 0 && result.colFields.length > 0 && (
                <Box component="th" rowSpan={colFieldRows + 1} scope="col" sx={headSx}>
                  Totals
                </Box>
              )}
            </tr>
          ))}
          <tr>
            {(result.rowFields.length ? result.rowFields : ['']).map((name, i) => (
              <Box component="th" key={i} scope="col" sx={headSx}>
                {name}
              </Box>
            ))}
            {result.colFields.length > 0 && <Box component="th" colSpan={C} sx={headSx} />}
            {result.colFields.length === 0 && <Box component="th" sx={headSx} />}
          </tr>
        </thead>
        <tbody>
          {result.rowKeys.map((key, r) => (
            <tr key={r}>
              {(key.labels.length ? key.labels : ['Totals']).map((label, f) => (
                <Box component="th" key={f} scope="row" sx={headSx}>
                  {key.isOther || key.labels.length === 0 ? label : displayLabel(label)}
                </Box>
              ))}
              {result.colFields.length > 0 &&
                result.colKeys.map((_, c) => {
                  const colour = colours[r * C + c];
                  return (
                    <Box
                      component="td"
                      key={c}
                      sx={{
                        ...cellSx,
                        textAlign: 'right',
                        bgcolor: colour ? `#${colour}` : undefined,
                      }}
                    >
                      {value(r, c)}
                    </Box>
                  );
                })}
              <Box component="td" sx={{ ...cellSx, textAlign: 'right', fontWeight: 600 }}>
                {value(r, -1)}
              </Box>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Box component="th" colSpan={rowFieldCount} scope="row" sx={headSx}>
              Totals
            </Box>
            {result.colFields.length > 0 &&
              result.colKeys.map((_, c) => (
                <Box component="td" key={c} sx={{ ...cellSx, textAlign: 'right', fontWeight: 600 }}>
                  {value(-1, c)}
                </Box>
              ))}
            <Box component="td" sx={{ ...cellSx, textAlign: 'right', fontWeight: 700 }}>
              {value(-1, -1)}
            </Box>
          </tr>
        </tfoot>
      </Box>
    </Box>
  );
}
