/**
 * Data quality of a GWP figure (method v2, issue 16 item 7; docs/methodology.md §15.1): how much
 * of it rests on factors of each class (e.g. the geography of their provenance) and on factors
 * Circa approximated. Computed from the evaluation's own impact rows (pivot-rows.ts), never by a
 * second calculation: each row is attributed to the factors it was computed from.
 *
 * A row of an element comes from up to three processes (embodied.ts): its production process
 * (A1-A3, the declared installation in A5, B2 and B3), its transport process (A4) and its
 * end-of-life process (C1–C4, D). A5 and B4 mix them:
 *
 *   A5 = w·(A1-A3 + A4 + ΣC) + installation        B4 = A1-A3 + A4 + A5 + ΣC (per replacement)
 *
 * so A5 is split into w·A1-A3, w·A4, w·Cx (the site waste's production, transport and end of
 * life) and the rest (installation, the production process's A5 factor), and B4 into the same
 * parts with (1 + w)·A1-A3, (1 + w)·A4, (1 + w)·Cx and the installation, each read from the
 * element's own A1-A3, A4, A5 and C rows. Any other module of an element is its production
 * process's factor in that module; B6 and B7 rows come from their line's carrier.
 *
 * Shares count every part by its size (|kg CO2e|), emissions and removals alike, so they lie in
 * 0–1 and the classes add up to the whole even where removals offset emissions.
 */
import type { Evaluation } from './evaluation-types';
import { INDICATOR_ID } from './indicators';
import type { Provenance } from './lci-types';
import type { LifeCycleModule } from './life-cycle-modules';
import {
  LIFE_CYCLE_MODULES,
  LIFE_CYCLE_SCOPES,
  MODULE_COUNT,
  MODULE_INDEX,
} from './life-cycle-modules';
import { pivotRowSet } from './pivot-rows';

/** The module groups the shares are given for. */
export const DATA_QUALITY_GROUPS: Readonly<
  Record<'upfront' | 'use' | 'endOfLife' | 'wholeLife', readonly LifeCycleModule[]>
> = {
  upfront: LIFE_CYCLE_SCOPES.upfront,
  use: LIFE_CYCLE_SCOPES.wholeLife.filter((m) => m.startsWith('B')),
  endOfLife: LIFE_CYCLE_SCOPES.wholeLife.filter((m) => m.startsWith('C')),
  wholeLife: LIFE_CYCLE_SCOPES.wholeLife,
};

export type DataQualityGroup = keyof typeof DATA_QUALITY_GROUPS;

/** What a group of modules rests on, in kg CO2e counted by size. */
export interface DataQualityTally {
  /** Σ|part| over the group's rows. */
  gross: number;
  /** Σ|part| per class (the classifier's keys). */
  byClass: Readonly<Record<string, number>>;
  /** Σ|part| of parts whose factor (or the GWP-biogenic factor taken from it) is approximate. */
  approximate: number;
}

export type DataQualityShares = Readonly<Record<DataQualityGroup, DataQualityTally>>;

/** Options of {@link dataQualityShares}. */
export interface DataQualityOptions {
  /** Count on-site generation (PV credits) as well (default false). */
  includeGeneration?: boolean;
}

const GWP = INDICATOR_ID.globalWarmingPotential;
const GWP_BIOGENIC = INDICATOR_ID.globalWarmingPotentialBiogenic;
const M = MODULE_COUNT;
const A13 = MODULE_INDEX['A1-A3'];
const A4 = MODULE_INDEX.A4;
const A5 = MODULE_INDEX.A5;
const B4 = MODULE_INDEX.B4;
const C1 = MODULE_INDEX.C1;
const D = MODULE_INDEX.D;
/** Modules whose value is the production process's A1-A3 factor times a rate. */
const FROM_PRODUCTION = new Set([A13, MODULE_INDEX.B2, MODULE_INDEX.B3]);

/** Class and approximation of the factor of one process in one module. */
interface Slot {
  cls: string;
  approximate: boolean;
}

/**
 * How much of the evaluation's GWP (indicator 1) rests on each class of factor, per module group.
 * `classOf` names the class of a provenance record (for example its geography); a factor with no
 * provenance record is class "unclassified". The class of a process in a module is that of its
 * largest GWP factor there; the part is approximate when that factor, or a GWP-biogenic factor
 * subtracted from it (methodology §1.1), is marked approximate.
 */
export function dataQualityShares(
  ev: Evaluation,
  classOf: (provenance: Provenance) => string,
  options: DataQualityOptions = {},
): DataQualityShares {
  const rows = pivotRowSet(ev, {
    indicatorIds: [GWP],
    includeGeneration: options.includeGeneration ?? false,
  });
  const processes = ev.compiled.processes;
  const provenance = ev.compiled.source.provenance;
  const slots = new Map<number, Slot>();
  const slot = (process: number, module: number): Slot => {
    const key = process * M + module;
    let s = slots.get(key);
    if (!s) {
      s = slotOf(process, module);
      slots.set(key, s);
    }
    return s;
  };
  const slotOf = (process: number, module: number): Slot => {
    const name = LIFE_CYCLE_MODULES[module];
    let cls = 'unclassified';
    let largest = -1;
    let approximate = false;
    for (const f of processes[process]?.factors ?? []) {
      if (f.module !== name || (f.indicatorId !== GWP && f.indicatorId !== GWP_BIOGENIC)) continue;
      const record = provenance[f.provenance];
      if (record?.isApproximate) approximate = true;
      if (f.indicatorId === GWP && Math.abs(f.value) > largest) {
        largest = Math.abs(f.value);
        cls = record ? classOf(record) : 'unclassified';
      }
    }
    return { cls, approximate };
  };

  // First occurrence of each element's module values (A1-A3, A4, A5 and C rows happen once).
  const once = new Float64Array(ev.elements.length * M);
  for (let i = 0; i < rows.length; i++) {
    const e = rows.source[i]!;
    if (e >= 0) once[e * M + rows.module[i]!] = rows.value[i]!;
  }

  const groups = Object.keys(DATA_QUALITY_GROUPS) as DataQualityGroup[];
  const inGroup = groups.map((g) => {
    const member = new Uint8Array(M);
    for (const m of DATA_QUALITY_GROUPS[g]) member[MODULE_INDEX[m]] = 1;
    return member;
  });
  const tallies = groups.map(() => ({
    gross: 0,
    byClass: {} as Record<string, number>,
    approximate: 0,
  }));
  let module = 0;
  const add = (part: number, s: Slot) => {
    const size = Math.abs(part);
    if (size === 0) return;
    for (let g = 0; g < groups.length; g++) {
      if (inGroup[g]![module] !== 1) continue;
      const t = tallies[g]!;
      t.gross += size;
      t.byClass[s.cls] = (t.byClass[s.cls] ?? 0) + size;
      if (s.approximate) t.approximate += size;
    }
  };

  for (let i = 0; i < rows.length; i++) {
    const value = rows.value[i]!;
    const source = rows.source[i]!;
    module = rows.module[i]!;
    if (module === D) continue;
    if (source < 0) {
      add(value, slot(ev.lines[-source - 1]!.carrier, module));
      continue;
    }
    const el = ev.elements[source]!;
    if (FROM_PRODUCTION.has(module)) add(value, slot(el.process, A13));
    else if (module === A4) add(value, slot(el.transportProcess, A4));
    else if (module >= C1) add(value, slot(el.endOfLifeProcess, module));
    else if (module === A5 || module === B4) {
      const at = source * M;
      const w = el.wastageRate;
      const production = once[at + A13]!;
      const transport = once[at + A4]!;
      let endOfLife = 0;
      for (let x = 0; x < 4; x++) endOfLife += once[at + C1 + x]!;
      const installation = once[at + A5]! - w * (production + transport + endOfLife);
      // A5 carries w × each part; a replacement (B4) the part itself plus its A5 (1 + w).
      const k = module === A5 ? w : 1 + w;
      const whole = k * (production + transport + endOfLife) + installation;
      const scale = whole === 0 ? 0 : value / whole;
      add(k * production * scale, slot(el.process, A13));
      add(k * transport * scale, slot(el.transportProcess, A4));
      for (let x = 0; x < 4; x++)
        add(k * once[at + C1 + x]! * scale, slot(el.endOfLifeProcess, C1 + x));
      add(installation * scale, slot(el.process, A5));
    } else add(value, slot(el.process, module));
  }
  return Object.fromEntries(groups.map((g, n) => [g, tallies[n]!])) as Record<
    DataQualityGroup,
    DataQualityTally
  >;
}

/** Share (0–1) of a tally's gross that rests on the given classes; 0 when the gross is 0. */
export function shareOfClasses(tally: DataQualityTally, classes: readonly string[]): number {
  if (tally.gross === 0) return 0;
  let sum = 0;
  for (const c of classes) sum += tally.byClass[c] ?? 0;
  return sum / tally.gross;
}
