/**
 * Focal points and their result categories (METHOD.md §7; spec doc 2 §3 "Focal point"):
 * Life Cycle Stage 1 (module groups), Energy 2 (end uses), Materials 3 (material categories and
 * carriers), Construction 4 (template categories). Every impact row has exactly one category in
 * every focal point, so the categories of a focal point partition the total.
 */
import type { LifeCycleModule } from './life-cycle-modules';
import { LIFE_CYCLE_MODULES } from './life-cycle-modules';

/** Focal point ids (spec). */
export type FocalPointId = 1 | 2 | 3 | 4;

/** Focal point ids by name. */
export const FOCAL_POINT = { lifeCycleStage: 1, energy: 2, materials: 3, construction: 4 } as const;

/** Focal point names. */
export const FOCAL_POINT_NAMES: Readonly<Record<FocalPointId, string>> = {
  1: 'Life Cycle Stage',
  2: 'Energy',
  3: 'Materials',
  4: 'Construction',
};

/** Number of focal points: the length of {@link FocalPointCategoryTables} and the stride of a line's categories. */
export const FOCAL_POINT_COUNT = 4;

/**
 * Slot of each focal point in {@link FocalPointCategoryTables} and in each line's block of
 * `Evaluation.lineCategory`: the focal point id − 1.
 */
export const FOCAL_POINT_SLOT = {
  lifeCycleStage: 0,
  energy: 1,
  materials: 2,
  construction: 3,
} as const;

/** Slot of focal point `focalPointId` (see {@link FOCAL_POINT_SLOT}). */
export function focalPointSlot(focalPointId: FocalPointId): number {
  return focalPointId - 1;
}

/**
 * Index into `Evaluation.lineCategory` of operational line `line`'s category in focal point
 * `focalPointId`: line · {@link FOCAL_POINT_COUNT} + slot.
 */
export function lineCategoryIndex(line: number, focalPointId: FocalPointId): number {
  return line * FOCAL_POINT_COUNT + focalPointId - 1;
}

/** A growable list of categories with stable indexes. */
export class CategoryTable {
  readonly codes: string[] = [];
  readonly names: string[] = [];
  private readonly index = new Map<string, number>();

  /** Index of `code`, adding it with `name` if new. */
  ensure(code: string, name: string): number {
    const hit = this.index.get(code);
    if (hit !== undefined) return hit;
    const i = this.codes.length;
    this.codes.push(code);
    this.names.push(name);
    this.index.set(code, i);
    return i;
  }

  get size(): number {
    return this.codes.length;
  }
}

/**
 * The category tables of the four focal points, at their {@link FOCAL_POINT_SLOT}: life cycle
 * stage, energy (end use), materials (material category or carrier), construction (template
 * category).
 */
export type FocalPointCategoryTables = readonly [
  lifeCycleStage: CategoryTable,
  energy: CategoryTable,
  materials: CategoryTable,
  construction: CategoryTable,
];

/** Life cycle stage categories by module group. */
export const LIFE_CYCLE_STAGE_CATEGORIES: readonly {
  code: string;
  name: string;
  modules: readonly LifeCycleModule[];
}[] = [
  { code: 'product', name: 'Product (A1-A3)', modules: ['A1-A3'] },
  { code: 'transport', name: 'Transport to site (A4)', modules: ['A4'] },
  { code: 'construction', name: 'Construction (A5)', modules: ['A5'] },
  { code: 'use', name: 'Use: refrigerant leakage (B1)', modules: ['B1'] },
  { code: 'maintenance', name: 'Maintenance and repair (B2-B3)', modules: ['B2', 'B3'] },
  { code: 'replacement', name: 'Replacement (B4)', modules: ['B4'] },
  { code: 'operational-energy', name: 'Operational energy (B6)', modules: ['B6'] },
  { code: 'operational-water', name: 'Operational water (B7)', modules: ['B7'] },
  { code: 'end-of-life', name: 'End of life (C1-C4)', modules: ['C1', 'C2', 'C3', 'C4'] },
  { code: 'beyond', name: 'Beyond the system boundary (D)', modules: ['D'] },
];

/** Life cycle stage category index by module index (module order of LIFE_CYCLE_MODULES). */
export const MODULE_TO_STAGE: readonly number[] = LIFE_CYCLE_MODULES.map((m) =>
  LIFE_CYCLE_STAGE_CATEGORIES.findIndex((c) => c.modules.includes(m)),
);

/** Energy focal point categories; embodied rows go to "embodied", B7 rows to "water". */
export const ENERGY_CATEGORIES: readonly { code: string; name: string }[] = [
  { code: 'heating', name: 'Heating' },
  { code: 'cooling', name: 'Cooling' },
  { code: 'hot-water', name: 'Hot water' },
  { code: 'lighting', name: 'Lighting' },
  { code: 'plug-loads', name: 'Plug loads and appliances' },
  { code: 'cooking', name: 'Cooking' },
  { code: 'pumps', name: 'Pumps' },
  { code: 'on-site-generation', name: 'On-site generation (PV)' },
  { code: 'water', name: 'Water supply and treatment' },
  { code: 'embodied', name: 'Embodied in materials' },
];

/** Construction category of rows without a component (whole-of-home loads such as plug loads). */
export const WHOLE_OF_HOME_CATEGORY = {
  code: 'whole-of-home',
  name: 'Whole of home (no component)',
} as const;

/**
 * Display names of the Materials focal point's categories. The engine files an element under its
 * process's `category` and an operational line under its carrier's (`LciProcess.category`), both
 * stable slugs such as "natural-gas"; these are the names people read.
 */
export const MATERIAL_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  aluminium: 'Aluminium',
  concrete: 'Concrete',
  electricity: 'Electricity',
  finishes: 'Finishes',
  glass: 'Glass',
  imported: 'Imported (no category)',
  insulation: 'Insulation',
  linings: 'Linings',
  lpg: 'LPG',
  masonry: 'Masonry',
  'natural-gas': 'Natural gas',
  'on-site-reuse': 'On-site water reuse',
  rainwater: 'Rainwater',
  renewables: 'Renewables',
  roofing: 'Roofing',
  services: 'Building services',
  site: 'Site works',
  steel: 'Steel',
  timber: 'Timber',
  transport: 'Transport',
  wastewater: 'Wastewater',
  water: 'Mains water',
  'water-systems': 'Water systems',
  wood: 'Firewood',
};

/**
 * The name to show for a category: `name` unless it is just the category's code (the Materials
 * categories are filed under their slug), then the display name above or, for a category an
 * imported LCI source brings, the slug as words ("cross-laminated-timber" → "Cross laminated timber").
 */
export function categoryDisplayName(code: string, name: string): string {
  if (name !== code) return name;
  if (Object.hasOwn(MATERIAL_CATEGORY_NAMES, code)) return MATERIAL_CATEGORY_NAMES[code]!;
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}
