/**
 * EN 15978 life cycle modules used by Circa (METHOD.md §3) and their display groups.
 */

/**
 * A life cycle module per EN 15978 (B5 refurbishment is not modelled; B1 use holds refrigerant
 * leakage only, methodology §6.1).
 */
export type LifeCycleModule =
  'A1-A3' | 'A4' | 'A5' | 'B1' | 'B2' | 'B3' | 'B4' | 'B6' | 'B7' | 'C1' | 'C2' | 'C3' | 'C4' | 'D';

/** All modules in result-array order. */
export const LIFE_CYCLE_MODULES: readonly LifeCycleModule[] = [
  'A1-A3',
  'A4',
  'A5',
  'B1',
  'B2',
  'B3',
  'B4',
  'B6',
  'B7',
  'C1',
  'C2',
  'C3',
  'C4',
  'D',
];

/** Number of modules (length of the module axis of result arrays). */
export const MODULE_COUNT = LIFE_CYCLE_MODULES.length;

/** Index of each module on the module axis. */
export const MODULE_INDEX: Readonly<Record<LifeCycleModule, number>> = {
  'A1-A3': 0,
  A4: 1,
  A5: 2,
  B1: 3,
  B2: 4,
  B3: 5,
  B4: 6,
  B6: 7,
  B7: 8,
  C1: 9,
  C2: 10,
  C3: 11,
  C4: 12,
  D: 13,
};

/** EN 15978 descriptions (the pivot field ModuleDescription). */
export const MODULE_DESCRIPTIONS: Readonly<Record<LifeCycleModule, string>> = {
  'A1-A3': 'Product stage: raw material supply, transport, manufacturing',
  A4: 'Transport to site',
  A5: 'Construction and installation (including site waste)',
  B1: 'Use (refrigerant leakage)',
  B2: 'Maintenance',
  B3: 'Repair',
  B4: 'Replacement',
  B6: 'Operational energy use',
  B7: 'Operational water use',
  C1: 'Deconstruction and demolition',
  C2: 'Transport to waste processing',
  C3: 'Waste processing',
  C4: 'Disposal',
  D: 'Benefits and loads beyond the system boundary',
};

/** True when `value` is one of the modules. */
export function isLifeCycleModule(value: string): value is LifeCycleModule {
  return Object.prototype.hasOwnProperty.call(MODULE_INDEX, value);
}

/** Every module but D: whole life A–C. */
const WHOLE_LIFE: readonly LifeCycleModule[] = LIFE_CYCLE_MODULES.filter((m) => m !== 'D');

/**
 * Named scopes of a project target (the spec's "LC phases"). `whole-life` is A–C without D,
 * `whole-life-with-d` adds D (METHOD.md §3: D only counts when the scope includes it).
 */
export const LIFE_CYCLE_SCOPES = {
  upfront: ['A1-A3', 'A4', 'A5'],
  embodied: ['A1-A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'C1', 'C2', 'C3', 'C4'],
  operationalEnergy: ['B6'],
  operationalWater: ['B7'],
  operational: ['B6', 'B7'],
  wholeLife: WHOLE_LIFE,
  wholeLifeWithD: LIFE_CYCLE_MODULES,
} as const satisfies Record<string, readonly LifeCycleModule[]>;

/** Default reference study period in years (METHOD.md §3). */
export const DEFAULT_REFERENCE_STUDY_PERIOD = 60;
