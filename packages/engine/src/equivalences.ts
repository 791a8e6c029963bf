/**
 * Equivalences of the public design page (spec doc 2 §9 "Equivalence figures on the public page";
 * METHOD.md §7; docs/methodology.md §12): what an amount of avoided emissions equals in trees,
 * car-years, balloons of CO2, cheeseburgers, six-packs of beer and bottles of wine. Every figure
 * is linear in the emissions; a negative amount (an increase) gives negative equivalences.
 */

/** The spec's equivalence constants (spec doc 2 §9, quoted there as given here). */
export const EQUIVALENCE_FACTORS = {
  /** Trees planted per tonne CO2e. */
  treesPerTonne: 6,
  /** t CO2e a car emits per year. */
  carTonnesPerYear: 4.6,
  /** m³ of CO2 gas in one tonne. */
  cubicMetresPerTonne: 556,
  /** m³ of one balloon. */
  balloonCubicMetres: 0.015,
  /** kg CO2e of one cheeseburger. */
  cheeseburgerKilograms: 5.18,
  /** kg CO2e of a six-pack of beer. */
  sixPackKilograms: 3.19,
  /** kg CO2e of a bottle of wine. */
  wineBottleKilograms: 1.2144,
} as const;

/** Summary card types of the spec (doc 2 §3 "Summary card types"). */
export type SummaryCardType =
  | 'TreesPlanted'
  | 'CarsRemoved'
  | 'CO2Removed'
  | 'Cheeseburgers'
  | 'BottlesOfBeer'
  | 'GlassesOfWine';

/** Equivalences of an amount of avoided emissions. */
export interface Equivalences {
  tonnes: number;
  treesPlanted: number;
  /** Car-years removed. */
  carsRemoved: number;
  co2CubicMetres: number;
  balloons: number;
  cheeseburgers: number;
  sixPacksOfBeer: number;
  bottlesOfWine: number;
}

/** Equivalences of `kilogramsCo2e` avoided (kg CO2e; negative means an increase). */
export function equivalences(kilogramsCo2e: number): Equivalences {
  const f = EQUIVALENCE_FACTORS;
  const tonnes = kilogramsCo2e / 1000;
  return {
    tonnes,
    treesPlanted: tonnes * f.treesPerTonne,
    carsRemoved: tonnes / f.carTonnesPerYear,
    co2CubicMetres: tonnes * f.cubicMetresPerTonne,
    balloons: (tonnes * f.cubicMetresPerTonne) / f.balloonCubicMetres,
    cheeseburgers: kilogramsCo2e / f.cheeseburgerKilograms,
    sixPacksOfBeer: kilogramsCo2e / f.sixPackKilograms,
    bottlesOfWine: kilogramsCo2e / f.wineBottleKilograms,
  };
}

/**
 * The public page's summary cards (Type, Value) for avoided emissions in kg CO2e, in the spec's
 * order; CO2Removed counts balloons (556 m³ per tonne, 0.015 m³ a balloon).
 */
export function summaryCards(kilogramsCo2e: number): { Type: SummaryCardType; Value: number }[] {
  const e = equivalences(kilogramsCo2e);
  return [
    { Type: 'TreesPlanted', Value: e.treesPlanted },
    { Type: 'CarsRemoved', Value: e.carsRemoved },
    { Type: 'CO2Removed', Value: e.balloons },
    { Type: 'Cheeseburgers', Value: e.cheeseburgers },
    { Type: 'BottlesOfBeer', Value: e.sixPacksOfBeer },
    { Type: 'GlassesOfWine', Value: e.bottlesOfWine },
  ];
}
