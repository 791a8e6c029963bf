/**
 * Operational lines: one yearly demand of one carrier for one end use (B6 energy, B7 water).
 */
import type { WaterEndUse } from './operational-water';

/** Energy end uses (Energy focal point categories). */
export type EnergyEndUse =
  | 'heating'
  | 'cooling'
  | 'hot-water'
  | 'lighting'
  | 'plug-loads'
  | 'cooking'
  | 'pumps'
  | 'on-site-generation';

/** Display names of energy end uses. */
export const ENERGY_END_USE_NAMES: Readonly<Record<EnergyEndUse, string>> = {
  heating: 'Heating',
  cooling: 'Cooling',
  'hot-water': 'Hot water',
  lighting: 'Lighting',
  'plug-loads': 'Plug loads and appliances',
  cooking: 'Cooking',
  pumps: 'Pumps',
  'on-site-generation': 'On-site generation (PV)',
};

/** One operational line. */
export interface OperationalLine {
  module: 'B6' | 'B7';
  endUse: EnergyEndUse | WaterEndUse | 'wastewater';
  /** Carrier process index in the compiled source, or -1 (no factors, e.g. rainwater). */
  carrier: number;
  /** Name of the source (the pivot field "Operational Source"). */
  sourceName: string;
  /** Demand per year in the carrier's declared unit (negative for generation). */
  annualDemand: number;
  demandUnit: string;
  /** Master design template index, or -1 for whole-of-home loads. */
  master: number;
  /** Grid electricity (subject to a decarbonisation trajectory). */
  isGridElectricity: boolean;
  /** On-site generation netted only when a target includes on-site renewables. */
  isGeneration: boolean;
}
