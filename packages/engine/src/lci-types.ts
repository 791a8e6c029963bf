/**
 * Life cycle inventory data: groups, sources (editions), processes and factors (METHOD.md §1).
 */
import type { LifeCycleModule } from './life-cycle-modules';
import type { DeclaredUnit } from './units';

/** How much a factor can be trusted (as in the source tables' `confidence`). */
export type Confidence = 'high' | 'medium' | 'low';

/** Where a factor comes from. */
export interface Provenance {
  /** Source id, e.g. "oekobaudat-2020-ii", "nga-2026". */
  source: string;
  /** Table, page or dataset identifier in that source. */
  table: string;
  /** Licence id, e.g. "cc-by-4.0", "oekobaudat-free", "ogl-3". */
  licence: string;
  confidence: Confidence;
  /** True when Circa approximated the value (proxy, interpolation, assumption). */
  isApproximate: boolean;
  note?: string;
  /** For a figure read from an Environmental Product Declaration: which one, and how it was read. */
  epd?: EpdReference;
}

/**
 * The declaration a factor was read from (Australian data issue: every factor of the "Australia —
 * published EPDs" source records it), and the figure as printed before conversion to the
 * process's declared unit: value = citedValue × conversionFactor.
 */
export interface EpdReference {
  /** Registration number, e.g. "S-P-01234" or "EPD-IES-0012345". */
  registration: string;
  owner: string;
  /** Programme, e.g. "EPD Australasia". */
  programme: string;
  version: string;
  /** Issue and validity dates as yyyy-MM-dd ('' when not found). */
  issued: string;
  validUntil: string;
  /** The declared unit as printed, e.g. "1 tonne of reinforcing bar". */
  declaredUnit: string;
  /** Modules the declaration gives, e.g. "A1-A3, C1-C4, D"; a module not listed has no data. */
  modulesDeclared: string;
  /** EN 15804 variant of the declaration. */
  en15804: 'A1' | 'A2';
  /** How the declaration treats biogenic carbon. */
  biogenicCarbon: string;
  /** The figure as printed, its unit, and the factor that converts it to the declared unit. */
  citedValue: number;
  citedUnit: string;
  conversionFactor: number;
  /** How the conversion was made ('' when the factor is 1). */
  conversionNote: string;
}

/** What a process represents. */
export type ProcessKind = 'material' | 'energy' | 'transport' | 'water';

/** Energy carriers recognised by operational energy (B6). */
export type EnergyCarrier = 'electricity' | 'natural-gas' | 'lpg' | 'wood';

/** One factor: value of an indicator per declared unit in one module. */
export interface ProcessFactor {
  indicatorId: number;
  module: LifeCycleModule;
  /** Value per declared unit (sign: positive = emission/impact, negative = removal/benefit). */
  value: number;
  /** Index into the source's provenance table. */
  provenance: number;
}

/** A process of an LCI source. */
export interface Process {
  id: string;
  name: string;
  kind: ProcessKind;
  /** Material category (Materials focal point), e.g. "concrete", "timber", "energy", "water". */
  category: string;
  declaredUnit: DeclaredUnit;
  /** Mass in kg of one declared unit, when known. */
  densityKgPerUnit?: number | null;
  /** Price in AUD per declared unit, when known (energy and water tariffs; material prices). */
  costPerUnit?: number | null;
  /** Provenance of the price. */
  costProvenance?: number | null;
  /** For energy processes: which carrier it is, and for electricity the state grid. */
  carrier?: EnergyCarrier;
  /**
   * Factors. Materials: A1-A3, A5 (declared installation), C1–C4, D. Transport: A4 per t·km.
   * Energy carriers: B6 per kWh or MJ. Water: B7 per kL.
   */
  factors: readonly ProcessFactor[];
}

/** A versioned edition of LCI data. */
export interface LciSource {
  id: string;
  name: string;
  version: string;
  lciGroupId: string;
  description: string;
  provenance: readonly Provenance[];
  processes: readonly Process[];
  /**
   * Processes of this source that stand in for processes the template library refers to (a
   * template names a process id; when this map has that id, the evaluation uses the mapped
   * process of this source instead). Both must have the same declared unit.
   */
  substitutes?: Readonly<Record<string, string>>;
}

/** A regional family of LCI sources (e.g. Australia). */
export interface LciGroup {
  id: string;
  name: string;
  defaultSourceId: string;
}
