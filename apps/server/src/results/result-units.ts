import type { Indicator } from '@circa/engine/indicators';
import type { FunctionalUnit, Timescale } from '@circa/engine/targets';

/**
 * The currency of every cost result: the engine's cost data (LCI process prices, tariffs, water
 * prices) are Australian dollars. Results of the other currency indicators (25 GBP, 26 EUR, 45 USD,
 * 46 NZD) are answered in AUD too, unconverted, because Circa has no sourced and dated exchange
 * rate to apply (docs/decisions/0014-result-currency.md).
 */
export const RESULT_COST_CURRENCY = 'AUD';

/** A number in a note's words, one decimal, Australian grouping (e.g. "1,234.5"). */
export function oneDecimalText(value: number): string {
  return value.toLocaleString('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Kilograms as tonnes in a note's words, one decimal (e.g. "8.3"). */
export function tonnesText(kilograms: number): string {
  return oneDecimalText(kilograms / 1000);
}

/** Unit of an indicator's results: its own unit, or AUD for every cost indicator. */
export function resultUnit(indicator: Indicator): string {
  return indicator.kind === 'cost' ? RESULT_COST_CURRENCY : indicator.unit;
}

/** What a cost indicator's results say about their currency; undefined for other indicators. */
export function currencyNote(indicator: Indicator): string | undefined {
  if (indicator.kind !== 'cost') return undefined;
  if (indicator.currency === RESULT_COST_CURRENCY) return 'Costs in AUD.';
  return `Costs in AUD: Circa’s cost data are in Australian dollars and are not converted to ${indicator.unit}.`;
}

const perFunctionalUnit: Readonly<Record<FunctionalUnit, string>> = {
  total: '',
  dwelling: '/dwelling',
  bedroom: '/bedroom',
  'gross-floor-area': '/m²',
  occupant: '/occupant',
};

const perTimescale: Readonly<Record<Timescale, string>> = {
  none: '',
  year: '/yr',
  decade: '/decade',
};

/**
 * Unit of a target's design and benchmark values (engine `targetValue`: the indicator's total per
 * functional unit per timescale), e.g. "kg CO2e/m²", "kL/occupant/yr".
 */
export function targetValueUnit(
  unit: string,
  functionalUnit: FunctionalUnit,
  timescale: Timescale,
): string {
  return `${unit}${perFunctionalUnit[functionalUnit]}${perTimescale[timescale]}`;
}
