import type {
  ComplianceCheck,
  DesignPerformance,
  Strategy,
} from '@circa/contract/public-page.schema';
import type { ProjectTargetRecord } from '@circa/db/project-targets.repository';
import { indicatorTotal } from '@circa/engine/aggregates';
import { summaryCards } from '@circa/engine/equivalences';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { findIndicator } from '@circa/engine/indicators';
import { computeReductions, reductionPercent } from '@circa/engine/targets';
import { engineTarget } from '../results/lot-evaluation';
import { toTargetLine } from '../targets/target-lines';

/** Global warming potential (document 2 §3 "Indicator": 1), kg CO2e. */
export const GWP_INDICATOR_ID = 1;

/** Standards the method follows (document 2 §9 "Standards cited"). */
export const STANDARDS_CITED = ['ISO 14044', 'EN 15978'];

/** The whole-life scope of the figures (EN 15978 modules A1 to C4, METHOD.md §7). */
export const WHOLE_LIFE_SCOPE = 'A1-C4';

type CarbonFigures = Pick<
  DesignPerformance,
  | 'DesignCO2'
  | 'BenchmarkCO2'
  | 'LifeCycleCO2Savings'
  | 'PercentImprovement'
  | 'GreenhouseGasAvoided'
  | 'SummaryCards'
>;

/**
 * The carbon figures of the page: whole-life GWP of the design and its benchmark with on-site
 * generation (the results' totals, `indicatorTotal`), the saving (benchmark − design, kg CO2e),
 * the improvement in percent to 0.1 as the results show it ((b − d) / |b|), the tonnes avoided,
 * and the equivalences of what is avoided (none when nothing is).
 */
export function carbonFigures(design: Evaluation, benchmark: Evaluation | null): CarbonFigures {
  const options = { includeGeneration: true };
  const d = indicatorTotal(design, GWP_INDICATOR_ID, options);
  const b = benchmark ? indicatorTotal(benchmark, GWP_INDICATOR_ID, options) : null;
  if (d === null || b === null)
    return {
      DesignCO2: d,
      BenchmarkCO2: b,
      LifeCycleCO2Savings: null,
      PercentImprovement: null,
      GreenhouseGasAvoided: null,
      SummaryCards: [],
    };
  const savings = b - d;
  return {
    DesignCO2: d,
    BenchmarkCO2: b,
    LifeCycleCO2Savings: savings,
    PercentImprovement: b === 0 ? null : reductionPercent(savings / Math.abs(b)),
    GreenhouseGasAvoided: savings / 1000,
    SummaryCards: savings > 0 ? summaryCards(savings) : [],
  };
}

/**
 * Environmental strategies: the templates the design uses that its benchmark (its baseline at
 * the same size) does not, once each, in the design's order, with their own description.
 */
export function strategies(design: Evaluation, benchmark: Evaluation | null): Strategy[] {
  if (!benchmark) return [];
  const inBenchmark = new Set(benchmark.masters.map((m) => m.template.id));
  const seen = new Set<string>();
  const found: Strategy[] = [];
  for (const { template } of design.masters) {
    if (inBenchmark.has(template.id) || seen.has(template.id)) continue;
    seen.add(template.id);
    found.push({
      Title: template.name,
      Description: template.description,
      ImageUrl: template.image ?? null,
    });
  }
  return found;
}

/**
 * The development's targets as a checklist: each target's reduction against its savings target.
 * Cost targets are left out: costs are not shown publicly.
 */
export function complianceChecks(
  allTargets: readonly ProjectTargetRecord[],
  design: Evaluation,
  benchmark: Evaluation | null,
): ComplianceCheck[] {
  if (!benchmark) return [];
  const targets = allTargets.filter((t) => findIndicator(t.indicatorId)?.kind !== 'cost');
  const results = computeReductions(
    targets.map((t) => ({ ...engineTarget(t), relativeExchangeRate: 1 })),
    design,
    benchmark,
  );
  return targets.map((t, i) => {
    const r = results[i];
    const indicator = findIndicator(t.indicatorId);
    // the headline figures are net of on-site generation; say so where a target is not
    const netOf =
      indicator?.kind === 'carbon' && !t.includeOnSiteRenewable
        ? ', without on-site generation'
        : '';
    return {
      Name: `${indicator?.name ?? `Indicator ${t.indicatorId}`}: ${toTargetLine(t).LcPhaseName}${netOf}`,
      SavingsTarget: t.savingsTarget,
      Reduction: r?.reduction === null || r === undefined ? null : reductionPercent(r.reduction),
      IsAchieved: r?.isAchieved === true,
    };
  });
}
