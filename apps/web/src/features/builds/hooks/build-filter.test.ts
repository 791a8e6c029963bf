import { describe, expect, it } from 'vitest';
import type { BuildSummary } from '@circa/contract/builds.schema';
import {
  activeFilterCount,
  clampFilterInput,
  emptyFilter,
  isInRange,
  matchesFilter,
  matchesSearch,
  parseBound,
  rangeText,
} from './build-filter';

const build = (changes: Partial<BuildSummary>): BuildSummary => ({
  Id: 1,
  Title: 'Lot 1 design',
  Description: 'Brick veneer house',
  ImageUrl: null,
  FunctionTypeName: 'Single dwelling',
  FeatureUrl: null,
  IsArchived: false,
  IsRapidBaselineDesign: false,
  DisableLink: false,
  Dwelling: 1,
  Bedroom: 3,
  Bathroom: 2,
  Floor: 1,
  GrossFloorArea: 180.5,
  ...changes,
});

describe('build filter (document 1 §2.10)', () => {
  it('clamps negative inputs to 0 and keeps others', () => {
    expect(clampFilterInput('-3')).toBe('0');
    expect(clampFilterInput('-0.5')).toBe('0');
    expect(clampFilterInput('-')).toBe('0');
    expect(clampFilterInput('4')).toBe('4');
    expect(clampFilterInput('120.5')).toBe('120.5');
    expect(clampFilterInput('')).toBe('');
    expect(parseBound('-2')).toBe(0);
    expect(parseBound('')).toBeNull();
    expect(parseBound('abc')).toBeNull();
  });

  it('includes both ends of a range', () => {
    expect(isInRange(3, { min: 3, max: 3 })).toBe(true);
    expect(isInRange(2, { min: 2, max: 4 })).toBe(true);
    expect(isInRange(4, { min: 2, max: 4 })).toBe(true);
    expect(isInRange(4.01, { min: 2, max: 4 })).toBe(false);
    expect(isInRange(1.99, { min: 2, max: null })).toBe(false);
    expect(isInRange(undefined, { min: null, max: null })).toBe(true);
    expect(isInRange(undefined, { min: 0, max: null })).toBe(false);
  });

  it('needs every set range to match', () => {
    const filter = {
      ...emptyFilter,
      Bedroom: { min: 3, max: 4 },
      GrossFloorArea: { min: null, max: 180.5 },
    };
    expect(activeFilterCount(filter)).toBe(2);
    expect(matchesFilter(build({}), filter)).toBe(true);
    expect(matchesFilter(build({ Bedroom: 5 }), filter)).toBe(false);
    expect(matchesFilter(build({ GrossFloorArea: 181 }), filter)).toBe(false);
    expect(matchesFilter(build({}), emptyFilter)).toBe(true);
  });

  it('searches title, description, type and the development and organisation names, ignoring case', () => {
    expect(matchesSearch(build({}), 'BRICK')).toBe(true);
    expect(matchesSearch(build({}), 'estate', ['Demo Estate'])).toBe(true);
    expect(matchesSearch(build({}), 'apartment')).toBe(false);
    expect(matchesSearch(build({}), '  ')).toBe(true);
  });

  it('describes ranges', () => {
    expect(rangeText({ min: 2, max: 4 })).toBe('2–4');
    expect(rangeText({ min: 2, max: 2 })).toBe('2');
    expect(rangeText({ min: 2, max: null })).toBe('≥ 2');
    expect(rangeText({ min: null, max: 4 })).toBe('≤ 4');
  });
});
