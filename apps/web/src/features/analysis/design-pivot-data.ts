import type { PivotTable } from '@circa/contract/analysis.schema';
import type { PivotData, PivotDimension } from './pivot/pivot-data';

/** The design's pivot fields in the spec's order (document 2 §3 "Impact details"). */
export const DESIGN_PIVOT_FIELDS = [
  'DesignFunctionName',
  'Module',
  'ModuleDescription',
  'FunctionTypeName',
  'YearOccurence',
  'ElementProcessName',
  'ElementType',
  'MasterTemplateName',
  'NestedTemplateName',
  'Operational Source',
  'Operational Demand',
  'CategoryCode',
  'CategoryName',
] as const;

/**
 * The rows of one indicator of a pivot table answer as `PivotData`: per row, each field's index
 * into its dictionary (a source field through the row's source). Values are the answer's, as
 * they are.
 */
export function designPivotData(table: PivotTable, indicatorId: number): PivotData {
  const indicatorIndex = table.Indicators.findIndex((i) => i.Id === indicatorId);
  const { Rows } = table;
  const picked: number[] = [];
  for (let i = 0; i < Rows.Value.length; i++)
    if (Rows.Indicator[i] === indicatorIndex) picked.push(i);
  const n = picked.length;
  const column = (of: (i: number) => number) => {
    const codes = new Int32Array(n);
    for (let j = 0; j < n; j++) codes[j] = of(picked[j]!);
    return codes;
  };
  const moduleCodes = column((i) => Rows.Module[i]!);
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
      { name: 'YearOccurence', labels: years, codes: column((i) => Rows.Year[i]!) },
    ],
  ]);
  table.SourceFields.forEach((field, f) => {
    const ofSource = table.Sources[f]!;
    dimensions.set(field.Name, {
      name: field.Name,
      labels: field.Values,
      codes: column((i) => ofSource[Rows.Source[i]!]!),
    });
  });
  const indicator = table.Indicators[indicatorIndex];
  return {
    length: n,
    dimensions: DESIGN_PIVOT_FIELDS.flatMap((name) => dimensions.get(name) ?? []),
    values: Float64Array.from(picked, (i) => Rows.Value[i]!),
    valueLabel: indicator ? `${indicator.Name} (${indicator.Unit})` : '',
  };
}
