import { unpackFloat64, unpackInt32 } from '@circa/contract/packed-columns';
import type { PortfolioPivot, PortfolioTargetsOutcome } from '@circa/contract/portfolio.schema';
import type { PivotData, PivotDimension } from '../pivot/pivot-data';

/** How a lot's 'targets achieved' reads in the pivot and the summary. */
export const TARGETS_OUTCOME_LABELS: Readonly<Record<PortfolioTargetsOutcome, string>> = {
  Achieved: 'Achieved',
  Missed: 'Missed',
  NoTargets: 'No targets',
  NotAssessed: 'Not assessed',
  Preparing: 'Being prepared',
};

/** The portfolio's pivot fields, in the order their chips show. */
export const PORTFOLIO_FIELDS = [
  'Development',
  'Lot',
  'Design',
  'Targets Achieved',
  'Module',
  'ModuleDescription',
  'Category',
  'Material',
] as const;
export type PortfolioField = (typeof PORTFOLIO_FIELDS)[number];

/** Distinct labels in display order and, per item, its label's index. */
function dictionary(labels: readonly string[]): { labels: string[]; codes: Int32Array } {
  const sorted = [...new Set(labels)].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
  );
  const index = new Map(sorted.map((label, i) => [label, i]));
  return { labels: sorted, codes: Int32Array.from(labels, (l) => index.get(l)!) };
}

/**
 * A label per lot that no other lot shares (the pivot filters by label): its name, with its
 * development's in an organisation's portfolio, and its lot id where names still repeat.
 */
export function lotLabels(pivot: PortfolioPivot): string[] {
  const named = pivot.Lots.map((l) =>
    pivot.Scope.Kind === 'organisation' ? `${l.LotName} · ${l.DevelopmentName}` : l.LotName,
  );
  const counts = new Map<string, number>();
  for (const label of named) counts.set(label, (counts.get(label) ?? 0) + 1);
  return named.map((label, i) =>
    counts.get(label)! > 1 ? `${label} (lot ${pivot.Lots[i]!.StructureId})` : label,
  );
}

/**
 * The portfolio's rows as `PivotData`: a lot's fields (development, lot, design, targets
 * achieved) through the row's lot, and the module and categories of the row (the answer's packed
 * columns decoded). Values are the server's stored engine rows, as they are.
 */
export function portfolioPivotData(pivot: PortfolioPivot): PivotData {
  const n = pivot.Rows.Count;
  const rowLot = unpackInt32(pivot.Rows.Lot);
  const ofLot = (perLot: { codes: Int32Array }) =>
    Int32Array.from({ length: n }, (_, i) => perLot.codes[rowLot[i]!]!);
  const lotField = (name: PortfolioField, labels: readonly string[]): PivotDimension => {
    const perLot = dictionary(labels);
    return { name, labels: perLot.labels, codes: ofLot(perLot) };
  };
  const moduleCodes = unpackInt32(pivot.Rows.Module);
  const dimensions: PivotDimension[] = [
    lotField(
      'Development',
      pivot.Lots.map((l) => l.DevelopmentName),
    ),
    lotField('Lot', lotLabels(pivot)),
    lotField(
      'Design',
      pivot.Lots.map((l) => l.DesignName),
    ),
    lotField(
      'Targets Achieved',
      pivot.Lots.map((l) => TARGETS_OUTCOME_LABELS[l.TargetsAchieved]),
    ),
    { name: 'Module', labels: pivot.Modules.map((m) => m.Code), codes: moduleCodes },
    {
      name: 'ModuleDescription',
      labels: pivot.Modules.map((m) => m.Description),
      codes: moduleCodes,
    },
    { name: 'Category', labels: pivot.Categories, codes: unpackInt32(pivot.Rows.Category) },
    { name: 'Material', labels: pivot.Materials, codes: unpackInt32(pivot.Rows.Material) },
  ];
  const indicator = pivot.Indicators.find((i) => i.Id === pivot.IndicatorId);
  return {
    length: n,
    dimensions,
    values: unpackFloat64(pivot.Rows.Value),
    valueLabel: indicator ? `${indicator.Name} (${indicator.Unit})` : '',
  };
}

/** How many lots have each 'targets achieved' outcome. */
export function outcomeCounts(pivot: PortfolioPivot): Record<PortfolioTargetsOutcome, number> {
  const counts: Record<PortfolioTargetsOutcome, number> = {
    Achieved: 0,
    Missed: 0,
    NoTargets: 0,
    NotAssessed: 0,
    Preparing: 0,
  };
  for (const lot of pivot.Lots) counts[lot.TargetsAchieved] += 1;
  return counts;
}
