import type {
  PortfolioLot,
  PortfolioPivot,
  PortfolioTargetsOutcome,
} from '@circa/contract/portfolio.schema';
import type { StoredIndicatorRow } from '@circa/db/portfolio.repository';
import { INDICATORS } from '@circa/engine/indicators';
import { LIFE_CYCLE_MODULES, MODULE_DESCRIPTIONS } from '@circa/engine/life-cycle-modules';

/** A lot of the portfolio with what is stored for it (null: still being written). */
export interface PortfolioLotState {
  lot: Omit<PortfolioLot, 'TargetsAchieved'>;
  /** Null while its rows are not stored. */
  indicatorIds: readonly number[] | null;
  /** True / false: every target achieved or not; null: none or not assessed; 'preparing'. */
  targetsAchieved: boolean | null | 'preparing';
  /** Whether its development has targets. */
  hasTargets: boolean;
  /** The design version its rows are stored under. */
  version: number;
}

function outcomeLabel(state: PortfolioLotState): PortfolioTargetsOutcome {
  if (state.indicatorIds === null || state.targetsAchieved === 'preparing') return 'Preparing';
  if (!state.hasTargets) return 'NoTargets';
  if (state.targetsAchieved === null) return 'NotAssessed';
  return state.targetsAchieved ? 'Achieved' : 'Missed';
}

/** Distinct values sorted for display, and each value's index among them. */
function dictionary(values: Iterable<string>): { sorted: string[]; index: Map<string, number> } {
  const sorted = [...new Set(values)].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
  );
  return { sorted, index: new Map(sorted.map((v, i) => [v, i])) };
}

/**
 * The column-wise answer of a portfolio: its lots (in the order given), the stored rows of one
 * indicator as indexes into the lots, modules and categories, and the indicators any lot has.
 */
export function buildPortfolioPivot(
  scope: PortfolioPivot['Scope'],
  indicatorId: number,
  lots: readonly PortfolioLotState[],
  rows: readonly StoredIndicatorRow[],
): PortfolioPivot {
  const lotOfDesign = new Map(lots.map((s, i) => [s.lot.DesignId, i]));
  const present = new Set(lots.flatMap((s) => s.indicatorIds ?? []));
  const moduleIndex = new Map<string, number>();
  const seen = new Set(rows.map((r) => r.module));
  const modules = LIFE_CYCLE_MODULES.filter((m) => seen.has(m));
  modules.forEach((m, i) => moduleIndex.set(m, i));
  const categories = dictionary(rows.map((r) => r.category));
  const materials = dictionary(rows.map((r) => r.material));
  const out: PortfolioPivot['Rows'] = {
    Lot: [],
    Module: [],
    Category: [],
    Material: [],
    Value: [],
  };
  for (const r of rows) {
    const lot = lotOfDesign.get(r.designId);
    const module = moduleIndex.get(r.module);
    if (lot === undefined || module === undefined) continue;
    out.Lot.push(lot);
    out.Module.push(module);
    out.Category.push(categories.index.get(r.category)!);
    out.Material.push(materials.index.get(r.material)!);
    out.Value.push(r.value);
  }
  return {
    Scope: scope,
    Indicators: INDICATORS.filter((i) => present.has(i.id)).map((i) => ({
      Id: i.id,
      Name: i.name,
      Abbreviation: i.abbreviation,
      Unit: i.unit,
    })),
    IndicatorId: indicatorId,
    Lots: lots.map((s) => ({ ...s.lot, TargetsAchieved: outcomeLabel(s) })),
    Modules: modules.map((m) => ({ Code: m, Description: MODULE_DESCRIPTIONS[m] })),
    Categories: categories.sorted,
    Materials: materials.sorted,
    Rows: out,
    PreparingLots: lots.filter((s) => outcomeLabel(s) === 'Preparing').length,
  };
}
