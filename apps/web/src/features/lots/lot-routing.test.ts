import { describe, expect, it } from 'vitest';
import type { LotSummary } from '@circa/contract/lots.schema';
import { lotOpening, lotPath } from './lot-routing';

const lot = (changes: Partial<LotSummary>): LotSummary => ({
  StructureId: 7,
  Name: 'Lot 7',
  IsBuilt: false,
  IsLocked: false,
  IsArchived: false,
  BaselineDesigns: [],
  ...changes,
});

describe('lot list item routing (document 1 §4)', () => {
  it('opens the design of a built lot', () => {
    expect(lotPath(lot({ IsBuilt: true, BaselineDesigns: [3, 4] }), () => true)).toBe('/lot/7/');
  });

  it('starts from the only baseline when it has no approved presets, otherwise offers its presets', () => {
    expect(lotPath(lot({ BaselineDesigns: [3] }), () => false)).toBe('/lot/7/3/0');
    expect(lotPath(lot({ BaselineDesigns: [3] }), (id) => id === 3)).toBe('/select-preset/7/3');
    expect(lotOpening(lot({ BaselineDesigns: [3] }), [4])).toEqual({
      kind: 'path',
      to: '/lot/7/3/0',
    });
    expect(lotOpening(lot({ BaselineDesigns: [3] }), [3])).toEqual({
      kind: 'path',
      to: '/select-preset/7/3',
    });
  });

  it('shows the no-baseline notice without baselines', () => {
    expect(lotPath(lot({ BaselineDesigns: [] }), () => true)).toBe('/no-available-baseline/7/');
  });

  it('offers the chooser with several baselines', () => {
    expect(lotPath(lot({ BaselineDesigns: [3, 4] }), () => false)).toBe('/baseline-preset/7');
  });

  it('asks for access to a locked lot, built or not', () => {
    expect(lotOpening(lot({ IsLocked: true, IsBuilt: true }), [])).toEqual({
      kind: 'requestAccess',
    });
    expect(lotOpening(lot({ IsLocked: true, BaselineDesigns: [3] }), [])).toEqual({
      kind: 'requestAccess',
    });
  });
});
