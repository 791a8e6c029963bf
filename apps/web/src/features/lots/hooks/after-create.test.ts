import { describe, expect, it, vi } from 'vitest';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { pathAfterCreate } from './after-create';
import type { AfterCreateLookups } from './after-create';

const design = (Id: number): BuildSummary => ({
  Id,
  Title: `Baseline ${Id}`,
  Description: '',
  ImageUrl: null,
  FunctionTypeName: 'House',
  FeatureUrl: null,
  IsArchived: false,
  IsRapidBaselineDesign: true,
  DisableLink: false,
});

function lookups(baselines: BuildSummary[], hasPresets: boolean) {
  return {
    baselines: vi.fn<AfterCreateLookups['baselines']>(() => Promise.resolve(baselines)),
    hasPresets: vi.fn<AfterCreateLookups['hasPresets']>(() => Promise.resolve(hasPresets)),
  };
}

describe('routing after a lot is created (document 2 §4)', () => {
  it('starts from the only baseline when it has no presets', async () => {
    const api = lookups([design(3)], false);
    expect(await pathAfterCreate(12, 40, api)).toBe('/lot/40/3/0');
    expect(api.baselines).toHaveBeenCalledWith(12, 2);
    expect(api.hasPresets).toHaveBeenCalledWith(12, 3);
  });

  it('offers the presets of the only baseline when it has some', async () => {
    expect(await pathAfterCreate(12, 40, lookups([design(3)], true))).toBe('/select-preset/40/3');
  });

  it('shows the no-baseline notice without baselines', async () => {
    const api = lookups([], true);
    expect(await pathAfterCreate(12, 40, api)).toBe('/no-available-baseline/40/');
    expect(api.hasPresets).not.toHaveBeenCalled();
  });

  it('offers the chooser with more than one baseline', async () => {
    const api = lookups([design(3), design(4)], false);
    expect(await pathAfterCreate(12, 40, api)).toBe('/baseline-preset/40');
    expect(api.hasPresets).not.toHaveBeenCalled();
  });
});
