import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryModuleTotals,
  designTemplateImpacts,
  indicatorTotal,
  moduleTotals,
  resultsByCategory,
} from './aggregates';
import type { FocalPointId } from './categories';
import type { DesignTemplate } from './design-types';
import { EngineError } from './engine-error';
import {
  DEFAULT_EVALUATION_OPTIONS,
  evaluateDesign,
  trajectoryMultiplier,
} from './evaluate-design';
import type { EvaluationOptions } from './evaluation-context';
import { INDICATOR_COLUMN_COUNT, indicatorColumn } from './indicators';
import { MODULE_COUNT, MODULE_INDEX } from './life-cycle-modules';
import { masterEmbodiedTotals } from './master-totals';
import { impactDetailsTable, pivotRows, pivotRowSet } from './pivot-rows';
import { TEST_ATTRIBUTES, TEST_CONTEXT, testDesign } from './test-support';

const K = INDICATOR_COLUMN_COUNT;
const M = MODULE_COUNT;
const GWP = indicatorColumn(1);

/** The test context at a site with 2 mm of rain a day and a flat monthly climate (B7 paths). */
const RAINY_CONTEXT = {
  ...TEST_CONTEXT,
  siteWaterClimate: () => ({
    stationName: 'TEST STATION',
    distanceKm: 5,
    monthly: {
      rainfallMm: Array.from({ length: 12 }, () => 60),
      evapotranspirationMm: Array.from({ length: 12 }, () => 120),
    },
    dailyRainfallMm: Array.from({ length: 730 }, () => 2),
    dailyYears: [2018, 2019] as const,
  }),
};

describe('evaluateDesign', () => {
  it('computes B6 lines by the WoH method for the test house', () => {
    const ev = evaluateDesign(testDesign(), TEST_CONTEXT);
    // CFA 150 m² → 3.11 occupants
    expect(ev.resolved.occupants).toBe(3.11);
    const heating = ev.lines.find((l) => l.endUse === 'heating')!;
    // 20 MJ/m² × 150 m² / ((1 − 0.15) × 4) / 3.6 = 245.098 kWh/yr
    expect(heating.annualDemand).toBeCloseTo(245.098, 3);
    const lighting = ev.lines.find((l) => l.endUse === 'lighting')!;
    // 5 W/m² × 1.6 h × 150 m² × 365 / 1000 = 438 kWh/yr
    expect(lighting.annualDemand).toBeCloseTo(438, 9);
    // a design's own lighting power density: 3 W/m² × 1.6 h × 150 m² × 365 / 1000 = 262.8 kWh/yr
    const efficient = evaluateDesign(
      testDesign({ attributes: { ...TEST_ATTRIBUTES, lightingPowerDensity: 3 } }),
      TEST_CONTEXT,
    );
    expect(efficient.lines.find((l) => l.endUse === 'lighting')!.annualDemand).toBeCloseTo(
      262.8,
      9,
    );
    const plug = ev.lines.find((l) => l.endUse === 'plug-loads')!;
    // (7022.4 + 441.65 × 3.11) MJ / 3.6 = 8395.93 / 3.6 = 2332.20 kWh/yr
    expect(plug.annualDemand).toBeCloseTo((7022.4 + 441.65 * 3.11) / 3.6, 9);
    const pv = ev.lines.find((l) => l.isGeneration)!;
    // −5 kWp × 1382 kWh/kWp = −6910 kWh/yr
    expect(pv.annualDemand).toBeCloseTo(-6910, 9);
    // B6 GWP over 60 years (no PV) = 60 × Σ demand × factor of each line
    const expected = ev.lines
      .filter((l) => l.module === 'B6' && !l.isGeneration)
      .reduce(
        (s, l) =>
          s +
          60 *
            l.annualDemand *
            TEST_CONTEXT.source.processes[l.carrier]!.factors.find((f) => f.module === 'B6')!.value,
        0,
      );
    expect(moduleTotals(ev)[MODULE_INDEX.B6 * K + GWP]).toBeCloseTo(expected, 6);
    expect(indicatorTotal(ev, 1, { modules: ['B6'], includeGeneration: true })!).toBeCloseTo(
      expected - 60 * 6910 * 0.67,
      6,
    );
    expect(ev.warnings).toEqual([]);
  });

  it('warns when entered demands are outside the range of the thermal rating', () => {
    const outside = testDesign({ attributes: { ...TEST_ATTRIBUTES, heatingDemand: 400 } });
    const ev = evaluateDesign(outside, TEST_CONTEXT);
    expect(ev.warnings.map((w) => w.code)).toEqual(['THERMAL_DEMAND_OUTSIDE_RATING']);
    // the entered demands are still the ones used
    expect(ev.resolved.heatingDemand).toBe(400);
  });

  it('reports "no data" for indicators the source lacks and converts currencies', () => {
    const ev = evaluateDesign(testDesign(), TEST_CONTEXT);
    expect(indicatorTotal(ev, 5)).toBeNull();
    const aud = indicatorTotal(ev, 3)!;
    expect(indicatorTotal(ev, 25, { exchangeRate: 0.5 })).toBeCloseTo(aud * 0.5, 9);
  });

  it('evaluates a rainwater supply without a rainfall figure as mains water, and warns', () => {
    const mains = evaluateDesign(testDesign(), TEST_CONTEXT);
    const b7 = (ev: typeof mains) => moduleTotals(ev)[MODULE_INDEX.B7 * K + GWP];
    for (const waterSupplyId of [2, 3, 4] as const) {
      const rain = evaluateDesign(
        testDesign({ attributes: { ...TEST_ATTRIBUTES, waterSupplyId } }),
        TEST_CONTEXT,
      );
      expect(b7(rain)).toBeCloseTo(b7(mains)!, 9);
      expect(b7(rain)).toBeGreaterThan(0);
      expect(rain.warnings.map((w) => w.code)).toEqual(['RAINFALL_UNKNOWN']);
      expect(rain.warnings[0]!.message).toMatch(/^Rainwater supply cannot be assessed: Circa/);
    }
  });

  it('counts the rainwater of a tank at a site with daily rainfall: less B7 than mains', () => {
    const mains = evaluateDesign(testDesign(), RAINY_CONTEXT);
    const b7 = (ev: typeof mains) => moduleTotals(ev)[MODULE_INDEX.B7 * K + GWP]!;
    const tank = evaluateDesign(
      testDesign({ attributes: { ...TEST_ATTRIBUTES, waterSupplyId: 4 } }),
      RAINY_CONTEXT,
    );
    expect(tank.warnings).toEqual([]);
    expect(b7(tank)).toBeLessThan(b7(mains));
    const unsized = evaluateDesign(
      testDesign({ attributes: { ...TEST_ATTRIBUTES, waterSupplyId: 2 } }),
      RAINY_CONTEXT,
    );
    expect(unsized.warnings.map((w) => w.code)).toEqual(['TANK_SIZE_UNKNOWN']);
    expect(b7(unsized)).toBeCloseTo(b7(mains), 9);
  });

  it('assumes a default heat pump for unserved area and warns', () => {
    const design = testDesign({
      designTemplates: testDesign().designTemplates.filter(
        (d) => d.id !== 'dt-hp' && d.id !== 'dt-hw',
      ),
    });
    const ev = evaluateDesign(design, TEST_CONTEXT);
    expect(ev.warnings.map((w) => w.code)).toEqual([
      'NO_HEATING_SYSTEM',
      'NO_COOLING_SYSTEM',
      'NO_HOT_WATER_SYSTEM',
    ]);
    // default heating: 3000 MJ / 3.5 (Mixed zone, WoH Table 13) / 3.6 = 238.095 kWh
    expect(ev.lines.find((l) => l.endUse === 'heating')!.annualDemand).toBeCloseTo(
      3000 / 3.5 / 3.6,
      9,
    );
  });

  it('warns about a component that has nothing to count', () => {
    const empty = {
      ...TEST_CONTEXT.templates.get('slab')!,
      id: 'empty',
      name: 'Empty',
      elements: [],
    };
    const ctx = {
      ...TEST_CONTEXT,
      templates: new Map([...TEST_CONTEXT.templates, ['empty', empty]]),
    };
    const design = testDesign({
      designTemplates: [
        ...testDesign().designTemplates,
        { id: 'dt-empty', templateId: 'empty', quantity: 3, isAutoCalc: false, sortOrder: 9 },
      ],
    });
    const ev = evaluateDesign(design, ctx);
    expect(ev.warnings.filter((w) => w.code === 'TEMPLATE_WITHOUT_DATA')).toEqual([
      {
        code: 'TEMPLATE_WITHOUT_DATA',
        message:
          '"Empty" has no elements or operational effects, so it counts zero. Add elements to its recipe or remove it from the design.',
      },
    ]);
    expect(evaluateDesign(testDesign(), TEST_CONTEXT).warnings.map((w) => w.code)).not.toContain(
      'TEMPLATE_WITHOUT_DATA',
    );
  });

  it('uses no grid electricity off grid and warns about a PV shortfall', () => {
    const design = testDesign({
      attributes: { ...TEST_ATTRIBUTES, electricitySupplyId: 2 },
      designTemplates: testDesign().designTemplates.filter((d) => d.id !== 'dt-pv'),
    });
    const ev = evaluateDesign(design, TEST_CONTEXT);
    expect(ev.lines.some((l) => l.isGridElectricity)).toBe(false);
    expect(ev.lines.some((l) => l.isGeneration)).toBe(false);
    expect(ev.warnings.map((w) => w.code)).toContain('OFF_GRID_SHORTFALL');
  });

  it('applies a grid decarbonisation trajectory to electricity emissions only', () => {
    const trajectory = {
      id: 't',
      name: 'test',
      points: [
        { year: 2026, multiplier: 1 },
        { year: 2050, multiplier: 0 },
      ],
    };
    expect(trajectoryMultiplier(trajectory, 2038)).toBeCloseTo(0.5, 12);
    const flat = evaluateDesign(testDesign(), TEST_CONTEXT);
    const falling = evaluateDesign(testDesign(), TEST_CONTEXT, {
      ...DEFAULT_EVALUATION_OPTIONS,
      gridTrajectory: trajectory,
    });
    const light = (ev: typeof flat) =>
      ev.lineValues[ev.lines.findIndex((l) => l.endUse === 'lighting') * K + GWP]!;
    // Σ_{y=1..60} m(2025 + y): years 2026..2050 give 1, 23/24, …, 0 → Σ = 12.5; later years 0
    expect(light(falling) / light(flat)).toBeCloseTo(12.5 / 60, 9);
    const gas = (ev: typeof flat) =>
      ev.lineValues[
        ev.lines.findIndex((l) => l.endUse === 'cooking' && l.sourceName.includes('gas')) * K + GWP
      ]!;
    expect(gas(falling)).toBeCloseTo(gas(flat), 9);
  });

  it('replaces the nested templates of a recipe with the list of the design template', () => {
    const design = testDesign({
      designTemplates: [
        {
          id: 'x',
          templateId: 'house',
          quantity: 2,
          isAutoCalc: false,
          sortOrder: 1,
          nestedTemplates: [{ templateId: 'slab', quantityPerParent: 100, sortOrder: 1 }],
        },
      ],
    });
    const ev = evaluateDesign(design, TEST_CONTEXT);
    // only the slab: 2 houses × 100 m² × 0.1 m³/m² = 20 m³ of concrete
    expect(ev.elements).toHaveLength(1);
    expect(ev.elements[0]!.quantity).toBeCloseTo(20, 12);
    expect(ev.elements[0]!.nestedTemplate?.id).toBe('slab');
  });

  it('throws typed errors that say how to fix the input', () => {
    const unknown = testDesign({
      designTemplates: [
        { id: 'x', templateId: 'nope', quantity: 1, isAutoCalc: false, sortOrder: 1 },
      ],
    });
    expect(() => evaluateDesign(unknown, TEST_CONTEXT)).toThrow(/not in the template library/);
    const cycle = testDesign({
      designTemplates: [
        { id: 'x', templateId: 'loop-a', quantity: 1, isAutoCalc: false, sortOrder: 1 },
      ],
    });
    try {
      evaluateDesign(cycle, TEST_CONTEXT);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('TEMPLATE_CYCLE');
    }
    expect(() =>
      evaluateDesign(testDesign(), TEST_CONTEXT, {
        ...DEFAULT_EVALUATION_OPTIONS,
        referenceStudyPeriod: 0,
      }),
    ).toThrow(/1 to 200/);
    expect(() =>
      evaluateDesign(testDesign({ attributes: { ...TEST_ATTRIBUTES, floors: 1.5 } }), TEST_CONTEXT),
    ).toThrow('Please enter a whole number larger than 0.');
  });

  it('produces the spec table of impact details with headers first', () => {
    const ev = evaluateDesign(testDesign(), TEST_CONTEXT);
    const rows = pivotRows(ev, { indicatorIds: [1] });
    const table = impactDetailsTable(pivotRowSet(ev, { indicatorIds: [1] }));
    expect(table.ImpactsData[0]).toContain('YearOccurence');
    expect(table.ImpactsData.length).toBe(rows.length + 1);
    const nested = rows.find((r) => r.nestedTemplateName === 'Slab')!;
    expect(nested.masterTemplateName).toBe('House package');
    const shower = pivotRows(ev, { indicatorIds: [4] }).find(
      (r) => r.module === 'B7' && r.operationalSource.includes('mains'),
    )!;
    expect(shower.operationalDemandUnit).toBe('kL/yr');
    expect(resultsByCategory(ev, 4, 1)!.map((c) => c.code)).toContain('walls');
  });
});

const templateIds = [
  'slab',
  'wall',
  'house',
  'heat-pump',
  'gas-heater',
  'hw-gas',
  'hw-hp',
  'kitchen',
  'pv',
];

const arbDesignTemplates = fc
  .array(
    fc.record({
      templateId: fc.constantFrom(...templateIds),
      quantity: fc.double({ min: 0, max: 500, noNaN: true }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((list): DesignTemplate[] =>
    list.map((d, i) => ({
      id: `dt-${i}`,
      templateId: d.templateId,
      quantity: d.quantity,
      isAutoCalc: false,
      sortOrder: i,
    })),
  );

const arbOptions: fc.Arbitrary<EvaluationOptions> = fc.record({
  referenceStudyPeriod: fc.integer({ min: 1, max: 80 }),
  discountRate: fc.constantFrom(0, 0.03, 0.07),
  gridTrajectory: fc.constantFrom(null, {
    id: 't',
    name: 't',
    points: [
      { year: 2026, multiplier: 1 },
      { year: 2050, multiplier: 0.1 },
    ],
  }),
});

const close = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a), Math.abs(b));

describe('properties', () => {
  it('results are linear in component quantities (embodied modules)', () => {
    fc.assert(
      fc.property(
        arbDesignTemplates,
        fc.double({ min: 0, max: 20, noNaN: true }),
        (dts, lambda) => {
          const one = evaluateDesign(testDesign({ designTemplates: dts }), TEST_CONTEXT);
          const scaled = evaluateDesign(
            testDesign({
              designTemplates: dts.map((d) => ({ ...d, quantity: d.quantity * lambda })),
            }),
            TEST_CONTEXT,
          );
          let ok = true;
          const a = masterEmbodiedTotals(one);
          const b = masterEmbodiedTotals(scaled);
          for (let j = 0; j < a.length; j++) ok &&= close(b[j]!, lambda * a[j]!);
          for (let j = 0; j < one.embodiedTotals.length; j++)
            ok &&= close(scaled.embodiedTotals[j]!, lambda * one.embodiedTotals[j]!);
          expect(ok).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the sum of pivot rows equals every aggregate for every focal point', () => {
    fc.assert(
      fc.property(
        arbDesignTemplates,
        arbOptions,
        fc.boolean(),
        fc.constantFrom(1, 2, 3, 4),
        fc.constantFrom(1, 2, 3),
        (dts, options, includeGeneration, supply, treatment) => {
          const attributes = {
            ...TEST_ATTRIBUTES,
            waterSupplyId: supply as 1,
            waterTreatmentId: treatment as 1,
          };
          const design = testDesign({
            designTemplates: dts,
            attributes: { ...attributes, gardenArea: 80, rainwaterTankSize: 3000 },
          });
          const ev = evaluateDesign(design, RAINY_CONTEXT, options);
          const rows = pivotRows(ev, { includeGeneration });
          const totals = moduleTotals(ev, includeGeneration);
          const byModule = new Float64Array(M * K);
          for (const r of rows) {
            const j = MODULE_INDEX[r.module] * K + indicatorColumn(r.indicatorId);
            byModule[j] = byModule[j]! + r.value;
          }
          let ok = true;
          for (let j = 0; j < M * K; j++) ok &&= close(byModule[j]!, totals[j]!);
          for (const fp of [1, 2, 3, 4] as FocalPointId[]) {
            const agg = categoryModuleTotals(ev, fp, includeGeneration);
            const sums = new Float64Array(agg.length);
            for (const r of rows) {
              const j =
                (r.categoryIndexes[fp - 1]! * M + MODULE_INDEX[r.module]) * K +
                indicatorColumn(r.indicatorId);
              sums[j] = sums[j]! + r.value;
            }
            for (let j = 0; j < agg.length; j++) ok &&= close(sums[j]!, agg[j]!);
          }
          const byMaster = new Map<string, number>();
          for (const r of rows) {
            if (r.indicatorId !== 1 || r.module === 'D' || !r.masterDesignTemplateId) continue;
            byMaster.set(
              r.masterDesignTemplateId,
              (byMaster.get(r.masterDesignTemplateId) ?? 0) + r.value,
            );
          }
          for (const t of designTemplateImpacts(ev, 1, { includeGeneration }))
            ok &&= close(byMaster.get(t.designTemplateId) ?? 0, t.impact);
          expect(ok).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);
});
