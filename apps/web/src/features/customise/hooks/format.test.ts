import { describe, expect, it } from 'vitest';
import { formatKg, formatQuantity, formatShare, formatUnit } from './format';

describe('format', () => {
  it('writes kilograms CO2e grouped, with decimals only for small values', () => {
    expect(formatKg(64597.79)).toBe('64,598 kg CO2e');
    expect(formatKg(42.54)).toBe('42.5 kg CO2e');
    expect(formatKg(0.01234)).toBe('0.012 kg CO2e');
    expect(formatKg(-1250.4)).toBe('-1,250 kg CO2e');
  });
  it('writes a tiny share of a real impact as less than 0.1 %', () => {
    expect(formatShare(20.46)).toBe('20.5% of the design');
    expect(formatShare(0, 62.2)).toBe('< 0.1% of the design');
    expect(formatShare(0, 0)).toBe('0% of the design');
  });
  it('writes quantities and units as people read them', () => {
    expect(formatQuantity(1234.5678)).toBe('1,234.568');
    expect(formatUnit('m2')).toBe('m²');
    expect(formatUnit('m3 per m2')).toBe('m³ per m²');
    expect(formatUnit('each')).toBe('each');
  });
});
