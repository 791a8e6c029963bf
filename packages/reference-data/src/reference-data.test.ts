import { describe, expect, it } from 'vitest';
import { indicatorTotal } from '@circa/engine/aggregates';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import { buildBenchmarkDesign, evaluateBenchmark } from '@circa/engine/benchmark';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import { hotWaterEnergyPerDwelling } from '@circa/engine/hot-water';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { computeReductions } from '@circa/engine/targets';
import { getThermalLimits } from '@circa/engine/thermal-limits';
import { findBaseline, shippedBaselines } from './baselines/baseline-designs';
import { designFromBaseline, PRESETS, presetDesigns } from './baselines/presets';
import { createEvaluationContext } from './default-context';
import { TEMPLATE_LIBRARY } from './library/template-library';
import { starterSource } from './lci-sources';
import { designLocationForPostcode, stateForPostcode } from './nathers-zones';
import { searchPlaces } from './postcodes';
import { thermalLimitsFor, wholeOfHomeTables } from './whole-of-home-tables';

const ctx = createEvaluationContext();
const source = starterSource();

describe('shipped LCI source', () => {
  it('gives every factor and price a source, table and licence, and ships nothing from EPiC or ICE', () => {
    for (const p of source.processes) {
      for (const f of p.factors) {
        const prov = source.provenance[f.provenance]!;
        expect(prov.source && prov.table && prov.licence).toBeTruthy();
        expect(prov.licence).not.toMatch(/nc-nd|unclear/i);
        expect(prov.source).not.toMatch(/epic|ice|auslci|quartz/i);
      }
      if (p.costPerUnit != null) expect(source.provenance[p.costProvenance!]).toBeDefined();
    }
    expect(source.processes.filter((p) => p.kind === 'material').length).toBeGreaterThan(60);
  });

  it('has NGA 2024-2026 electricity for every state, 2026 by default', () => {
    for (const s of ['nsw', 'vic', 'qld', 'sa', 'wa', 'tas', 'nt', 'act']) {
      for (const e of [2024, 2025, 2026])
        expect(source.processes.some((p) => p.id === `electricity-${s}-nga-${e}`)).toBe(true);
    }
    // NGA 2026 Table 1, VIC: scope 2 0.74 + scope 3 0.11 = 0.85 kg CO2e/kWh
    expect(
      source.processes.find((p) => p.id === 'electricity-vic-nga-2026')!.factors[0]!.value,
    ).toBeCloseTo(0.85, 12);
    expect(ctx.energyCarriers.electricityByState.VIC).toBe('electricity-vic-nga-2026');
  });
});

describe('template library', () => {
  const processes = new Map(source.processes.map((p) => [p.id, p]));
  it('references only processes that have data, and transports only what has a mass', () => {
    for (const t of TEMPLATE_LIBRARY) {
      for (const el of t.elements) {
        if (el.kind === 'template') {
          expect(ctx.templates.has(el.templateId), `${t.id} nests ${el.templateId}`).toBe(true);
          continue;
        }
        const p = processes.get(el.processId);
        expect(p, `${t.id} uses ${el.processId}`).toBeDefined();
        expect(p!.factors.length).toBeGreaterThan(0);
        if (el.transport)
          expect(p!.densityKgPerUnit, `${t.id}: ${el.processId} has no density`).toBeGreaterThan(0);
      }
    }
  });

  it('has no template that counts zero (each has elements or an operational effect)', () => {
    for (const t of TEMPLATE_LIBRARY)
      expect(
        t.elements.length + (t.operational?.length ?? 0) + (t.costRate ? 1 : 0),
        t.id,
      ).toBeGreaterThan(0);
    // No battery dataset in the starter source, so there is no battery template.
    expect(TEMPLATE_LIBRARY.some((t) => /batter/i.test(t.name))).toBe(false);
  });

  it('prices off-peak electric hot water at the controlled-load tariff', () => {
    const t = TEMPLATE_LIBRARY.find((x) => x.id === 'hw-electric-storage-off-peak')!;
    expect(t.operational).toEqual([
      {
        kind: 'hot-water',
        system: 'electric-storage-large',
        fuel: 'electricity',
        tariff: 'controlled-load',
      },
    ]);
    const carrier = processes.get(ctx.energyCarriers.controlledLoadElectricityByState.NSW)!;
    const general = processes.get(ctx.energyCarriers.electricityByState.NSW)!;
    // WoH Table 86, NSW: controlled load 12.99 c/kWh; general flat tariff
    // (9 × 19.36 + 6 × 38.72 + 9 × 24.89) / 24 = 26.27 c/kWh. Same NGA 2026 grid factor.
    expect(carrier.costPerUnit).toBeCloseTo(0.1299, 12);
    expect(general.costPerUnit).toBeCloseTo(0.2627375, 5);
    expect(carrier.factors).toEqual(general.factors);
  });

  it('covers the categories of a typical Australian dwelling', () => {
    const categories = new Set(TEMPLATE_LIBRARY.map((t) => t.categoryId));
    expect([...categories].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(new Set(TEMPLATE_LIBRARY.map((t) => t.id)).size).toBe(TEMPLATE_LIBRARY.length);
  });
});

describe('NatHERS tables and postcodes', () => {
  it('maps postcodes to zones and states', () => {
    expect(designLocationForPostcode('3000')).toMatchObject({
      state: 'VIC',
      climateZone: 21,
      hotWaterZone: 4,
      heatPumpZone: 4,
    });
    expect(designLocationForPostcode(800)).toMatchObject({ state: 'NT', climateZone: 1 });
    expect(stateForPostcode('2600')).toBe('ACT');
    expect(searchPlaces('Fitzroy').some((p) => p.state === 'VIC')).toBe(true);
  });

  it('has a star band for every zone 1-69, marking the proxied ones', () => {
    const t = wholeOfHomeTables();
    for (let z = 1; z <= 69; z++) expect(t.starBands[z], `zone ${z}`).toBeDefined();
    expect(t.starBands[60]!.isApproximate).toBe(true);
    // 6-star Melbourne (zone 21): 114 MJ/m² upper; in kWh/m²: 114 / 3.6 = 31.7
    expect(getThermalLimits(t, 21, 60, 2)[1]).toBe(31.7);
    expect(thermalLimitsFor(21, 60, 1)).toEqual(getThermalLimits(t, 21, 60, 1));
  });

  it('computes a heat pump hot water system from the shipped WoH curves', () => {
    const e = hotWaterEnergyPerDwelling(
      { kind: 'hot-water', system: 'heat-pump', fuel: 'electricity', stcCount: 28 },
      4,
      4,
      3,
      wholeOfHomeTables(),
    );
    expect(e.code).toBe('SHP-4-28');
    expect(e.mainFuelMegajoules).toBeGreaterThan(1000);
  });
});

describe('baselines and presets', () => {
  it('evaluates every baseline and preset without errors', () => {
    for (const d of [
      ...shippedBaselines().map((b) => b.design),
      ...presetDesigns().map((p) => p.design),
    ]) {
      const ev = evaluateDesign(d, ctx);
      expect(indicatorTotal(ev, 1)!).toBeGreaterThan(0);
      expect(
        ev.warnings.filter(
          (w) => !['DEFAULT_THERMAL_DEMAND', 'APPROXIMATE_THERMAL_BAND'].includes(w.code),
        ),
      ).toEqual([]);
    }
    expect(shippedBaselines()).toHaveLength(4);
    expect(PRESETS.length).toBeGreaterThanOrEqual(4);
  });

  it('says what the starter source leaves out of cost and of the non-carbon indicators', () => {
    const ev = evaluateDesign(findBaseline('baseline-single-storey')!.design, ctx);
    const name = source.name;
    expect(indicatorCoverage(ev, 1).status).toBe('full');
    // The house's construction is priced by the ABS whole-house rate (methodology §9).
    expect(coverageNote(indicatorCoverage(ev, 3), name)).toBe(
      'Replacements (B4) and end of life (C1–C4) of materials and transport to site and some operational water have no price data in Circa open starter 2026.1: this cost covers construction (A1-A5), operational energy and the other operational water only.',
    );
    const energy = indicatorCoverage(ev, 2);
    expect(energy.status).toBe('partial');
    expect(energy.gaps.map((g) => g.kind)).toEqual(expect.arrayContaining(['transport', 'energy']));
    expect(energy.gaps.find((g) => g.kind === 'energy')!.modules).toEqual(['B6']);
    // Upfront cost = 232.3 m² × 320,238 / 229.8 AUD/m²; replacements have no priced activity:
    // no data, not 0.
    expect(indicatorTotal(ev, 3, { modules: LIFE_CYCLE_SCOPES.upfront })).toBeCloseTo(
      (232.3 * 320238) / 229.8,
      0,
    );
    expect(indicatorTotal(ev, 3, { modules: ['B4'] })).toBeNull();
  });

  it('a preset started from its baseline shows a reduction on its own target', () => {
    const baseline = findBaseline('baseline-double-storey')!;
    const preset = PRESETS.find((p) => p.id === 'preset-timber-frame-low-carbon-concrete')!;
    const design = designFromBaseline(baseline, preset);
    const ev = evaluateDesign(design, ctx);
    const bench = evaluateBenchmark(baseline.design, design, ctx);
    const [upfront] = computeReductions(
      [
        {
          indicatorId: 1,
          functionalUnit: 'gross-floor-area',
          timescale: 'none',
          modules: LIFE_CYCLE_SCOPES.upfront,
          savingsTarget: 20,
          includeOnSiteRenewables: false,
        },
      ],
      ev,
      bench,
    );
    expect(upfront!.reduction!).toBeGreaterThan(0.2);
    // The baseline itself (Known GFA 280 m²) is larger than the GFA predicted from its counts
    // (237.4 m²), so against its benchmark it shows an increase (negative reduction).
    const wholeLife = {
      indicatorId: 1,
      functionalUnit: 'total' as const,
      timescale: 'year' as const,
      modules: LIFE_CYCLE_SCOPES.wholeLife,
      savingsTarget: 50,
      includeOnSiteRenewables: false,
    };
    const same = designFromBaseline(baseline);
    const [larger] = computeReductions(
      [wholeLife],
      evaluateDesign(same, ctx),
      evaluateBenchmark(baseline.design, same, ctx),
    );
    expect(larger!.reduction!).toBeLessThan(0);
    // A design identical to its benchmark has zero reduction.
    const identical = buildBenchmarkDesign(baseline.design, same, ctx);
    const [zero] = computeReductions(
      [wholeLife],
      evaluateDesign(identical, ctx),
      evaluateBenchmark(baseline.design, identical, ctx),
    );
    expect(Math.abs(zero!.reduction!)).toBeLessThan(1e-9);
  });
});
