import { describe, expect, it } from 'vitest';
import { FOCAL_POINT, FOCAL_POINT_SLOT, lineCategoryIndex } from './categories';
import { evaluateDesign } from './evaluate-design';
import { INDICATOR_COLUMN_COUNT } from './indicators';
import { MODULE_COUNT } from './life-cycle-modules';
import { TEST_CONTEXT, testDesign } from './test-support';

const ev = evaluateDesign(testDesign(), TEST_CONTEXT);
const code = (focalPoint: keyof typeof FOCAL_POINT, l: number): string =>
  ev.categories[FOCAL_POINT_SLOT[focalPoint]].codes[
    ev.lineCategory[lineCategoryIndex(l, FOCAL_POINT[focalPoint])]!
  ]!;

describe('focal point slots', () => {
  it('put each focal point at its id − 1', () => {
    for (const name of Object.keys(FOCAL_POINT) as (keyof typeof FOCAL_POINT)[])
      expect(FOCAL_POINT_SLOT[name]).toBe(FOCAL_POINT[name] - 1);
  });
});

describe('operational line categories', () => {
  it('file every line under its module stage, end use, carrier and component', () => {
    expect(ev.lines.length).toBeGreaterThan(0);
    ev.lines.forEach((line, l) => {
      expect(code('lifeCycleStage', l)).toBe(
        line.module === 'B6' ? 'operational-energy' : 'operational-water',
      );
      expect(code('energy', l)).toBe(line.module === 'B7' ? 'water' : line.endUse);
      expect(code('materials', l)).toBe(
        line.carrier >= 0
          ? ev.compiled.processes[line.carrier]!.category
          : line.sourceName === 'Rainwater'
            ? 'rainwater'
            : 'on-site-reuse',
      );
      const master = line.master >= 0 ? ev.masters[line.master]! : null;
      expect(code('construction', l)).toBe(
        master
          ? TEST_CONTEXT.templateCategories.get(master.template.categoryId)!.code
          : 'whole-of-home',
      );
    });
  });

  it('size the material totals to the Materials table, carriers included', () => {
    const materials = ev.categories[FOCAL_POINT_SLOT.materials];
    expect(ev.materialEmbodied.length).toBe(materials.size * MODULE_COUNT * INDICATOR_COLUMN_COUNT);
    for (const line of ev.lines)
      if (line.carrier >= 0)
        expect(materials.codes).toContain(ev.compiled.processes[line.carrier]!.category);
  });
});
