import { describe, expect, it } from 'vitest';
import type { BenchmarkComparison, ResultTarget } from '@circa/contract/results.schema';
import {
  amountWord,
  barShare,
  focalPointDetails,
  impactWords,
  isBelowTarget,
  reductionText,
} from './result-rules';
import { targetsAchieved } from '../../../lib/targets-achieved';

const target = (id: number, indicatorId: number, savings = 20): ResultTarget => ({
  ProjectTargetId: id,
  Name: `Target ${id}`,
  IndicatorId: indicatorId,
  IndicatorName: 'Indicator',
  LcPhaseName: 'Upfront (A1-A5)',
  SavingsTarget: savings,
  Reduction: null,
  ExcludePowerGeneration: true,
  IndicatorSmallImageUrl: '',
  IndicatorLargeImageUrl: '',
});
const comparison = (id: number, reduction: number | null, savings = 20): BenchmarkComparison => ({
  ProjectTargetId: id,
  IndicatorId: 1,
  LcPhaseName: 'Upfront (A1-A5)',
  Reduction: reduction,
  SavingsTarget: savings,
  Status: reduction === null ? 'no-data' : reduction >= savings ? 'achieved' : 'not-achieved',
  DesignValue: null,
  BenchmarkValue: null,
  ValueUnit: 'kg CO2e/m²',
});

describe('barShare', () => {
  it('scales against the largest magnitude when it exceeds a quarter of the total', () => {
    expect(barShare(50, [50, 30, 20])).toBe(1);
    expect(barShare(30, [50, 30, 20])).toBeCloseTo(0.6);
  });
  it('scales against a quarter of the total when every part is small', () => {
    const parts = [10, 10, 10, 10, 10, 10, 10, 10];
    expect(barShare(10, parts)).toBeCloseTo(10 / 20);
  });
  it('uses one sixth of the total in the impact line detail', () => {
    const parts = Array.from({ length: 12 }, () => 10);
    expect(barShare(10, parts, 6)).toBeCloseTo(10 / 20);
  });
  it('uses magnitudes, so removals get bars too, and is 0 for nothing', () => {
    expect(barShare(-40, [100, -40])).toBeCloseTo(0.4);
    expect(barShare(0, [0, 0])).toBe(0);
  });
});

describe('wording', () => {
  it('reads a positive reduction as Reduction and a negative one as Increase', () => {
    expect(reductionText(23.4)).toEqual({ word: 'Reduction', percent: '23.4%' });
    expect(reductionText(-5)).toEqual({ word: 'Increase', percent: '5%' });
  });
  it('marks a reduction below the savings target', () => {
    expect(isBelowTarget(19.9, 20)).toBe(true);
    expect(isBelowTarget(20, 20)).toBe(false);
  });
  it('words carbon indicators as emissions and removals, others as impacts and improvements', () => {
    for (const id of [1, 64, 24, 65])
      expect(impactWords(id)).toEqual({ positive: 'Emissions', negative: 'Removals' });
    expect(impactWords(4)).toEqual({ positive: 'Impacts', negative: 'Improvements' });
    expect(amountWord(1, -3)).toBe('Removals');
    expect(amountWord(2, 3)).toBe('Impacts');
  });
});

describe('targetsAchieved', () => {
  const targets = [target(1, 1), target(2, 4, 40)];
  it('is Loading until every indicator has loaded', () => {
    expect(targetsAchieved(targets, new Map([[1, [comparison(1, 30)]]]))).toBe('Loading');
  });
  it('is Yes when every reduction meets its target', () => {
    const loaded = new Map([
      [1, [comparison(1, 30)]],
      [4, [comparison(2, 40, 40)]],
    ]);
    expect(targetsAchieved(targets, loaded)).toBe('Yes');
  });
  it('is No when any reduction is below its target or unknown', () => {
    expect(
      targetsAchieved(
        targets,
        new Map([
          [1, [comparison(1, 30)]],
          [4, [comparison(2, 39.9, 40)]],
        ]),
      ),
    ).toBe('No');
    expect(
      targetsAchieved(
        targets,
        new Map([
          [1, [comparison(1, null)]],
          [4, [comparison(2, 50, 40)]],
        ]),
      ),
    ).toBe('No');
  });
  it('is No when a loaded indicator has no comparison for a target', () => {
    expect(
      targetsAchieved(
        targets,
        new Map([
          [1, [comparison(1, 30)]],
          [4, []],
        ]),
      ),
    ).toBe('No');
  });
  it('is Yes with no targets', () => {
    expect(targetsAchieved([], new Map())).toBe('Yes');
  });
});

describe('focalPointDetails', () => {
  const detail = (CategoryId: number, Impact: number, ExcludingPowerGeneration = true) => ({
    IndicatorId: 1,
    ExcludingPowerGeneration,
    Category: 'x',
    CategoryId,
    Name: `c${Impact}`,
    Code: `c${Impact}`,
    Description: '',
    Impact,
    MasterDesignTemplateIds: [],
    Contributions: [],
  });
  it('keeps one focal point and generation choice, highest first by default', () => {
    const details = [detail(1, 5), detail(1, 50), detail(2, 7), detail(1, -3), detail(1, 9, false)];
    expect(focalPointDetails(details, 1, true).map((d) => d.Impact)).toEqual([50, 5, -3]);
    expect(focalPointDetails(details, 1, true, 'lowest').map((d) => d.Impact)).toEqual([-3, 5, 50]);
  });
});
