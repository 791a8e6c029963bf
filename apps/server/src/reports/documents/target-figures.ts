/**
 * A lot's targets against its benchmark, as the results service answers them (`designResults`
 * BenchmarkComparison): the engine's `computeReductions`, costs unconverted (decision 0014), the
 * value unit of each target and the note on what its value leaves out.
 */
import type { ProjectTargetRecord } from '@circa/db/project-targets.repository';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import { findIndicator } from '@circa/engine/indicators';
import { computeReductions, targetsAchieved } from '@circa/engine/targets';
import type { TargetResult } from '@circa/engine/targets';
import { engineTarget } from '../../results/lot-evaluation';
import { currencyNote, resultUnit, targetValueUnit } from '../../results/result-units';
import { toTargetLine } from '../../targets/target-lines';
import type { EvaluatedLot } from './report-source';

/** One target's outcome for a lot. */
export interface TargetFigure {
  target: ProjectTargetRecord;
  indicatorName: string;
  /** The scope's name, e.g. "Whole of life (A-C)". */
  scopeName: string;
  /** Functional unit and timescale as the targets screen names them. */
  basis: string;
  valueUnit: string;
  design: number | null;
  benchmark: number | null;
  /** Reduction as a fraction (negative: an increase); null when not computable. */
  reduction: number | null;
  /** The engine's verdict: the reduction as shown (0.1 %) meets the savings target. */
  isAchieved: boolean | null;
  status: TargetResult['status'];
  note: string | null;
  /** The currency of a cost target's values (results CurrencyNote), else null. */
  currency: string | null;
  /** The engine's result, null without a benchmark. */
  result: TargetResult | null;
}

/** Each target of the development for a lot (all "no-data" without a benchmark). */
export function targetFigures(
  lot: EvaluatedLot,
  targets: readonly ProjectTargetRecord[],
): TargetFigure[] {
  const engineTargets = targets.map((t) => ({ ...engineTarget(t), relativeExchangeRate: 1 }));
  const results = lot.benchmark
    ? computeReductions(engineTargets, lot.evaluation, lot.benchmark)
    : [];
  return targets.map((t, i) => {
    const target = engineTargets[i]!;
    const result = results[i];
    const indicator = findIndicator(t.indicatorId);
    const line = toTargetLine(t);
    return {
      target: t,
      indicatorName: line.IndicatorName,
      scopeName: line.LcPhaseName,
      basis: [line.AttributeName, line.TimescaleName === 'None' ? '' : line.TimescaleName]
        .filter(Boolean)
        .join(', '),
      valueUnit: indicator
        ? targetValueUnit(resultUnit(indicator), target.functionalUnit, target.timescale)
        : '',
      design: result?.design ?? null,
      benchmark: result?.benchmark ?? null,
      reduction: result?.reduction ?? null,
      isAchieved: result?.isAchieved ?? null,
      status: result?.status ?? 'no-data',
      result: result ?? null,
      currency: (indicator && currencyNote(indicator)) ?? null,
      note: coverageNote(
        indicatorCoverage(lot.evaluation, t.indicatorId, {
          modules: target.modules,
          includeGeneration: target.includeOnSiteRenewables,
        }),
        lot.evaluation.compiled.source.name,
      ),
    };
  });
}

/**
 * "Targets achieved" of the results summary (engine `targetsAchieved`): Yes when every target's
 * reduction meets its savings target, No otherwise (a target without a reduction is not met),
 * null when the development has no targets.
 */
export function allTargetsAchieved(figures: readonly TargetFigure[]): 'Yes' | 'No' | null {
  if (figures.length === 0) return null;
  const results = figures.map((f) => f.result);
  if (results.some((r) => r === null)) return 'No';
  const verdict = targetsAchieved(results as TargetResult[]);
  return verdict === 'Loading' ? null : verdict;
}

/** What a target without a reduction says (the results' target card, document 2 §8). */
export function noReductionText(figure: TargetFigure): string {
  return figure.status === 'benchmark-zero'
    ? 'Benchmark Impact is 0'
    : 'No Benchmark / Lot Impacts';
}
