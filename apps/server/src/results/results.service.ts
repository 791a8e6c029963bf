import type { DesignResults } from '@circa/contract/results.schema';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import { hasIndicatorData, indicatorTotal } from '@circa/engine/aggregates';
import { coverageNote, indicatorCoverage } from '@circa/engine/coverage';
import type { EngineWarning } from '@circa/engine/engine-error';
import { findIndicator, INDICATORS, INDICATOR_COLUMNS } from '@circa/engine/indicators';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import { impactDetailsTable, pivotRowSet } from '@circa/engine/pivot-rows';
import { computeReductions, reductionPercent } from '@circa/engine/targets';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { toTargetLine } from '../targets/target-lines';
import { engineTarget } from './lot-evaluation';
import { explainEngineErrors, loadPaidLotResults } from './lot-results';
import { biogenicNote } from './biogenic-note';
import { decarbonisingGridNote } from './decarbonising-grid-note';
import { dataQualityNote } from './data-quality-note';
import { waterEstimateNote } from './water-estimate-note';
import { readTogether } from './shared-reads';
import { masterTemplateModels, resultDetails } from './result-details';
import { currencyNote, resultUnit, targetValueUnit } from './result-units';

/** Carbon indicators: worded as emissions and removals (document 2 §9). */
export const CARBON_INDICATOR_IDS: readonly number[] = [1, 64, 24, 65];

/** `{ CoverageNote }` when there is a note, else nothing (the field is optional). */
const optionalNote = (note: string | undefined) => (note ? { CoverageNote: note } : {});

/** `{ [name]: value }` when there is a value, else nothing (the field is optional). */
const optionalField = <K extends string>(name: K, value: string | undefined) =>
  (value ? { [name]: value } : {}) as Partial<Record<K, string>>;

/**
 * `{ WaterSupplyNote }` when a rainwater supply was evaluated as mains water: no daily rainfall
 * near the site, or no tank size (decision 0016).
 */
const waterSupplyNote = (warnings: readonly EngineWarning[]) => {
  const warning = warnings.find(
    (w) => w.code === 'RAINFALL_UNKNOWN' || w.code === 'TANK_SIZE_UNKNOWN',
  );
  return warning ? { WaterSupplyNote: warning.message } : {};
};

/** Percent, rounded to 0.1. */

/**
 * GET /results: one indicator of the lot's design by focal point and category (with and without
 * on-site generation), its whole-life totals beside the benchmark's, and each of the development's
 * targets on that indicator against the benchmark (document 2 §3 "Design results").
 */
export async function designResults(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  indicatorId: number,
  /** Totals, targets and notes only (the results summary and the submit screen). */
  summaryOnly = false,
): Promise<DesignResults> {
  const indicator = findIndicator(indicatorId);
  if (!indicator)
    throw new AppError('validation_failed', `Indicator ${indicatorId} is not a known indicator.`);
  const { lot, design, benchmark } = await loadPaidLotResults(db, caller, structureId);
  const projectId = lot.access.project.id;
  const projectTargets = await readTogether(db, `targets:${projectId}`, () =>
    listProjectTargets(db, projectId),
  );
  const targets = projectTargets.filter((t) => t.indicatorId === indicatorId);
  // Costs stay in AUD, the currency of the cost data: no exchange rate is applied, whatever a
  // target's relative exchange rate (docs/decisions/0014-result-currency.md).
  const exchangeRate = 1;
  const unit = resultUnit(indicator);
  const currency = currencyNote(indicator);
  return explainEngineErrors(() => {
    const engineTargets = targets.map((t) => ({ ...engineTarget(t), relativeExchangeRate: 1 }));
    const comparisons = benchmark ? computeReductions(engineTargets, design, benchmark) : [];
    // What a value leaves out for lack of data in the LCI source (docs/methodology.md §1).
    const noteOf = (options: {
      modules?: readonly LifeCycleModule[];
      includeGeneration?: boolean;
    }) =>
      coverageNote(indicatorCoverage(design, indicatorId, options), design.compiled.source.name) ??
      undefined;
    const wholeLifeNote = noteOf({});
    return {
      Details: summaryOnly ? [] : resultDetails(design, indicatorId, exchangeRate),
      BenchmarkComparison: targets.map((t, i) => {
        const c = comparisons[i];
        return {
          ProjectTargetId: t.id,
          IndicatorId: t.indicatorId,
          LcPhaseName: toTargetLine(t).LcPhaseName,
          Reduction:
            c?.reduction === null || c === undefined ? null : reductionPercent(c.reduction),
          SavingsTarget: t.savingsTarget,
          Status: c?.status ?? 'no-data',
          DesignValue: c?.design ?? null,
          BenchmarkValue: c?.benchmark ?? null,
          ValueUnit: targetValueUnit(
            unit,
            engineTargets[i]!.functionalUnit,
            engineTargets[i]!.timescale,
          ),
          ...optionalNote(
            noteOf({
              modules: engineTargets[i]!.modules,
              includeGeneration: engineTargets[i]!.includeOnSiteRenewables,
            }),
          ),
        };
      }),
      MasterTemplateModels: summaryOnly ? [] : masterTemplateModels(design),
      IndicatorsList: INDICATORS.filter((i) => hasIndicatorData(design, i.id)).map((i) => ({
        Id: i.id,
        Name: i.name,
        Abbreviation: i.abbreviation,
        Unit: i.unit,
        IsCarbon: CARBON_INDICATOR_IDS.includes(i.id),
      })),
      IndicatorImageUrlMap: {},
      Totals: [true, false].map((excluding) => {
        const options = { includeGeneration: !excluding, exchangeRate };
        return {
          ExcludingPowerGeneration: excluding,
          DesignImpact: indicatorTotal(design, indicatorId, options),
          BenchmarkImpact: benchmark ? indicatorTotal(benchmark, indicatorId, options) : null,
        };
      }),
      ...optionalNote(wholeLifeNote),
      ...waterSupplyNote(design.warnings),
      ...optionalField('WaterEstimateNote', waterEstimateNote(design, indicatorId)),
      ...optionalField('BiogenicNote', biogenicNote(design, indicatorId)),
      ...optionalField('DataQualityNote', dataQualityNote(design, indicatorId)),
      // a second evaluation: on the indicator's own page only, not in the summary's calls
      ...optionalField(
        'DecarbonisingGridNote',
        summaryOnly ? undefined : decarbonisingGridNote(design, benchmark, indicatorId),
      ),
      Unit: unit,
      ...(currency ? { CurrencyNote: currency } : {}),
    };
  });
}

/**
 * GET /getImpactDetails: the impact rows of the lot's design as the spec's table (first row the
 * headers), for one indicator or — with 0 — every indicator the LCI source has data for.
 */
export async function impactDetails(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  indicatorId: number,
) {
  if (indicatorId !== 0 && !INDICATOR_COLUMNS.includes(indicatorId))
    throw new AppError(
      'validation_failed',
      `Indicator ${indicatorId} has no impact rows; choose 0 (all) or a computed indicator.`,
    );
  const { design } = await loadPaidLotResults(db, caller, structureId);
  return explainEngineErrors(() =>
    impactDetailsTable(
      pivotRowSet(design, indicatorId === 0 ? {} : { indicatorIds: [indicatorId] }),
    ),
  );
}
