/**
 * The carbon figures of the Carbon Performance Report: whole-life global warming potential of the
 * design and its benchmark in several functional units, each with its reduction, through the
 * engine's own target arithmetic (`computeReductions`: value per functional unit and timescale,
 * reduction against the benchmark), so they agree with the results screens and the targets.
 */
import type { Evaluation } from '@circa/engine/evaluation-types';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { computeReductions, targetValue } from '@circa/engine/targets';
import type { FunctionalUnit, ProjectTarget, Timescale } from '@circa/engine/targets';

/** Global warming potential (indicator 1). */
export const GWP = 1;

/** One line of the carbon intensity table. */
export interface CarbonLine {
  label: string;
  unit: string;
  design: number | null;
  benchmark: number | null;
  /** Fraction; null when not computable. */
  reduction: number | null;
}

const LINES: readonly {
  label: string;
  unit: string;
  functionalUnit: FunctionalUnit;
  timescale: Timescale;
  includeGeneration: boolean;
}[] = [
  {
    label: 'Whole of life (A–C)',
    unit: 'kg CO2e',
    functionalUnit: 'total',
    timescale: 'none',
    includeGeneration: false,
  },
  {
    label: 'Whole of life, on-site generation netted',
    unit: 'kg CO2e',
    functionalUnit: 'total',
    timescale: 'none',
    includeGeneration: true,
  },
  {
    label: 'Per m² gross floor area',
    unit: 'kg CO2e/m²',
    functionalUnit: 'gross-floor-area',
    timescale: 'none',
    includeGeneration: false,
  },
  {
    label: 'Per dwelling per year',
    unit: 'kg CO2e/dwelling/yr',
    functionalUnit: 'dwelling',
    timescale: 'year',
    includeGeneration: false,
  },
  {
    label: 'Per occupant per year',
    unit: 'kg CO2e/occupant/yr',
    functionalUnit: 'occupant',
    timescale: 'year',
    includeGeneration: false,
  },
];

function gwpTarget(line: (typeof LINES)[number]): ProjectTarget {
  return {
    indicatorId: GWP,
    functionalUnit: line.functionalUnit,
    timescale: line.timescale,
    modules: LIFE_CYCLE_SCOPES.wholeLife,
    savingsTarget: 0,
    includeOnSiteRenewables: line.includeGeneration,
  };
}

/** Whole-life GWP of the design beside its benchmark, in each functional unit. */
export function carbonLines(design: Evaluation, benchmark: Evaluation | null): CarbonLine[] {
  return LINES.map((line) => {
    const target = gwpTarget(line);
    const [result] = benchmark ? computeReductions([target], design, benchmark) : [];
    return {
      label: line.label,
      unit: line.unit,
      design: result ? result.design : targetValue(design, target),
      benchmark: result?.benchmark ?? null,
      reduction: result?.reduction ?? null,
    };
  });
}
