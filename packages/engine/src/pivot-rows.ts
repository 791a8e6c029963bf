/**
 * Impact rows (the pivot data of the spec's getImpactDetails): one row per indicator, module,
 * year of occurrence and element or operational line (METHOD.md §3). Rows with value 0 are
 * omitted. Aggregates (aggregates.ts) equal sums of these rows (property-tested).
 *
 * Rows are produced column-wise into typed arrays ({@link pivotRowSet}); row objects and the
 * spec's table are materialised from it on demand ({@link impactRow}, {@link impactDetailsTable}).
 */
import { FOCAL_POINT, FOCAL_POINT_SLOT, lineCategoryIndex, MODULE_TO_STAGE } from './categories';
import { PROCESS_STRIDE } from './compiled-source';
import { IMPACT_TABLE_HEADERS } from './impact-fields';
import { ElementCalculator, discountFactor, replacementYears } from './embodied';
import type { Evaluation } from './evaluation-types';
import {
  INDICATOR_COLUMN_COUNT,
  INDICATOR_COLUMNS,
  indicatorColumn,
  INDICATOR_ID,
} from './indicators';
import type { LifeCycleModule } from './life-cycle-modules';
import { LIFE_CYCLE_MODULES, MODULE_DESCRIPTIONS, MODULE_INDEX } from './life-cycle-modules';
import { lineYearWeight } from './operational-line-values';
import { ELEMENT_GROUP_NAMES } from './template-types';

const K = INDICATOR_COLUMN_COUNT;
const AUD = indicatorColumn(INDICATOR_ID.australianDollars);

/** Column-wise impact rows. Row i comes from element `source[i]` (≥ 0) or line −source[i] − 1. */
export interface ImpactRowSet {
  readonly evaluation: Evaluation;
  readonly length: number;
  /** Indicator id of each row. */
  readonly indicatorId: Int16Array;
  /** Value in the indicator's unit. */
  readonly value: Float64Array;
  /** Module index (LIFE_CYCLE_MODULES order). */
  readonly module: Uint8Array;
  /** Year of occurrence: 0 construction, 1..P use, P end of life. */
  readonly year: Int16Array;
  readonly source: Int32Array;
}

/** Options of the pivot rows. */
export interface PivotRowOptions {
  /** Indicator ids to include (default: all with data in the source; 0 in the spec means all). */
  indicatorIds?: readonly number[];
  /** Include on-site generation rows (default true). */
  includeGeneration?: boolean;
}

class Builder {
  length = 0;
  indicatorId = new Int16Array(1 << 16);
  value = new Float64Array(1 << 16);
  module = new Uint8Array(1 << 16);
  year = new Int16Array(1 << 16);
  source = new Int32Array(1 << 16);

  push(indicatorId: number, value: number, module: number, year: number, source: number): void {
    if (this.length === this.value.length) this.grow();
    const i = this.length++;
    this.indicatorId[i] = indicatorId;
    this.value[i] = value;
    this.module[i] = module;
    this.year[i] = year;
    this.source[i] = source;
  }

  private grow(): void {
    const n = this.value.length * 2;
    const copy = <T extends Int16Array | Float64Array | Uint8Array | Int32Array>(a: T, b: T): T => (
      b.set(a),
      b
    );
    this.indicatorId = copy(this.indicatorId, new Int16Array(n));
    this.value = copy(this.value, new Float64Array(n));
    this.module = copy(this.module, new Uint8Array(n));
    this.year = copy(this.year, new Int16Array(n));
    this.source = copy(this.source, new Int32Array(n));
  }
}

/** Module indexes: A1-A3..A5 occur at year 0, B1-B3 every year, B4 at the replacement years. */
const LAST_UPFRONT = MODULE_INDEX.A5;
const ANNUAL_MODULES: ReadonlySet<number> = new Set([
  MODULE_INDEX.B1,
  MODULE_INDEX.B2,
  MODULE_INDEX.B3,
]);
const REPLACEMENT = MODULE_INDEX.B4;

/** Produce the impact rows of an evaluation column-wise. */
export function pivotRowSet(ev: Evaluation, options: PivotRowOptions = {}): ImpactRowSet {
  const wanted = options.indicatorIds ?? ev.availableIndicatorIds;
  const columns = wanted.map(indicatorColumn).filter((k) => k >= 0 && ev.activeColumns.includes(k));
  const includeGeneration = options.includeGeneration ?? true;
  const P = ev.referenceStudyPeriod;
  const rate = ev.options.discountRate;
  const b = new Builder();
  const calc = new ElementCalculator(ev.compiled, P, rate, ev.activeColumns);
  const v = calc.perOccurrence;
  const annualDiscount = Float64Array.from({ length: P + 1 }, (_, t) => discountFactor(rate, t));

  for (let i = 0; i < ev.elements.length; i++) {
    const el = ev.elements[i]!;
    calc.compute(el);
    for (let m = 0; m < LIFE_CYCLE_MODULES.length; m++) {
      if (calc.count[m] === 0) continue;
      const years = m === REPLACEMENT ? replacementYears(el.serviceLife, P) : null;
      for (const k of columns) {
        const once = v[m * K + k]!;
        if (once === 0) continue;
        const id = INDICATOR_COLUMNS[k]!;
        const isCost = k === AUD && rate !== 0;
        if (m <= LAST_UPFRONT) b.push(id, once, m, 0, i);
        else if (ANNUAL_MODULES.has(m))
          for (let y = 1; y <= P; y++)
            b.push(id, isCost ? once * annualDiscount[y]! : once, m, y, i);
        else if (years)
          for (const y of years)
            b.push(id, isCost ? once * discountFactor(rate, y) : once, m, y, i);
        else b.push(id, isCost ? once * annualDiscount[P]! : once, m, P, i);
      }
    }
  }

  ev.lines.forEach((line, l) => {
    if (line.carrier < 0 || (line.isGeneration && !includeGeneration)) return;
    const m = MODULE_INDEX[line.module];
    const base = line.carrier * PROCESS_STRIDE + m * K;
    for (const k of columns) {
      const factor = ev.compiled.factors[base + k]!;
      if (factor === 0) continue;
      const id = INDICATOR_COLUMNS[k]!;
      for (let y = 1; y <= P; y++)
        b.push(
          id,
          line.annualDemand *
            factor *
            lineYearWeight(
              line,
              k,
              y,
              ev.design.occupancyYear,
              ev.options,
              ev.design.location.state,
            ),
          m,
          y,
          -l - 1,
        );
    }
  });
  return {
    evaluation: ev,
    length: b.length,
    indicatorId: b.indicatorId.subarray(0, b.length),
    value: b.value.subarray(0, b.length),
    module: b.module.subarray(0, b.length),
    year: b.year.subarray(0, b.length),
    source: b.source.subarray(0, b.length),
  };
}

/** One impact row as an object. Value in the indicator's unit. */
export interface ImpactRow {
  indicatorId: number;
  value: number;
  module: LifeCycleModule;
  moduleDescription: string;
  yearOccurrence: number;
  designFunctionName: string;
  /** Element group of the master template (Material, Operational, Water, People, Equipment). */
  functionTypeName: string;
  elementProcessName: string;
  /** Process kind: material, energy, transport, water. */
  elementType: string;
  masterTemplateName: string;
  masterDesignTemplateId: string | null;
  nestedTemplateName: string;
  /** B6/B7 rows: the carrier, e.g. "Electricity, NSW and ACT grid". */
  operationalSource: string;
  /** B6/B7 rows: demand per year in `operationalDemandUnit`; else null. */
  operationalDemand: number | null;
  operationalDemandUnit: string;
  /** Construction focal point category (the spec's CategoryCode / CategoryName). */
  categoryCode: string;
  categoryName: string;
  /** Category index per focal point 1..4 (at 0..3) into the evaluation's category tables. */
  categoryIndexes: readonly [number, number, number, number];
  isGeneration: boolean;
}

/** Materialise row `i` of a row set. */
export function impactRow(set: ImpactRowSet, i: number): ImpactRow {
  const ev = set.evaluation;
  const m = set.module[i]!;
  const module = LIFE_CYCLE_MODULES[m]!;
  const source = set.source[i]!;
  const common = {
    indicatorId: set.indicatorId[i]!,
    value: set.value[i]!,
    module,
    moduleDescription: MODULE_DESCRIPTIONS[module],
    yearOccurrence: set.year[i]!,
    designFunctionName: ev.design.functionTypeName,
  };
  const construction = ev.categories[FOCAL_POINT_SLOT.construction];
  if (source >= 0) {
    const el = ev.elements[source]!;
    const master = ev.masters[el.master]!;
    // A template cost line (methodology §9) has no process: it is named after its template.
    const proc = el.process >= 0 ? ev.compiled.processes[el.process]! : null;
    const cc = ev.masterCategory[el.master]!;
    return {
      ...common,
      functionTypeName: ELEMENT_GROUP_NAMES[master.template.elementGroupId],
      elementProcessName:
        proc?.name ?? `${el.costTemplate?.name ?? master.template.name} (cost rate)`,
      elementType: proc?.kind ?? 'cost',
      masterTemplateName: master.template.name,
      masterDesignTemplateId: master.designTemplateId,
      nestedTemplateName: el.nestedTemplate?.name ?? '',
      operationalSource: '',
      operationalDemand: null,
      operationalDemandUnit: '',
      categoryCode: construction.codes[cc]!,
      categoryName: construction.names[cc]!,
      categoryIndexes: [
        MODULE_TO_STAGE[m]!,
        ev.categories[FOCAL_POINT_SLOT.energy].codes.indexOf('embodied'),
        ev.elementMaterialCategory[source]!,
        cc,
      ],
      isGeneration: false,
    };
  }
  const l = -source - 1;
  const line = ev.lines[l]!;
  const master = line.master >= 0 ? ev.masters[line.master]! : null;
  const proc = ev.compiled.processes[line.carrier]!;
  const cats = [
    ev.lineCategory[lineCategoryIndex(l, FOCAL_POINT.lifeCycleStage)]!,
    ev.lineCategory[lineCategoryIndex(l, FOCAL_POINT.energy)]!,
    ev.lineCategory[lineCategoryIndex(l, FOCAL_POINT.materials)]!,
    ev.lineCategory[lineCategoryIndex(l, FOCAL_POINT.construction)]!,
  ] as const;
  return {
    ...common,
    functionTypeName: master
      ? ELEMENT_GROUP_NAMES[master.template.elementGroupId]
      : line.module === 'B6'
        ? 'Operational'
        : 'Water',
    elementProcessName: proc.name,
    elementType: proc.kind,
    masterTemplateName: master?.template.name ?? '',
    masterDesignTemplateId: master?.designTemplateId ?? null,
    nestedTemplateName: '',
    operationalSource: line.sourceName,
    operationalDemand: line.annualDemand,
    operationalDemandUnit: line.demandUnit,
    categoryCode: construction.codes[cats[FOCAL_POINT_SLOT.construction]]!,
    categoryName: construction.names[cats[FOCAL_POINT_SLOT.construction]]!,
    categoryIndexes: cats,
    isGeneration: line.isGeneration,
  };
}

/** All impact rows as objects (convenient for small designs and tests). */
export function pivotRows(ev: Evaluation, options: PivotRowOptions = {}): ImpactRow[] {
  const set = pivotRowSet(ev, options);
  return Array.from({ length: set.length }, (_, i) => impactRow(set, i));
}

/**
 * The spec's getImpactDetails payload: ImpactsData (first row = headers) and CategorySortOrder
 * (construction category names, largest whole-life GWP first).
 */
export function impactDetailsTable(set: ImpactRowSet): {
  ImpactsData: (string | number)[][];
  CategorySortOrder: string[];
} {
  const data: (string | number)[][] = new Array(set.length + 1);
  data[0] = [...IMPACT_TABLE_HEADERS];
  // Text fields depend only on the row's source: build them once per element or line.
  const cache = new Map<number, ImpactRow>();
  const totals = new Map<string, number>();
  for (let i = 0; i < set.length; i++) {
    const source = set.source[i]!;
    let r = cache.get(source);
    if (!r) {
      r = impactRow(set, i);
      cache.set(source, r);
    }
    const module = LIFE_CYCLE_MODULES[set.module[i]!]!;
    const value = set.value[i]!;
    const indicatorId = set.indicatorId[i]!;
    data[i + 1] = [
      indicatorId,
      value,
      r.designFunctionName,
      module,
      MODULE_DESCRIPTIONS[module],
      r.functionTypeName,
      set.year[i]!,
      r.elementProcessName,
      r.elementType,
      r.masterTemplateName,
      r.nestedTemplateName,
      r.operationalSource,
      r.operationalDemand ?? '',
      r.categoryCode,
      r.categoryName,
    ];
    const previous = totals.get(r.categoryName) ?? 0;
    totals.set(
      r.categoryName,
      indicatorId === INDICATOR_ID.globalWarmingPotential && module !== 'D'
        ? previous + value
        : previous,
    );
  }
  const order = [...totals.entries()]
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .map(([name]) => name);
  return { ImpactsData: data, CategorySortOrder: order };
}
