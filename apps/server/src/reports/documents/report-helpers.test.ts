import { starterSource } from '@circa/reference-data/lci-sources';
import { describe, expect, it } from 'vitest';
import { niceTicks } from './report-charts';
import { dataSourceLines } from './data-sources';
import { formatAmount, formatReduction, formatReportDate, formatValue } from './report-format';

describe('report numbers', () => {
  it('round as the results screens do: fewer decimals as a value grows', () => {
    expect(formatValue(299451.8)).toBe('299,452');
    expect(formatValue(90.84)).toBe('90.8');
    expect(formatValue(0.000037)).toBe('0.000037');
    expect(formatValue(0)).toBe('0');
    expect(formatValue(null)).toBe('no data');
    expect(formatAmount(-18820.4, 'kg CO2e')).toBe('-18,820 kg CO2e');
    expect(formatAmount(null, 'kL')).toBe('no data');
  });

  it('word a reduction to 0.1 % as the results do, an increase when negative', () => {
    expect(formatReduction(0.04787)).toBe('Reduction 4.8%');
    expect(formatReduction(-0.30612)).toBe('Increase 30.6%');
    expect(formatReduction(0.49951)).toBe('Reduction 50%');
    expect(formatReduction(null)).toBe('no data');
  });

  it('dates the report in UTC', () => {
    expect(formatReportDate(new Date('2026-11-26T23:30:00Z'))).toBe('26 November 2026');
  });
});

describe('chart axes', () => {
  it('cover the values with round steps and include zero', () => {
    expect(niceTicks(0, 299452)).toEqual([0, 50000, 100000, 150000, 200000, 250000, 300000]);
    const mixed = niceTicks(-18820, 199734);
    expect(mixed[0]).toBeLessThanOrEqual(-18820);
    expect(mixed).toContain(0);
    expect(mixed[mixed.length - 1]).toBeGreaterThanOrEqual(199734);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});

describe('data sources of the shipped LCI source', () => {
  it('name every source with its licence and attribution, most cited first', () => {
    const lines = dataSourceLines(starterSource());
    expect(lines[0]).toMatchObject({
      source: 'ÖKOBAUDAT 2020-II',
      licence: 'ÖKOBAUDAT terms: free of charge and unrestricted',
    });
    expect(lines.map((l) => l.licence)).toContain('Open Government Licence v3.0');
    expect(lines.every((l) => l.attribution !== '')).toBe(true);
    expect(lines.reduce((s, l) => s + l.factorRecords, 0)).toBe(starterSource().provenance.length);
  });
});
