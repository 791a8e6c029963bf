import { describe, expect, it } from 'vitest';
import type { PortfolioPivot } from '@circa/contract/portfolio.schema';
import { lotLabels, outcomeCounts, portfolioPivotData } from './portfolio-pivot-data';

/** A column packed as the server sends it: base64 of its little-endian bytes. */
const packed = (values: Int32Array | Float64Array) =>
  btoa(String.fromCharCode(...new Uint8Array(values.buffer)));

const lot = (id: number, name: string, development: string, outcome: 'Achieved' | 'Missed') => ({
  StructureId: id,
  LotName: name,
  ProjectId: development === 'North' ? 1 : 2,
  DevelopmentName: development,
  DesignId: 100 + id,
  DesignName: id === 3 ? 'Plan B' : 'Plan A',
  TargetsAchieved: outcome,
});

const pivot: PortfolioPivot = {
  Scope: { Kind: 'organisation', Id: 7, Name: 'Demo Homes' },
  Indicators: [{ Id: 1, Name: 'Global warming potential', Abbreviation: 'GWP', Unit: 'kg CO2e' }],
  IndicatorId: 1,
  Lots: [
    lot(1, 'Lot 1', 'North', 'Achieved'),
    lot(2, 'Lot 1', 'South', 'Missed'),
    lot(3, 'Lot 2', 'South', 'Missed'),
  ],
  Modules: [
    { Code: 'A1-A3', Description: 'Product' },
    { Code: 'B6', Description: 'Operational energy use' },
  ],
  Categories: ['Roof', 'Walls'],
  Materials: ['Concrete', 'Electricity'],
  Rows: {
    Count: 4,
    Lot: packed(Int32Array.of(0, 1, 2, 2)),
    Module: packed(Int32Array.of(0, 0, 1, 0)),
    Category: packed(Int32Array.of(1, 0, 1, 1)),
    Material: packed(Int32Array.of(0, 0, 1, 0)),
    Value: packed(Float64Array.of(10, 20, 30, 40)),
  },
  PreparingLots: 0,
};

const labelsOfRow = (name: string, i: number) => {
  const d = portfolioPivotData(pivot).dimensions.find((x) => x.name === name)!;
  return d.labels[d.codes[i]!];
};

describe('portfolio pivot data', () => {
  it("gives each row its lot's development, lot, design and outcome, and its own module and categories", () => {
    const data = portfolioPivotData(pivot);
    expect(data.length).toBe(4);
    expect(Array.from(data.values)).toEqual([10, 20, 30, 40]);
    expect(data.valueLabel).toBe('Global warming potential (kg CO2e)');
    expect(labelsOfRow('Development', 2)).toBe('South');
    expect(labelsOfRow('Lot', 2)).toBe('Lot 2 · South');
    expect(labelsOfRow('Design', 2)).toBe('Plan B');
    expect(labelsOfRow('Targets Achieved', 0)).toBe('Achieved');
    expect(labelsOfRow('Module', 2)).toBe('B6');
    expect(labelsOfRow('ModuleDescription', 2)).toBe('Operational energy use');
    expect(labelsOfRow('Category', 1)).toBe('Roof');
    expect(labelsOfRow('Material', 2)).toBe('Electricity');
    // designs are grouped by name: two lots of Plan A share one label
    expect(portfolioPivotData(pivot).dimensions.find((x) => x.name === 'Design')!.labels).toEqual([
      'Plan A',
      'Plan B',
    ]);
  });

  it('labels every lot uniquely, with its development in an organisation and its id where names repeat', () => {
    expect(lotLabels(pivot)).toEqual(['Lot 1 · North', 'Lot 1 · South', 'Lot 2 · South']);
    const development = { ...pivot, Scope: { ...pivot.Scope, Kind: 'development' as const } };
    expect(lotLabels(development)).toEqual(['Lot 1 (lot 1)', 'Lot 1 (lot 2)', 'Lot 2']);
  });

  it('counts the lots of each outcome', () => {
    expect(outcomeCounts(pivot)).toEqual({
      Achieved: 1,
      Missed: 2,
      NoTargets: 0,
      NotAssessed: 0,
      Preparing: 0,
    });
  });
});
