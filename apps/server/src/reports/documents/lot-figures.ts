/**
 * The figures of a lot report, each taken from the engine's evaluation through the engine's own
 * aggregates (the functions the results service uses): module totals per indicator, totals by
 * stage, and what a total leaves out for lack of data. Nothing here calculates a result itself.
 */
import { indicatorTotal } from '@circa/engine/aggregates';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import type { EngineWarning } from '@circa/engine/engine-error';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { INDICATORS, isDerivedCurrency } from '@circa/engine/indicators';
import type { Indicator } from '@circa/engine/indicators';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import { LIFE_CYCLE_MODULES } from '@circa/engine/life-cycle-modules';
import { currencyNote, resultUnit } from '../../results/result-units';

/** Modules of the EN 15978 table's A–C columns (D is reported beside the total, not in it). */
export const TABLE_MODULES: readonly LifeCycleModule[] = LIFE_CYCLE_MODULES.filter(
  (m) => m !== 'D',
);

/** Indicators a report lists: the registry without the unconverted currency copies of AUD. */
export const REPORT_INDICATORS: readonly Indicator[] = INDICATORS.filter(
  (i) => !isDerivedCurrency(i.id),
);

/** One indicator's row of the EN 15978 table. */
export interface ModuleRow {
  indicator: Indicator;
  unit: string;
  /** Value per module of TABLE_MODULES; null where nothing in the module has data. */
  modules: (number | null)[];
  /** Whole life A–C (on-site generation not netted), as the results screens' total. */
  wholeLife: number | null;
  /** Module D, reported separately (METHOD.md §3). */
  d: number | null;
  /** What the whole-life total leaves out for lack of data, if anything. */
  note: string | null;
}

/** What a whole-life total of an indicator leaves out (the results' CoverageNote), or null. */
export function wholeLifeNote(ev: Evaluation, indicatorId: number): string | null {
  return coverageNote(indicatorCoverage(ev, indicatorId), ev.compiled.source.name);
}

/** The EN 15978 table of an evaluation: one row per indicator, one column per module. */
export function moduleRows(ev: Evaluation): ModuleRow[] {
  return REPORT_INDICATORS.map((indicator) => {
    const total = (modules?: readonly LifeCycleModule[]) =>
      indicatorTotal(ev, indicator.id, modules ? { modules } : {});
    return {
      indicator,
      unit: resultUnit(indicator),
      modules: TABLE_MODULES.map((m) => total([m])),
      wholeLife: total(),
      d: total(['D']),
      note: wholeLifeNote(ev, indicator.id),
    };
  });
}

/** Life cycle stages of the stage chart, with their modules. */
export const STAGES: readonly { label: string; modules: readonly LifeCycleModule[] }[] = [
  { label: 'Product A1–A3', modules: ['A1-A3'] },
  { label: 'Construction A4–A5', modules: ['A4', 'A5'] },
  { label: 'Refrigerant leakage B1', modules: ['B1'] },
  { label: 'Maintenance, repair, replacement B2–B4', modules: ['B2', 'B3', 'B4'] },
  { label: 'Operational energy B6', modules: ['B6'] },
  { label: 'Operational water B7', modules: ['B7'] },
  { label: 'End of life C1–C4', modules: ['C1', 'C2', 'C3', 'C4'] },
];

/** An indicator's total per stage (0 where a stage has no data), in STAGES order. */
export function stageTotals(ev: Evaluation, indicatorId: number): number[] {
  return STAGES.map((s) => indicatorTotal(ev, indicatorId, { modules: s.modules }) ?? 0);
}

/** Whole-life totals without and with on-site generation netted (results "Totals"). */
export function wholeLifeTotals(
  ev: Evaluation,
  indicatorId: number,
): { excludingGeneration: number | null; includingGeneration: number | null } {
  return {
    excludingGeneration: indicatorTotal(ev, indicatorId, { includeGeneration: false }),
    includingGeneration: indicatorTotal(ev, indicatorId, { includeGeneration: true }),
  };
}

/**
 * The notes the results carry for a design as a whole: a rainwater supply counted as mains water
 * and the engine's other warnings (approximated defaults), each once.
 */
export function resultNotes(ev: Evaluation): string[] {
  return [...new Set(warningMessages(ev.warnings))];
}

function warningMessages(warnings: readonly EngineWarning[]): string[] {
  return warnings.map((w) => w.message);
}

/**
 * The coverage notes of a module table, one line per distinct note naming the indicators it
 * applies to, then the currency of costs (results CurrencyNote).
 */
export function moduleTableNotes(rows: readonly ModuleRow[]): string[] {
  const byNote = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.note) continue;
    byNote.set(row.note, [...(byNote.get(row.note) ?? []), row.indicator.name]);
  }
  const costs = rows.find((r) => r.indicator.kind === 'cost');
  const currency = costs ? currencyNote(costs.indicator) : undefined;
  return [
    ...[...byNote].map(([note, names]) => `${names.join('; ')}: ${note}`),
    ...(currency ? [currency] : []),
  ];
}
