/**
 * Indicator registry (METHOD.md §1; spec doc 2 §3 "Indicator").
 *
 * Ids follow the spec. Units follow EN 15804+A1 (the indicator set of the shipped starter data,
 * Ökobaudat 2020-II) for the environmental indicators.
 */

/** What kind of quantity an indicator measures. */
export type IndicatorKind = 'carbon' | 'impact' | 'cost';

/** One indicator of the registry. */
export interface Indicator {
  /** Spec id (doc 2 §3). */
  readonly id: number;
  /** Full name shown to users. */
  readonly name: string;
  /** Short name for tables and axis labels. */
  readonly abbreviation: string;
  /** Unit of every value of this indicator. */
  readonly unit: string;
  readonly kind: IndicatorKind;
  /** For currency indicators other than AUD: the ISO code; values derive from AUD by a rate. */
  readonly currency?: 'AUD' | 'GBP' | 'EUR' | 'USD' | 'NZD';
}

/** Indicator ids by name (spec doc 2 §3; 24/64/65 per METHOD.md §1). */
export const INDICATOR_ID = {
  globalWarmingPotential: 1,
  primaryEnergy: 2,
  australianDollars: 3,
  water: 4,
  landUse: 5,
  ozoneDepletion: 6,
  acidification: 7,
  humanToxicity: 8,
  eutrophication: 9,
  abioticDepletion: 10,
  globalWarmingPotentialBiogenic: 24,
  britishPounds: 25,
  euros: 26,
  usDollars: 45,
  newZealandDollars: 46,
  globalWarmingPotentialFossil: 64,
  globalWarmingPotentialLuluc: 65,
} as const;

/** The registry, in display order. */
export const INDICATORS: readonly Indicator[] = [
  { id: 1, name: 'Global warming potential', abbreviation: 'GWP', unit: 'kg CO2e', kind: 'carbon' },
  { id: 2, name: 'Embodied and primary energy', abbreviation: 'PE', unit: 'MJ', kind: 'impact' },
  {
    id: 3,
    name: 'Australian dollars',
    abbreviation: 'AUD',
    unit: 'AUD',
    kind: 'cost',
    currency: 'AUD',
  },
  { id: 4, name: 'Water footprint', abbreviation: 'Water', unit: 'kL', kind: 'impact' },
  { id: 5, name: 'Land use', abbreviation: 'LU', unit: 'pt', kind: 'impact' },
  { id: 6, name: 'Ozone depletion', abbreviation: 'ODP', unit: 'kg CFC-11e', kind: 'impact' },
  { id: 7, name: 'Acidification', abbreviation: 'AP', unit: 'kg SO2e', kind: 'impact' },
  { id: 8, name: 'Human toxicity', abbreviation: 'HT', unit: 'CTUh', kind: 'impact' },
  { id: 9, name: 'Eutrophication', abbreviation: 'EP', unit: 'kg PO4e', kind: 'impact' },
  {
    id: 10,
    name: 'Abiotic resource depletion (elements)',
    abbreviation: 'ADPE',
    unit: 'kg Sb e',
    kind: 'impact',
  },
  {
    id: 24,
    name: 'Global warming potential, biogenic',
    abbreviation: 'GWP-bio',
    unit: 'kg CO2e',
    kind: 'carbon',
  },
  {
    id: 25,
    name: 'British pounds',
    abbreviation: 'GBP',
    unit: 'GBP',
    kind: 'cost',
    currency: 'GBP',
  },
  { id: 26, name: 'Euros', abbreviation: 'EUR', unit: 'EUR', kind: 'cost', currency: 'EUR' },
  { id: 45, name: 'US dollars', abbreviation: 'USD', unit: 'USD', kind: 'cost', currency: 'USD' },
  {
    id: 46,
    name: 'New Zealand dollars',
    abbreviation: 'NZD',
    unit: 'NZD',
    kind: 'cost',
    currency: 'NZD',
  },
  {
    id: 64,
    name: 'Global warming potential, fossil',
    abbreviation: 'GWP-fossil',
    unit: 'kg CO2e',
    kind: 'carbon',
  },
  {
    id: 65,
    name: 'Global warming potential, land use and land use change',
    abbreviation: 'GWP-LULUC',
    unit: 'kg CO2e',
    kind: 'carbon',
  },
];

/**
 * The indicators the engine computes directly, in column order of every result array. Currency
 * indicators other than AUD (25, 26, 45, 46) are derived from AUD (column of id 3) by a target's
 * relative exchange rate (METHOD.md §6) and have no column.
 */
export const INDICATOR_COLUMNS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 24, 64, 65];

/** Number of computed indicator columns. */
export const INDICATOR_COLUMN_COUNT = INDICATOR_COLUMNS.length;

const COLUMN_BY_ID = new Map(INDICATOR_COLUMNS.map((id, i) => [id, i] as const));
const INDICATOR_BY_ID = new Map(INDICATORS.map((ind) => [ind.id, ind] as const));

/** Column index of a computed indicator id, or -1 if the id has no column (derived currency, unknown). */
export function indicatorColumn(indicatorId: number): number {
  return COLUMN_BY_ID.get(indicatorId) ?? -1;
}

/** The registry entry for an id, or undefined. */
export function findIndicator(indicatorId: number): Indicator | undefined {
  return INDICATOR_BY_ID.get(indicatorId);
}

/** True for the carbon indicators 1, 64, 24 and 65 (spec doc 2 §9). */
export function isCarbonIndicator(indicatorId: number): boolean {
  return INDICATOR_BY_ID.get(indicatorId)?.kind === 'carbon';
}

/** True for a currency indicator derived from AUD by an exchange rate (25, 26, 45, 46). */
export function isDerivedCurrency(indicatorId: number): boolean {
  const ind = INDICATOR_BY_ID.get(indicatorId);
  return ind?.kind === 'cost' && ind.currency !== 'AUD';
}

/**
 * How results of an indicator are worded (spec doc 2 §9): carbon indicators are "emissions and
 * removals", the others "impacts and improvements".
 */
export function indicatorWording(
  indicatorId: number,
): 'emissions and removals' | 'impacts and improvements' {
  return isCarbonIndicator(indicatorId) ? 'emissions and removals' : 'impacts and improvements';
}
