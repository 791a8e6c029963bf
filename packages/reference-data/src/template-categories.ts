/**
 * Template categories (the Construction focal point) and the customise view each belongs to
 * (spec doc 2 §2: view icons 1 gears, 2 refrigerator, 3 water ladder, 4 house building, 5 paint roller).
 */
import type { TemplateCategory } from '@circa/engine/template-types';

/** Customise views by sort order. */
export const CUSTOMISE_VIEWS = [
  { SortOrder: 1, Name: 'Services' },
  { SortOrder: 2, Name: 'Appliances' },
  { SortOrder: 3, Name: 'Water' },
  { SortOrder: 4, Name: 'Structure and envelope' },
  { SortOrder: 5, Name: 'Finishes' },
] as const;

/** Template category ids by name. */
export const CATEGORY = {
  substructure: 1,
  frame: 2,
  externalWalls: 3,
  roof: 4,
  windowsAndDoors: 5,
  internalLinings: 6,
  floorFinishes: 7,
  kitchensAndWetAreas: 8,
  heatingAndCooling: 9,
  hotWater: 10,
  appliancesAndLighting: 11,
  renewablesAndStorage: 12,
  waterSystems: 13,
  siteWorks: 14,
  wholeBuilding: 15,
} as const;

/** All template categories. */
export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  { id: 1, code: 'substructure', name: 'Substructure', viewSortOrder: 4 },
  { id: 2, code: 'frame', name: 'Frame', viewSortOrder: 4 },
  { id: 3, code: 'external-walls', name: 'External walls', viewSortOrder: 4 },
  { id: 4, code: 'roof', name: 'Roof', viewSortOrder: 4 },
  { id: 5, code: 'windows-doors', name: 'Windows and doors', viewSortOrder: 4 },
  { id: 6, code: 'internal-linings', name: 'Internal linings', viewSortOrder: 5 },
  { id: 7, code: 'floor-finishes', name: 'Floor finishes', viewSortOrder: 5 },
  { id: 8, code: 'kitchens-wet-areas', name: 'Kitchens and wet areas', viewSortOrder: 5 },
  { id: 9, code: 'heating-cooling', name: 'Heating and cooling', viewSortOrder: 1 },
  { id: 10, code: 'hot-water', name: 'Hot water', viewSortOrder: 1 },
  { id: 11, code: 'appliances-lighting', name: 'Appliances and lighting', viewSortOrder: 2 },
  { id: 12, code: 'renewables-storage', name: 'Renewables and storage', viewSortOrder: 1 },
  { id: 13, code: 'water-systems', name: 'Water systems', viewSortOrder: 3 },
  { id: 14, code: 'site-works', name: 'Site works', viewSortOrder: 4 },
  // Building-level cost templates (the whole house's construction cost, methodology §9)
  { id: 15, code: 'whole-building', name: 'Whole building', viewSortOrder: 4 },
];
