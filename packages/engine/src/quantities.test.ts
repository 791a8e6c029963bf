import { describe, expect, it } from 'vitest';
import { designTemplateQuantity, isQuantityMatching, predictedQuantity } from './quantities';

describe('auto-scaled and predicted quantities', () => {
  it('worked example: 100 m² of slab in a 200 m² baseline becomes 125 m² at 250 m² GFA', () => {
    // 100 × 250 / 200 = 125
    expect(
      predictedQuantity(
        { baselineQuantity: 100, drivers: [{ attributeId: 8, weight: 1 }] },
        { 8: 250 },
        { 8: 200 },
      ),
    ).toBe(125);
  });

  it('weights several drivers', () => {
    // 10 × (0.5 × 6/4 + 0.5 × 300/200) = 10 × (0.75 + 0.75) = 15
    const q = predictedQuantity(
      {
        baselineQuantity: 10,
        drivers: [
          { attributeId: 2, weight: 0.5 },
          { attributeId: 8, weight: 0.5 },
        ],
      },
      { 2: 6, 8: 300 },
      { 2: 4, 8: 200 },
    );
    expect(q).toBeCloseTo(15, 12);
  });

  it('applies the 5 % match rule', () => {
    expect(isQuantityMatching(105, 100)).toBe(true);
    expect(isQuantityMatching(105.1, 100)).toBe(false);
    expect(isQuantityMatching(95, 100)).toBe(true);
    expect(isQuantityMatching(0, 0)).toBe(true);
  });

  it('keeps the predicted quantity when the user overrides it', () => {
    const dt = {
      id: 'x',
      templateId: 't',
      quantity: 140,
      isAutoCalc: false,
      sortOrder: 1,
      autoScale: { baselineQuantity: 100, drivers: [{ attributeId: 8, weight: 1 }] },
    };
    const q = designTemplateQuantity(dt, { 8: 250 }, { 8: 200 });
    expect(q).toEqual({ quantity: 140, predictedQuantity: 125, isMatching: false });
    expect(
      designTemplateQuantity({ ...dt, isAutoCalc: true }, { 8: 250 }, { 8: 200 }).quantity,
    ).toBe(125);
    expect(() => designTemplateQuantity({ ...dt, quantity: -1 }, {}, {})).toThrow(
      'Quantity must be entered as a valid number.',
    );
  });
});
