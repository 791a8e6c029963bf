import { describe, expect, it } from 'vitest';
import {
  assessLotRisk,
  GFA_FAR_OUTSIDE_POINTS,
  GFA_OUTSIDE_POINTS,
  IMPLAUSIBLE_REDUCTION_POINTS,
  MAX_REMOVED_COMPONENT_POINTS,
  NOT_COMPUTED_POINTS,
  POINTS_PER_REMOVED_COMPONENT,
  REDUCTION_LEAD_POINTS,
  THERMAL_EDGE_POINTS,
  THERMAL_OUTSIDE_POINTS,
} from './lot-risk-rule';
import type { LotRiskFacts } from './lot-risk-rule';

/** Entered loads in a band of 50 to 100 MJ/m²·yr. */
const band = (totalLoad: number) => ({
  totalLoad,
  lower: 50,
  upper: 100,
  isWithinBand: totalLoad >= 50 && totalLoad <= 100,
});

const clean: LotRiskFacts = {
  evaluationError: null,
  gfa: { value: 200, predicted: 210, isPredicted: false },
  thermal: band(80),
  removedComponents: 0,
  baselineComponents: 40,
  reduction: 0.2,
  otherReductions: [0.15, 0.2, 0.25],
};

const pointsOf = (facts: Partial<LotRiskFacts>) => assessLotRisk({ ...clean, ...facts }).points;

describe('lot risk points (docs/methodology.md §19)', () => {
  it('gives a design close to its baseline and its development no points', () => {
    expect(assessLotRisk(clean)).toEqual({ points: 0, descriptions: [] });
  });

  it('§19.1 scores a GFA outside 1.5× and 2× of the predicted, either way, unless predicted', () => {
    expect(pointsOf({ gfa: { value: 300, predicted: 210, isPredicted: false } })).toBe(0);
    expect(pointsOf({ gfa: { value: 315, predicted: 210, isPredicted: false } })).toBe(
      GFA_OUTSIDE_POINTS,
    );
    expect(pointsOf({ gfa: { value: 140, predicted: 210, isPredicted: false } })).toBe(
      GFA_OUTSIDE_POINTS,
    );
    expect(pointsOf({ gfa: { value: 100, predicted: 210, isPredicted: false } })).toBe(
      GFA_FAR_OUTSIDE_POINTS,
    );
    expect(pointsOf({ gfa: { value: 420, predicted: 210, isPredicted: false } })).toBe(
      GFA_FAR_OUTSIDE_POINTS,
    );
    expect(pointsOf({ gfa: { value: 420, predicted: 210, isPredicted: true } })).toBe(0);
    const [line] = assessLotRisk({
      ...clean,
      gfa: { value: 100, predicted: 210, isPredicted: false },
    }).descriptions;
    expect(line?.Description).toBe(
      'Gross floor area 100 m² is far below the 210 m² predicted for its dwellings, bedrooms, bathrooms and car spaces.',
    );
  });

  it('§19.2 scores entered demands at the lowest 5 % of the band, or outside it', () => {
    expect(pointsOf({ thermal: band(52.5) })).toBe(THERMAL_EDGE_POINTS);
    expect(pointsOf({ thermal: band(52.6) })).toBe(0);
    expect(pointsOf({ thermal: band(100) })).toBe(0);
    expect(pointsOf({ thermal: band(49) })).toBe(THERMAL_OUTSIDE_POINTS);
    expect(pointsOf({ thermal: band(101) })).toBe(THERMAL_OUTSIDE_POINTS);
    expect(pointsOf({ thermal: null })).toBe(0);
  });

  it('§19.3 scores each removed baseline component, up to a cap', () => {
    expect(pointsOf({ removedComponents: 1 })).toBe(POINTS_PER_REMOVED_COMPONENT);
    expect(pointsOf({ removedComponents: 3 })).toBe(3 * POINTS_PER_REMOVED_COMPONENT);
    expect(pointsOf({ removedComponents: 30 })).toBe(MAX_REMOVED_COMPONENT_POINTS);
    expect(assessLotRisk({ ...clean, removedComponents: 1 }).descriptions[0]?.Description).toBe(
      "1 of the baseline's 40 components was removed from the design.",
    );
  });

  it("§19.4 scores a reduction 25 points beyond the median of at least 3 of the development's other lots", () => {
    expect(pointsOf({ reduction: 0.45 })).toBe(REDUCTION_LEAD_POINTS);
    expect(pointsOf({ reduction: 0.44 })).toBe(0);
    expect(pointsOf({ reduction: 0.6, otherReductions: [0.1, 0.2] })).toBe(0);
    expect(pointsOf({ reduction: 0.6, otherReductions: [0.1, 0.2, 0.3, 0.9] })).toBe(
      REDUCTION_LEAD_POINTS,
    );
    expect(pointsOf({ reduction: null })).toBe(0);
  });

  it('§19.5 scores a reduction of 80 % or more whatever the other lots', () => {
    expect(pointsOf({ reduction: 0.8, otherReductions: [] })).toBe(IMPLAUSIBLE_REDUCTION_POINTS);
    expect(pointsOf({ reduction: 0.85, otherReductions: [0.8, 0.8, 0.8] })).toBe(
      IMPLAUSIBLE_REDUCTION_POINTS,
    );
    expect(pointsOf({ reduction: 0.9 })).toBe(IMPLAUSIBLE_REDUCTION_POINTS + REDUCTION_LEAD_POINTS);
  });

  it('§19.6 scores results that could not be computed, and adds up every point with its description', () => {
    const result = assessLotRisk({
      evaluationError: 'Please select a thermal rating.',
      gfa: null,
      thermal: null,
      removedComponents: 2,
      baselineComponents: 10,
      reduction: null,
      otherReductions: [],
    });
    expect(result.points).toBe(NOT_COMPUTED_POINTS + 2 * POINTS_PER_REMOVED_COMPONENT);
    expect(result.descriptions.map((d) => d.RiskPoint)).toEqual([
      NOT_COMPUTED_POINTS,
      2 * POINTS_PER_REMOVED_COMPONENT,
    ]);
    expect(result.descriptions[0]?.Description).toBe(
      "The design's results could not be computed: Please select a thermal rating.",
    );
  });
});
