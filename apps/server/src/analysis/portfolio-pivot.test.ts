import { unpackFloat64, unpackInt32 } from '@circa/contract/packed-columns';
import { describe, expect, it } from 'vitest';
import { buildPortfolioPivot } from './portfolio-pivot';
import type { PortfolioLotState } from './portfolio-pivot';

const lot = (designId: number, state: Partial<PortfolioLotState> = {}): PortfolioLotState => ({
  lot: {
    StructureId: designId + 100,
    LotName: `Lot ${designId}`,
    ProjectId: 1,
    DevelopmentName: 'North',
    DesignId: designId,
    DesignName: 'Plan A',
  },
  indicatorIds: [1, 4],
  targetsAchieved: true,
  hasTargets: true,
  version: 1,
  ...state,
});

const scope = { Kind: 'development' as const, Id: 1, Name: 'North' };

describe('the portfolio answer', () => {
  it("maps each design's own dictionaries onto the portfolio's, in module order and sorted names", () => {
    const pivot = buildPortfolioPivot(
      scope,
      1,
      [lot(1), lot(2)],
      [
        {
          designId: 2,
          rows: {
            Modules: ['B6', 'A1-A3'],
            Categories: ['Walls', 'Roof'],
            Materials: ['Timber'],
            Module: [0, 1],
            Category: [0, 1],
            Material: [0, 0],
            Value: [5, 7],
          },
        },
        {
          designId: 1,
          rows: {
            Modules: ['A1-A3'],
            Categories: ['Roof'],
            Materials: ['Concrete'],
            Module: [0],
            Category: [0],
            Material: [0],
            Value: [3],
          },
        },
      ],
    );
    expect(pivot.Modules.map((m) => m.Code)).toEqual(['A1-A3', 'B6']);
    expect(pivot.Categories).toEqual(['Roof', 'Walls']);
    expect(pivot.Materials).toEqual(['Concrete', 'Timber']);
    expect(pivot.Rows.Count).toBe(3);
    const rows = Array.from(unpackFloat64(pivot.Rows.Value), (value, i) => ({
      lot: pivot.Lots[unpackInt32(pivot.Rows.Lot)[i]!]!.DesignId,
      module: pivot.Modules[unpackInt32(pivot.Rows.Module)[i]!]!.Code,
      category: pivot.Categories[unpackInt32(pivot.Rows.Category)[i]!],
      material: pivot.Materials[unpackInt32(pivot.Rows.Material)[i]!],
      value,
    }));
    expect(rows).toEqual([
      { lot: 2, module: 'B6', category: 'Walls', material: 'Timber', value: 5 },
      { lot: 2, module: 'A1-A3', category: 'Roof', material: 'Timber', value: 7 },
      { lot: 1, module: 'A1-A3', category: 'Roof', material: 'Concrete', value: 3 },
    ]);
  });

  it("says each lot's outcome, counts lots being prepared and lists the indicators any lot has", () => {
    const pivot = buildPortfolioPivot(
      scope,
      1,
      [
        lot(1),
        lot(2, { targetsAchieved: false }),
        lot(3, { hasTargets: false, targetsAchieved: null }),
        lot(4, { targetsAchieved: null }),
        lot(5, { indicatorIds: null, targetsAchieved: 'preparing' }),
        lot(6, { targetsAchieved: 'preparing', indicatorIds: [1, 2] }),
      ],
      [],
    );
    expect(pivot.Lots.map((l) => l.TargetsAchieved)).toEqual([
      'Achieved',
      'Missed',
      'NoTargets',
      'NotAssessed',
      'Preparing',
      'Preparing',
    ]);
    expect(pivot.PreparingLots).toBe(2);
    expect(pivot.Indicators.map((i) => i.Id)).toEqual([1, 2, 4]);
    expect(pivot.Rows.Count).toBe(0);
  });
});
