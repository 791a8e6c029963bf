/**
 * Print each baseline's and preset's totals per indicator, per m² GFA and per occupant per year,
 * under each shipped LCI source, with the figures compared in docs/methodology.md; for a source
 * that stands in for library processes, the share of each design's product-stage carbon it
 * covers. Run:
 *   npm run results -w @circa/reference-data [-- --json]
 */
import { indicatorTotal } from '@circa/engine/aggregates';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign, DEFAULT_EVALUATION_OPTIONS } from '@circa/engine/evaluate-design';
import { findIndicator, INDICATOR_ID } from '@circa/engine/indicators';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { shippedBaselines } from '../src/baselines/baseline-designs';
import { presetDesigns } from '../src/baselines/presets';
import type { EvaluationContext } from '@circa/engine/evaluation-context';
import { dataQualityFigures } from '../src/data-quality';
import { createEvaluationContext } from '../src/default-context';
import {
  AEMO_ISP_2026_STEP_CHANGE,
  AEMO_ISP_STEP_CHANGE_BY_REGION,
  NET_ZERO_2050_LINEAR,
} from '../src/grid-trajectories';
import { LCI_GROUP_AUSTRALIA, shippedSources } from '../src/lci-sources';
import { upfrontShareOfProcesses } from '../src/source-coverage';

const P = DEFAULT_EVALUATION_OPTIONS.referenceStudyPeriod;

function summarise(design: Design, ctx: EvaluationContext) {
  const ev = evaluateDesign(design, ctx);
  const replaced = new Set(Object.values(ctx.source.substitutes ?? {}));
  const decarbonised = evaluateDesign(design, ctx, {
    ...DEFAULT_EVALUATION_OPTIONS,
    gridTrajectory: NET_ZERO_2050_LINEAR,
  });
  // The default decarbonising scenario (methodology §6.2); the line above is a sensitivity.
  const aemoIsp = evaluateDesign(design, ctx, {
    ...DEFAULT_EVALUATION_OPTIONS,
    gridTrajectory: AEMO_ISP_2026_STEP_CHANGE,
  });
  const aemoIspByRegion = evaluateDesign(design, ctx, {
    ...DEFAULT_EVALUATION_OPTIONS,
    gridTrajectory: AEMO_ISP_STEP_CHANGE_BY_REGION,
  });
  const r = ev.resolved;
  const gwp = (modules: readonly LifeCycleModule[], includeGeneration = false) =>
    indicatorTotal(ev, 1, { modules, includeGeneration })!;
  // Biogenic carbon is reported apart (methodology §1.1): GWP excludes it; the biogenic line
  // (indicator 24) holds the CO2 stored in the upfront materials (negative: a removal).
  const biogenic = (modules: readonly LifeCycleModule[]) =>
    indicatorTotal(ev, INDICATOR_ID.globalWarmingPotentialBiogenic, { modules }) ?? 0;
  const indicators = ev.availableIndicatorIds.map((id) => {
    const total = indicatorTotal(ev, id)!;
    return {
      id,
      name: findIndicator(id)!.abbreviation,
      unit: findIndicator(id)!.unit,
      wholeLife: total,
      perSquareMetre: total / r.grossFloorArea,
      perOccupantYear: total / r.occupants / P,
      /** What the total leaves out for lack of data in the source (null: full coverage). */
      coverageNote: coverageNote(indicatorCoverage(ev, id), ctx.source.name),
    };
  });
  return {
    source: ctx.source.name,
    /** Share of the product-stage carbon on the source's own (substituted) processes; null: none. */
    substitutedShare: replaced.size > 0 ? upfrontShareOfProcesses(ev, replaced) : null,
    id: design.id,
    name: design.name,
    state: design.location.state,
    climateZone: design.location.climateZone,
    grossFloorArea: r.grossFloorArea,
    occupants: r.occupants,
    gwp: {
      upfrontA1A5: gwp(LIFE_CYCLE_SCOPES.upfront),
      upfrontBiogenicStorage: biogenic(LIFE_CYCLE_SCOPES.upfront),
      upfrontNettingBiogenic: gwp(LIFE_CYCLE_SCOPES.upfront) + biogenic(LIFE_CYCLE_SCOPES.upfront),
      embodiedAtoC: gwp(LIFE_CYCLE_SCOPES.embodied),
      operationalEnergyB6: gwp(['B6']),
      operationalEnergyB6WithPv: gwp(['B6'], true),
      operationalWaterB7: gwp(['B7']),
      wholeLife: gwp(LIFE_CYCLE_SCOPES.wholeLife),
      moduleD: gwp(['D']),
      endOfLifeC1C4: gwp(['C1', 'C2', 'C3', 'C4']),
      /** Whole-life biogenic balance: negative = carbon still stored at the end of the period. */
      biogenicWholeLife: biogenic(LIFE_CYCLE_SCOPES.wholeLife),
      wholeLifeNetZero2050Grid: indicatorTotal(decarbonised, 1)!,
      wholeLifeAemoIsp2026Grid: indicatorTotal(aemoIsp, 1)!,
      wholeLifeAemoIspByRegionGrid: indicatorTotal(aemoIspByRegion, 1)!,
      operationalEnergyB6AemoIsp2026Grid: indicatorTotal(aemoIsp, 1, { modules: ['B6'] })!,
      b6PerPersonYear: gwp(['B6']) / r.occupants / P,
      upfrontPerSquareMetre: gwp(LIFE_CYCLE_SCOPES.upfront) / r.grossFloorArea,
    },
    /** Shares of the GWP figures on Australian, overseas and approximate data (methodology §15.1). */
    dataQuality: dataQualityFigures(ev),
    waterLitresPerPersonDay: r.water.litresPerPersonDay,
    mainsWaterKilolitresPerYear: Object.values(r.water.mains).reduce((s, v) => s + v, 0),
    indicators,
    warnings: ev.warnings.map((w) => w.code),
  };
}

const designs = [
  ...shippedBaselines().map((b) => b.design),
  ...presetDesigns().map((p) => p.design),
];
const rows = shippedSources(LCI_GROUP_AUSTRALIA.id).flatMap((source) => {
  const ctx = createEvaluationContext({ sourceId: source.id });
  return designs.map((design) => summarise(design, ctx));
});
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 1));
} else {
  const t = (kg: number) => (kg / 1000).toFixed(1);
  for (const s of rows) {
    console.log(
      `\n${s.name} (${s.state}, zone ${s.climateZone}) under ${s.source}: GFA ${s.grossFloorArea.toFixed(1)} m², occupants ${s.occupants.toFixed(2)}`,
    );
    if (s.substitutedShare !== null)
      console.log(
        `  product-stage carbon (A1-A3 emissions) on this source's declarations: ${(s.substitutedShare * 100).toFixed(0)} %`,
      );
    const g = s.gwp;
    console.log(
      `  GWP t CO2e: upfront A1-A5 ${t(g.upfrontA1A5)} (${g.upfrontPerSquareMetre.toFixed(0)} kg/m²) | embodied A-C ${t(g.embodiedAtoC)} | B6 ${t(g.operationalEnergyB6)} (with PV ${t(g.operationalEnergyB6WithPv)}) | B7 ${t(g.operationalWaterB7)} | whole life ${t(g.wholeLife)} | AEMO ISP 2026 grid ${t(g.wholeLifeAemoIsp2026Grid)} (B6 ${t(g.operationalEnergyB6AemoIsp2026Grid)}) | by region ${t(g.wholeLifeAemoIspByRegionGrid)} | net-zero-2050 grid ${t(g.wholeLifeNetZero2050Grid)} | D ${t(g.moduleD)}`,
    );
    console.log(
      `  biogenic carbon stored upfront (GWP-bio A1-A5) ${t(g.upfrontBiogenicStorage)} t; upfront netting it (EN 15804+A1 style) ${t(g.upfrontNettingBiogenic)} t; whole-life biogenic balance ${t(g.biogenicWholeLife)} t`,
    );
    console.log(`  end of life C1-C4 ${t(g.endOfLifeC1C4)} t CO2e`);
    const pc = (x: number) => `${Math.round(x * 100)} %`;
    const dq = (f: (typeof s.dataQuality)['upfront']) =>
      `Australian ${pc(f.australian)}, overseas ${pc(f.overseas)} (${f.overseasBy.map((x) => `${x.geography} ${pc(x.share)}`).join(', ')}), not placed ${pc(f.notPlaced)}, approximate ${pc(f.approximate)}`;
    console.log(
      `  data quality (GWP): upfront ${dq(s.dataQuality.upfront)} | use ${dq(s.dataQuality.use)} | end of life ${dq(s.dataQuality.endOfLife)} | whole life ${dq(s.dataQuality.wholeLife)}`,
    );
    console.log(
      `  B6 per person per year ${g.b6PerPersonYear.toFixed(0)} kg CO2e; water ${s.waterLitresPerPersonDay.toFixed(0)} L/person/day`,
    );
    for (const i of s.indicators)
      console.log(
        `  [${i.id}] ${i.name}: ${i.wholeLife.toPrecision(4)} ${i.unit} | ${i.perSquareMetre.toPrecision(4)} /m² | ${i.perOccupantYear.toPrecision(4)} /occupant/yr${i.coverageNote ? ` (partial: ${i.coverageNote})` : ''}`,
      );
    if (s.warnings.length) console.log(`  warnings: ${s.warnings.join(', ')}`);
  }
}
