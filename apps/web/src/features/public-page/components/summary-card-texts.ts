import type { SummaryCard } from '@circa/contract/public-page.schema';
import { EQUIVALENCE_FACTORS as f } from '@circa/engine/equivalences';
import { formatNumber } from '../../../lib/number-format';

/**
 * What each summary card counts (document 2 §3 "Summary card types"), with the figure behind it
 * (document 2 §9): the card reads "<value> <label>".
 */
export const summaryCardTexts: Readonly<
  Record<SummaryCard['Type'], { label: string; basis: string }>
> = {
  TreesPlanted: { label: 'trees planted', basis: `${f.treesPerTonne} trees per tonne of CO2e` },
  CarsRemoved: {
    label: 'cars off the road for a year',
    basis: `a car emits ${f.carTonnesPerYear} tCO2e a year`,
  },
  CO2Removed: {
    label: 'balloons of CO2',
    basis: `a tonne of CO2 fills ${f.cubicMetresPerTonne} m³, a balloon ${f.balloonCubicMetres} m³`,
  },
  Cheeseburgers: { label: 'cheeseburgers', basis: `${f.cheeseburgerKilograms} kgCO2e each` },
  BottlesOfBeer: { label: 'six-packs of beer', basis: `${f.sixPackKilograms} kgCO2e each` },
  GlassesOfWine: { label: 'bottles of wine', basis: `${f.wineBottleKilograms} kgCO2e each` },
};

/** A card's count for people: whole numbers, one decimal under 10 (2.2 cars). */
export function formatCardValue(value: number): string {
  return formatNumber(value, Math.abs(value) < 10 ? 1 : 0);
}

/** "17.3% improvement" or "4.1% increase" against the benchmark (percent to 0.1). */
export function improvementText(percent: number): string {
  const word = percent < 0 ? 'increase' : 'improvement';
  return `${formatNumber(Math.abs(percent), 1)}% ${word}`;
}

/** "12.4 tCO2e avoided" or, when the design emits more, "3.2 tCO2e more than the benchmark". */
export function avoidedText(tonnes: number): string {
  const size = formatNumber(Math.abs(tonnes), 1);
  return tonnes < 0 ? `${size} tCO2e more than the benchmark` : `${size} tCO2e avoided`;
}

/** Gross floor area as shown: truncated to one decimal (document 2 §9), in m². */
export function formatSize(squareMetres: number): string {
  return `${formatNumber(Math.trunc(squareMetres * 10) / 10, 1)} m²`;
}
