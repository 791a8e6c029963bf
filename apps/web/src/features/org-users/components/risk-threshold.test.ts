import { describe, expect, it } from 'vitest';
import { lotsAtOrAbove, parseThreshold } from './risk-threshold';

describe('the risk threshold', () => {
  it('must be a number', () => {
    expect(parseThreshold('25')).toEqual({ value: 25 });
    expect(parseThreshold(' 7.5 ')).toEqual({ value: 7.5 });
    expect(parseThreshold('')).toEqual({ error: 'Risk threshold must be a number.' });
    expect(parseThreshold('abc')).toEqual({ error: 'Risk threshold must be a number.' });
  });

  it('keeps the lots at or above it, by risk ascending', () => {
    const lots = [{ RiskPoint: 40 }, { RiskPoint: 20 }, { RiskPoint: 19.9 }, { RiskPoint: 30 }];
    expect(lotsAtOrAbove(lots, 20).map((l) => l.RiskPoint)).toEqual([20, 30, 40]);
  });
});
