/**
 * Templates (components) and their recipes (METHOD.md §1).
 */
import type { Provenance } from './lci-types';
import type { RefrigerantRelease } from './refrigerant';
import type { DeclaredUnit } from './units';

/** Element group (spec): Material 1, Operational 2, Water 3, People 4, Equipment 5. */
export type ElementGroupId = 1 | 2 | 3 | 4 | 5;

/** Element group names by id. */
export const ELEMENT_GROUP_NAMES: Readonly<Record<ElementGroupId, string>> = {
  1: 'Material',
  2: 'Operational',
  3: 'Water',
  4: 'People',
  5: 'Equipment',
};

/** Template category (Construction focal point; one customise view per `viewSortOrder`). */
export interface TemplateCategory {
  id: number;
  code: string;
  name: string;
  /** Customise view it appears in (spec: 1 gears, 2 refrigerator, 3 water, 4 house, 5 paint). */
  viewSortOrder: number;
}

/** Who owns a template. */
export type TemplateOwner =
  | { kind: 'global' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'baseline'; baselineId: string };

/** Transport of an element to site (A4). */
export interface ElementTransport {
  /** Transport process (declared unit t·km). */
  processId: string;
  distanceKm: number;
}

/** One recipe line that references a process. */
export interface ProcessElement {
  kind: 'process';
  processId: string;
  /** Quantity of the process's declared unit per base quantity of the template. */
  quantity: number;
  /** Site wastage as a fraction of the installed quantity (0.05 = 5 %). */
  wastageRate: number;
  /** Service life in years; null = lasts the whole reference study period. */
  serviceLife: number | null;
  transport?: ElementTransport | null;
  /** Process whose C1–C4 and D are used instead of the element process's own (end-of-life scenario). */
  endOfLifeProcessId?: string | null;
  /** Price in AUD per declared unit (overrides the process price). */
  costPerUnit?: number | null;
  /** Maintenance (B2) per year as a fraction of the element's production impacts and price. */
  maintenanceRate?: number | null;
  /** Repair (B3) per year as a fraction of the element's production impacts and price. */
  repairRate?: number | null;
  /**
   * The element is a refrigerant charge (quantity in kg of a gas whose process gives its GWP per
   * kg released in B1 and C1): it leaks `annualLeakRate` of the charge every year (B1) and
   * releases `endOfLifeLossRate` of it at each removal (C1, and B4 at replacements).
   * refrigerant.ts; methodology §6.1.
   */
  refrigerant?: RefrigerantRelease | null;
  /** Free-text description of the element (e.g. "90 mm studs at 600 mm centres"). */
  note?: string;
}

/** One recipe line that nests another template. */
export interface NestedTemplateElement {
  kind: 'template';
  templateId: string;
  /** Quantity of the nested template's unit per base quantity of this template. */
  quantity: number;
}

/** A recipe line. */
export type TemplateElement = ProcessElement | NestedTemplateElement;

/** Heating/cooling appliance types of the NatHERS WoH method. */
export type SpaceConditioningType =
  | 'heat-pump'
  | 'gas-ducted'
  | 'gas-non-ducted'
  | 'wood'
  | 'electric-resistance'
  | 'hydronic-gas'
  | 'hydronic-heat-pump'
  | 'evaporative';

/** Hot water system types of the NatHERS WoH method (appendix tables). */
export type HotWaterSystemType =
  | 'electric-storage-small'
  | 'electric-storage-large'
  | 'electric-instantaneous'
  | 'gas-storage'
  | 'gas-instantaneous'
  | 'solar-electric'
  | 'solar-gas'
  | 'heat-pump'
  | 'solid-fuel';

/**
 * What an operational template does in use (B6/B7). Quantities of the design template carry the
 * meaning stated per kind.
 */
export type OperationalSpec =
  | {
      /** Quantity = m² of conditioned floor area served. */
      kind: 'space-heating';
      system: SpaceConditioningType;
      fuel: 'electricity' | 'natural-gas' | 'lpg' | 'wood';
      /** Seasonal efficiency: HSPF / COP_A (WoH Eq 14). */
      efficiency: number;
      /** Distribution loss fraction LS (WoH Table 14). */
      distributionLoss: number;
      /** Ancillary electricity as a fraction of fuel use (WoH Table 15). */
      ancillaryFraction: number;
    }
  | {
      /** Quantity = m² of conditioned floor area served. */
      kind: 'space-cooling';
      system: SpaceConditioningType;
      /** TCSPF / COP_A (WoH Eq 14). */
      efficiency: number;
      distributionLoss: number;
    }
  | {
      /** Quantity = dwellings served. */
      kind: 'hot-water';
      system: HotWaterSystemType;
      fuel: 'electricity' | 'natural-gas' | 'lpg' | 'wood';
      /** Gas star rating for gas systems (4–7 in half stars). */
      gasStarRating?: number;
      /** Small-scale technology certificates for solar and heat-pump systems. */
      stcCount?: number;
      /**
       * Electric systems on a controlled-load (off-peak) circuit: their main electricity is priced
       * at the controlled-load tariff (same grid factors). Ignored off grid and for other fuels.
       */
      tariff?: 'controlled-load';
    }
  | {
      /** Quantity = dwellings served. */
      kind: 'cooking';
      cooktop: 'gas' | 'electric' | 'induction';
      oven: 'gas' | 'electric';
      fuel: 'natural-gas' | 'lpg';
    }
  | { /** Quantity = kWp installed. */ kind: 'photovoltaic' };

/**
 * A documented cost rate of a template (indicator 3, AUD): the price of one unit of the template,
 * everything it contains included (METHOD.md §6; methodology §9).
 *
 * - scope `template`: the rate prices the template and everything it contains (its elements and
 *   nested templates, whose own prices are then not counted). Cost A1-A3 = Q·rate at year 0;
 *   B4 = Q·rate at each replacement (years L, 2L, … < P, L = `serviceLife`).
 * - scope `building`: the rate prices the construction (A1-A5 capital) of the whole building the
 *   design describes, e.g. an average cost per m² of floor area; Q is the floor area. Cost A1-A3 =
 *   Q·rate once; the capital cost (A1-A3, A4, A5) of every other element of the design is then
 *   not counted again, its replacements (B4), maintenance and repair still are where it has a
 *   price. A building rate is never replaced.
 */
export interface TemplateCostRate {
  /** AUD per unit of the template (its `unit`), in prices of `priceYear`. */
  audPerUnit: number;
  scope: 'template' | 'building';
  /** Years between replacements of what the rate prices; null = lasts the whole period. */
  serviceLife: number | null;
  /** Price year of the rate, e.g. "FY2018-19" (not escalated unless the provenance says so). */
  priceYear: string;
  /** Where the rate comes from (source, table, licence, confidence, approximation). */
  provenance: Provenance;
}

/** A template (a component) with its recipe. */
export interface Template {
  id: string;
  name: string;
  description: string;
  categoryId: number;
  elementGroupId: ElementGroupId;
  /** Unit of the template's quantity (e.g. m2 of wall, each, kWp). */
  unit: DeclaredUnit;
  /** Quantity the recipe is written for. */
  baseQuantity: number;
  /** Attribute ids that drive auto-scaling (with equal weights unless the design says otherwise). */
  driverAttributeIds: readonly number[];
  image?: string | null;
  lciGroupId: string;
  owner: TemplateOwner;
  elements: readonly TemplateElement[];
  /** What the template does in use (a reverse-cycle heat pump has a heating and a cooling spec). */
  operational?: readonly OperationalSpec[] | null;
  /** Documented cost rate (AUD per template unit); absent = the template has no price of its own. */
  costRate?: TemplateCostRate | null;
}
