import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

const rows = parse(readFileSync(new URL('./nabers-list-masonry.csv', import.meta.url), 'utf8'), {
  columns: true,
  skip_empty_lines: true,
}) as Record<string, string>[];

/** GWP-total A1-A3 as the NABERS EPD list v2025.1 prints it, typed by hand, and Circa's conversion. */
const typedByHand = [
  // Brickworks Horsley Park: 255 kg CO2e per tonne × 1.8 t/m³ = 459 kg CO2e per m³
  ['au-claybrick-horsleypark-brickworks', 255, 1.8, 'EPD-IES-0010932:001 (list row 2462)'],
  // Austral Masonry 200 mm standard block: 142 kg CO2e per tonne × 2.0 t/m³ = 284 per m³
  ['au-concreteblock-200-austral-masonry', 142, 2, 'S-P-05476 (list row 2682)'],
] as const;

describe('nabers-list-masonry.csv against figures typed by hand from the NABERS EPD list', () => {
  it.each(typedByHand)('%s: GWP A1-A3 %d per tonne × %d (%s)', (id, perTonne, tPerM3) => {
    const row = rows.find((r) => r.process_id === id && r.indicator_id === '1')!;
    expect(Number(row.cited_value)).toBe(perTonne);
    expect(Number(row.conversion_factor)).toBe(tPerM3);
    expect(Number(row.value)).toBeCloseTo(perTonne * tPerM3, 9);
    expect(row.is_approximate).toBe('true');
  });

  it('has no process the hand-typed list does not hold', () => {
    expect(new Set(rows.map((r) => r.process_id))).toEqual(new Set(typedByHand.map((t) => t[0])));
  });
});
