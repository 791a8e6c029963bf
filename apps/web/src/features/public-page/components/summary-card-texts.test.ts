import { describe, expect, it } from 'vitest';
import { avoidedText, formatCardValue, formatSize, improvementText } from './summary-card-texts';

describe('public page figures as text', () => {
  it('words an improvement and an increase against the benchmark', () => {
    expect(improvementText(17.26)).toBe('17.3% improvement');
    expect(improvementText(-4.1)).toBe('4.1% increase');
  });

  it('words tonnes avoided, and tonnes added when the design emits more', () => {
    expect(avoidedText(12.44)).toBe('12.4 tCO2e avoided');
    expect(avoidedText(-3.2)).toBe('3.2 tCO2e more than the benchmark');
  });

  it('counts cards in whole numbers, with one decimal under 10', () => {
    expect(formatCardValue(370666.67)).toBe('370,667');
    expect(formatCardValue(2.1739)).toBe('2.2');
  });

  it('truncates the floor area to one decimal', () => {
    expect(formatSize(180.99)).toBe('180.9 m²');
  });
});
