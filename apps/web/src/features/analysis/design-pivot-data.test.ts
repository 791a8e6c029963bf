import type { PivotTable } from '@circa/contract/analysis.schema';
import { describe, expect, it } from 'vitest';
import { decodePivotTable, designPivotData } from './design-pivot-data';

const pack = (a: Int32Array | Float64Array) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
const ints = (...v: number[]) => pack(Int32Array.from(v));

/** Two sources, two indicators, three rows. */
const table: PivotTable = {
  Indicators: [
    { Id: 1, Name: 'Global warming potential', Abbreviation: 'GWP', Unit: 'kg CO2e' },
    { Id: 4, Name: 'Water footprint', Abbreviation: 'WF', Unit: 'kL' },
  ],
  LoadedIndicatorIds: [1, 4],
  Modules: [
    { Code: 'A1-A3', Description: 'Product stage' },
    { Code: 'B6', Description: 'Operational energy' },
  ],
  ReferenceStudyPeriod: 2,
  SourceFields: [
    { Name: 'DesignFunctionName', Values: ['House'] },
    { Name: 'FunctionTypeName', Values: ['Material', 'Operational'] },
    { Name: 'ElementProcessName', Values: ['Brick', 'Electricity'] },
    { Name: 'ElementType', Values: ['energy', 'material'] },
    { Name: 'MasterTemplateName', Values: ['', 'Wall'] },
    { Name: 'NestedTemplateName', Values: [''] },
    { Name: 'Operational Source', Values: ['', 'Grid'] },
    { Name: 'Operational Demand', Values: ['', '100 kWh/yr'] },
    { Name: 'CategoryCode', Values: ['E', 'W'] },
    { Name: 'CategoryName', Values: ['Energy', 'Walls'] },
  ],
  Sources: [
    ints(0, 0),
    ints(0, 1),
    ints(0, 1),
    ints(1, 0),
    ints(1, 0),
    ints(0, 0),
    ints(0, 1),
    ints(0, 1),
    ints(1, 0),
    ints(1, 0),
  ],
  Rows: {
    Count: 3,
    Indicator: ints(0, 0, 1),
    Module: ints(0, 1, 1),
    Year: ints(0, 2, 1),
    Source: ints(0, 1, 1),
    Value: pack(Float64Array.from([12.5, 3.25, 7])),
  },
  LciSourceName: 'Test source',
};

describe('designPivotData', () => {
  it("gives one indicator's rows with every field's label per row", () => {
    const data = designPivotData(decodePivotTable(table), 1);
    expect(data.length).toBe(2);
    expect(Array.from(data.values)).toEqual([12.5, 3.25]);
    expect(data.valueLabel).toBe('Global warming potential (kg CO2e)');
    const label = (name: string, row: number) => {
      const d = data.dimensions.find((x) => x.name === name)!;
      return d.labels[d.codes[row]!];
    };
    expect(data.dimensions.map((d) => d.name)).toHaveLength(13);
    expect([label('Module', 1), label('ModuleDescription', 1), label('YearOccurence', 1)]).toEqual([
      'B6',
      'Operational energy',
      '2',
    ]);
    expect([label('MasterTemplateName', 0), label('Operational Source', 1)]).toEqual([
      'Wall',
      'Grid',
    ]);
  });

  it('gives the other indicator its own rows', () => {
    const data = designPivotData(decodePivotTable(table), 4);
    expect(Array.from(data.values)).toEqual([7]);
    expect(data.valueLabel).toBe('Water footprint (kL)');
  });
});
