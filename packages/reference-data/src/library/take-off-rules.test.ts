import { describe, expect, it } from 'vitest';
import {
  barsMassPerMetre,
  edgeBeamConcretePerMetre,
  squareMeshMassPerSquareMetre,
} from './take-off-rules';

describe('take-off rules from published dimensions', () => {
  it('gives the mass per metre of parallel bars (trench mesh main bars)', () => {
    // One 11 mm bar: π/4 × 0.011² = 9.5033e-5 m²; × 7850 kg/m³ = 0.74601 kg/m.
    // 3-L11TM (three 11 mm main bars): 3 × 0.74601 = 2.23803 kg/m; 4-L11TM: 2.98404 kg/m.
    expect(barsMassPerMetre(1, 11)).toBeCloseTo(0.74601, 5);
    expect(barsMassPerMetre(3, 11)).toBeCloseTo(2.23803, 5);
    expect(barsMassPerMetre(4, 11)).toBeCloseTo(2.98404, 5);
  });

  it('gives the mass per m² of a square mesh (SL72: 7 mm bars at 200 mm)', () => {
    // One 7 mm bar: π/4 × 0.007² × 7850 = 0.302103 kg/m; 1000 / 200 = 5 bars per metre each way:
    // 2 × 5 × 0.302103 = 3.02103 kg/m², without laps.
    expect(squareMeshMassPerSquareMetre(7, 200)).toBeCloseTo(3.02103, 5);
  });

  it('gives the edge-beam concrete below the slab panel per metre of perimeter', () => {
    // 300 mm wide, 300 mm deep overall, 100 mm panel: 0.3 × (0.3 − 0.1) = 0.06 m³/m.
    expect(edgeBeamConcretePerMetre(0.3, 0.3, 0.1)).toBeCloseTo(0.06, 12);
    // 300 × 850 mm (the deepest Class M edge beam quoted): 0.3 × 0.75 = 0.225 m³/m.
    expect(edgeBeamConcretePerMetre(0.3, 0.85, 0.1)).toBeCloseTo(0.225, 12);
    expect(() => edgeBeamConcretePerMetre(0.3, 0.05, 0.1)).toThrow();
  });
});
