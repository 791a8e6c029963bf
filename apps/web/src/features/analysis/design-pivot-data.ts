import type { PivotTable } from '@circa/contract/analysis.schema';
import { unpackFloat64, unpackInt32 } from '@circa/contract/packed-columns';
import { IMPACT_FIELD_NAMES } from '@circa/engine/impact-fields';
import type { PivotData, PivotDimension } from './pivot/pivot-data';

/** A pivot table answer with its packed columns decoded. */
export interface DecodedPivotTable {
  table: PivotTable;
  indicator: Int32Array;
  module: Int32Array;
  year: Int32Array;
  source: Int32Array;
  value: Float64Array;
  /** Per source field, each source's index into the field's values. */
  sources: Int32Array[];
}

/** Decodes the packed columns of a pivot table answer (once per answer). */
export function decodePivotTable(table: PivotTable): DecodedPivotTable {
  return {
    table,
    indicator: unpackInt32(table.Rows.Indicator),
    module: unpackInt32(table.Rows.Module),
    year: unpackInt32(table.Rows.Year),
    source: unpackInt32(table.Rows.Source),
    value: unpackFloat64(table.Rows.Value),
    sources: table.Sources.map(unpackInt32),
  };
}

/**
 * The rows of one indicator of a pivot table answer as `PivotData`: per row, each field's index
 * into its dictionary (a source field through the row's source). Values are the answer's, as
 * they are.
 */
export function designPivotData(decoded: DecodedPivotTable, indicatorId: number): PivotData {
  const { table } = decoded;
  const indicatorIndex = table.Indicators.findIndex((i) => i.Id === indicatorId);
  const picked: number[] = [];
  for (let i = 0; i < table.Rows.Count; i++)
    if (decoded.indicator[i] === indicatorIndex) picked.push(i);
  const n = picked.length;
  const column = (of: (i: number) => number) => {
    const codes = new Int32Array(n);
    for (let j = 0; j < n; j++) codes[j] = of(picked[j]!);
    return codes;
  };
  const moduleCodes = column((i) => decoded.module[i]!);
  const years = Array.from({ length: table.ReferenceStudyPeriod + 1 }, (_, y) => String(y));
  const dimensions = new Map<string, PivotDimension>([
    ['Module', { name: 'Module', labels: table.Modules.map((m) => m.Code), codes: moduleCodes }],
    [
      'ModuleDescription',
      {
        name: 'ModuleDescription',
        labels: table.Modules.map((m) => m.Description),
        codes: moduleCodes,
      },
    ],
    [
      'YearOccurence',
      { name: 'YearOccurence', labels: years, codes: column((i) => decoded.year[i]!) },
    ],
  ]);
  table.SourceFields.forEach((field, f) => {
    const ofSource = decoded.sources[f]!;
    dimensions.set(field.Name, {
      name: field.Name,
      labels: field.Values,
      codes: column((i) => ofSource[decoded.source[i]!]!),
    });
  });
  const indicator = table.Indicators[indicatorIndex];
  return {
    length: n,
    dimensions: IMPACT_FIELD_NAMES.flatMap((name) => dimensions.get(name) ?? []),
    values: Float64Array.from(picked, (i) => decoded.value[i]!),
    valueLabel: indicator ? `${indicator.Name} (${indicator.Unit})` : '',
  };
}
