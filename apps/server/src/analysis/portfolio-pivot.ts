import type {
  PortfolioLot,
  PortfolioPivot,
  PortfolioTargetsOutcome,
} from '@circa/contract/portfolio.schema';
import type { StoredIndicatorRows } from '@circa/db/portfolio.repository';
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

/** A typed array as the base64 of its bytes (little-endian on every supported platform). */
function pack(values: Int32Array | Float64Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

/** Sorted labels for display, and each label's index among them. */
function sortedDictionary(labels: Iterable<string>): {
  sorted: string[];
  index: Map<string, number>;
} {
  const sorted = [...new Set(labels)].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
  );
  return { sorted, index: new Map(sorted.map((v, i) => [v, i])) };
}

/**
 * The column-wise answer of a portfolio: its lots (in the order given), the stored rows of one
 * indicator as indexes into the lots, modules and categories (each design's own dictionaries
 * mapped onto the portfolio's), and the indicators any lot has.
 */
export function buildPortfolioPivot(
  scope: PortfolioPivot['Scope'],
  indicatorId: number,
  lots: readonly PortfolioLotState[],
  stored: readonly { designId: number; rows: StoredIndicatorRows }[],
): PortfolioPivot {
  const lotOfDesign = new Map(lots.map((s, i) => [s.lot.DesignId, i]));
  const present = new Set(lots.flatMap((s) => s.indicatorIds ?? []));
  const seen = new Set(stored.flatMap((d) => d.rows.Modules));
  const modules = LIFE_CYCLE_MODULES.filter((m) => seen.has(m));
  const moduleIndex = new Map<string, number>(modules.map((m, i) => [m, i]));
  const categories = sortedDictionary(stored.flatMap((d) => d.rows.Categories));
  const materials = sortedDictionary(stored.flatMap((d) => d.rows.Materials));
  const known = stored.filter((d) => lotOfDesign.has(d.designId));
  const total = known.reduce((n, d) => n + d.rows.Value.length, 0);
  const lotColumn = new Int32Array(total);
  const moduleColumn = new Int32Array(total);
  const categoryColumn = new Int32Array(total);
  const materialColumn = new Int32Array(total);
  const valueColumn = new Float64Array(total);
  let n = 0;
  for (const { designId, rows } of known) {
    const lot = lotOfDesign.get(designId)!;
    const moduleOf = rows.Modules.map((m) => moduleIndex.get(m) ?? -1);
    const categoryOf = rows.Categories.map((c) => categories.index.get(c)!);
    const materialOf = rows.Materials.map((m) => materials.index.get(m)!);
    for (let i = 0; i < rows.Value.length; i++) {
      const module = moduleOf[rows.Module[i]!]!;
      if (module < 0) continue;
      lotColumn[n] = lot;
      moduleColumn[n] = module;
      categoryColumn[n] = categoryOf[rows.Category[i]!]!;
      materialColumn[n] = materialOf[rows.Material[i]!]!;
      valueColumn[n] = rows.Value[i]!;
      n += 1;
    }
  }
  const out: PortfolioPivot['Rows'] = {
    Count: n,
    Lot: pack(lotColumn.subarray(0, n)),
    Module: pack(moduleColumn.subarray(0, n)),
    Category: pack(categoryColumn.subarray(0, n)),
    Material: pack(materialColumn.subarray(0, n)),
    Value: pack(valueColumn.subarray(0, n)),
  };
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
