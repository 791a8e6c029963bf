import { describe, expect, it } from 'vitest';
import { functionalUnitFromAttributeId } from './targets';
import { templateEmbodiedImpact } from './template-impact';
import { TEST_CONTEXT } from './test-support';

describe('template impact value', () => {
  it('worked example: 1 m² of test slab', () => {
    // 0.1 m³ concrete: A1-A3 30; A4 0.1 × 2.4 t × 50 km × 0.1 = 1.2; C = 0.1 × 11 = 1.1;
    // A5 = 0.05 × (30 + 1.2 + 1.1) + 0.1 × 4 = 2.015; embodied A–C = 34.315 kg CO2e
    expect(templateEmbodiedImpact('slab', 1, TEST_CONTEXT)).toBeCloseTo(34.315, 9);
    // nested: the house package = 150 m² slab + 200 m² wall
    const house = templateEmbodiedImpact('house', 1, TEST_CONTEXT)!;
    const parts =
      150 * templateEmbodiedImpact('slab', 1, TEST_CONTEXT)! +
      20 * templateEmbodiedImpact('wall', 1, TEST_CONTEXT)!;
    expect(house).toBeCloseTo(parts, 6);
    expect(templateEmbodiedImpact('slab', 5, TEST_CONTEXT)).toBeNull();
  });

  it('maps the spec functional unit attribute ids', () => {
    expect(functionalUnitFromAttributeId(0)).toBe('total');
    expect(functionalUnitFromAttributeId(8)).toBe('gross-floor-area');
    expect(functionalUnitFromAttributeId(56)).toBe('occupant');
    expect(functionalUnitFromAttributeId(99)).toBeUndefined();
  });
});
