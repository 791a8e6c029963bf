/**
 * Data coverage of an indicator (METHOD.md §1: an indicator with no data is "no data", never 0).
 *
 * A total can look complete while part of what the design does has no factor for the indicator
 * in the LCI source: the starter source has no material prices (indicator 3 counts energy and
 * water tariffs, and construction only where a template cost rate prices it), and its energy
 * carriers and transport have GWP factors only. Coverage lists those gaps so results can say what
 * a total leaves out.
 *
 * Cost (indicator 3): the cost line of a template cost rate is a priced material activity (A1-A3,
 * and B4 when it is replaced). A building-scope rate prices the capital (A1-A3, A4, A5) of every
 * element of the design, so those modules are covered for them; their replacements (B4),
 * maintenance and end of life are covered only where they have a price.
 *
 * An activity is one thing the design causes in a module: an element's production (A1-A3 and
 * what derives from it: A5 site waste, B2, B3, B4), its declared installation (A5), its transport
 * (A4), its end of life (C1–C4, D), or an operational line (B6 energy, B7 water). An activity is a
 * **gap** for indicator i when its process has a factor for some other indicator in that module
 * but none for i. Activities whose process has no factor for any indicator (e.g. wastewater to
 * sewer, rainwater) are not indicator gaps: they are documented gaps of the source as a whole.
 */
import type { CompiledSource } from './compiled-source';
import { PROCESS_STRIDE } from './compiled-source';
import { replacementCount } from './embodied';
import type { Evaluation } from './evaluation-types';
import {
  findIndicator,
  INDICATOR_COLUMN_COUNT,
  indicatorColumn,
  INDICATOR_ID,
  isDerivedCurrency,
} from './indicators';
import type { LifeCycleModule } from './life-cycle-modules';
import { LIFE_CYCLE_MODULES, LIFE_CYCLE_SCOPES, MODULE_INDEX } from './life-cycle-modules';

const K = INDICATOR_COLUMN_COUNT;
const AUD = indicatorColumn(INDICATOR_ID.australianDollars);

/** What an activity is, for coverage notes. */
export type CoverageKind = 'material' | 'transport' | 'energy' | 'water';

/** The activities of one kind that have no data for the indicator. */
export interface CoverageGap {
  kind: CoverageKind;
  /** Modules (within the scope asked) where those activities have no data, in module order. */
  modules: LifeCycleModule[];
  /** Ids of the processes without data, sorted. */
  processIds: string[];
  /** True when other activities of the same kind do have data (only part of the kind is missing). */
  isPartial: boolean;
}

/** Coverage of one indicator over a scope of modules. */
export interface IndicatorCoverage {
  indicatorId: number;
  /**
   * full: every activity in scope with data for some indicator has data for this one (or the
   * scope has no activity); partial: some have, some have not; none: the source has no data for
   * the indicator, or no activity in scope has data for it while some activity lacks it.
   */
  status: 'full' | 'partial' | 'none';
  /** Kinds with at least one activity in scope that has data, in kind order. */
  coveredKinds: CoverageKind[];
  /** Kinds with activities in scope that lack data, in kind order. */
  gaps: CoverageGap[];
  /** Modules (within the scope asked) where some activity has data for the indicator, in order. */
  coveredModules: LifeCycleModule[];
}

/** Options of a coverage query (as for totals, aggregates.ts). */
export interface CoverageOptions {
  /** Modules in scope (default whole life A–C without D). */
  modules?: readonly LifeCycleModule[];
  /** Count on-site generation lines (default false). */
  includeGeneration?: boolean;
}

const KIND_ORDER: readonly CoverageKind[] = ['material', 'transport', 'energy', 'water'];

function hasAny(compiled: CompiledSource, process: number, module: number): boolean {
  const base = process * PROCESS_STRIDE + module * K;
  for (let j = 0; j < K; j++) if (compiled.hasFactor[base + j]) return true;
  return false;
}

function has(compiled: CompiledSource, process: number, module: number, column: number): boolean {
  return compiled.hasFactor[process * PROCESS_STRIDE + module * K + column] === 1;
}

/**
 * Which activities of an evaluated design have data for `indicatorId` over a scope. Derived
 * currencies (25, 26, 45, 46) have the coverage of AUD. Throws nothing for unknown ids: an id
 * without a column has status "none".
 */
export function indicatorCoverage(
  ev: Evaluation,
  indicatorId: number,
  options: CoverageOptions = {},
): IndicatorCoverage {
  const column = isDerivedCurrency(indicatorId) ? AUD : indicatorColumn(indicatorId);
  const id = isDerivedCurrency(indicatorId) ? INDICATOR_ID.australianDollars : indicatorId;
  if (column < 0 || !findIndicator(indicatorId) || !ev.availableIndicatorIds.includes(id))
    return { indicatorId, status: 'none', coveredKinds: [], gaps: [], coveredModules: [] };
  const scope = new Set<LifeCycleModule>(options.modules ?? LIFE_CYCLE_SCOPES.wholeLife);
  const compiled = ev.compiled;
  const covered = new Set<CoverageKind>();
  const coveredModules = new Set<LifeCycleModule>();
  const missing = new Map<CoverageKind, { modules: Set<LifeCycleModule>; ids: Set<string> }>();
  /** One activity: its process, the modules it reaches, and whether it has data for the column. */
  const noteActivity = (
    kind: CoverageKind,
    process: number,
    modules: readonly LifeCycleModule[],
    hasData: boolean,
  ): void => {
    const inScope = modules.filter((m) => scope.has(m));
    if (inScope.length === 0) return;
    if (hasData) {
      covered.add(kind);
      for (const m of inScope) coveredModules.add(m);
      return;
    }
    let gap = missing.get(kind);
    if (!gap) {
      gap = { modules: new Set(), ids: new Set() };
      missing.set(kind, gap);
    }
    for (const m of inScope) gap.modules.add(m);
    gap.ids.add(compiled.processes[process]!.id);
  };

  const A13 = MODULE_INDEX['A1-A3'];
  const seenUnits = new Set<number>();
  ev.elements.forEach((el, i) => {
    const unit = ev.elementUnit[i]!;
    if (el.quantity === 0 || seenUnits.has(unit)) return;
    seenUnits.add(unit);
    const n = replacementCount(el.serviceLife, ev.referenceStudyPeriod);
    const replaced: LifeCycleModule[] = n > 0 ? ['B4'] : [];
    if (el.costOnly) {
      // A template cost line has a price and nothing else.
      if (column === AUD)
        noteActivity(
          'material',
          -1,
          el.capitalPricedByBuilding ? replaced : ['A1-A3', ...replaced],
          true,
        );
      return;
    }
    // A building-scope cost rate prices this element's capital: those modules have data.
    const capitalPriced = column === AUD && el.capitalPricedByBuilding === true;
    const note = (
      kind: CoverageKind,
      process: number,
      modules: readonly LifeCycleModule[],
      hasData: boolean,
    ): void => {
      if (!capitalPriced || hasData) return noteActivity(kind, process, modules, hasData);
      noteActivity(kind, process, modules.filter(isCapital), true);
      noteActivity(
        kind,
        process,
        modules.filter((m) => !isCapital(m)),
        false,
      );
    };
    const hasPrice = column === AUD && !Number.isNaN(el.costPerUnit);
    if (hasPrice || hasAny(compiled, el.process, A13)) {
      const modules: LifeCycleModule[] = ['A1-A3', ...replaced];
      if (el.wastageRate > 0) modules.push('A5');
      if (el.maintenanceRate > 0) modules.push('B2');
      if (el.repairRate > 0) modules.push('B3');
      note('material', el.process, modules, hasPrice || has(compiled, el.process, A13, column));
    }
    if (hasAny(compiled, el.process, MODULE_INDEX.A5))
      note(
        'material',
        el.process,
        ['A5', ...replaced],
        has(compiled, el.process, MODULE_INDEX.A5, column),
      );
    // A refrigerant charge's leakage (B1, refrigerant.ts); its end-of-life loss is C1 below.
    if (el.refrigerant && hasAny(compiled, el.process, MODULE_INDEX.B1))
      note('material', el.process, ['B1'], has(compiled, el.process, MODULE_INDEX.B1, column));
    const t = el.transportProcess;
    if (
      t >= 0 &&
      el.distanceKm > 0 &&
      !Number.isNaN(compiled.density[el.process]!) &&
      hasAny(compiled, t, MODULE_INDEX.A4)
    )
      note('transport', t, ['A4', ...replaced], has(compiled, t, MODULE_INDEX.A4, column));
    const e = el.endOfLifeProcess;
    for (const m of ['C1', 'C2', 'C3', 'C4', 'D'] as const) {
      const mi = MODULE_INDEX[m];
      if (hasAny(compiled, e, mi))
        note('material', e, m === 'D' ? [m] : [m, ...replaced], has(compiled, e, mi, column));
    }
  });
  ev.lines.forEach((line) => {
    if (line.carrier < 0 || (line.isGeneration && !options.includeGeneration)) return;
    const mi = MODULE_INDEX[line.module];
    if (!hasAny(compiled, line.carrier, mi)) return;
    noteActivity(
      line.module === 'B6' ? 'energy' : 'water',
      line.carrier,
      [line.module],
      has(compiled, line.carrier, mi, column),
    );
  });

  const gaps: CoverageGap[] = KIND_ORDER.flatMap((kind) => {
    const gap = missing.get(kind);
    if (!gap) return [];
    return [
      {
        kind,
        modules: LIFE_CYCLE_MODULES.filter((m) => gap.modules.has(m)),
        processIds: [...gap.ids].sort(),
        isPartial: covered.has(kind),
      },
    ];
  });
  const coveredKinds = KIND_ORDER.filter((kind) => covered.has(kind));
  const status = gaps.length === 0 ? 'full' : coveredKinds.length === 0 ? 'none' : 'partial';
  return {
    indicatorId,
    status,
    coveredKinds,
    gaps,
    coveredModules: LIFE_CYCLE_MODULES.filter((m) => coveredModules.has(m)),
  };
}

/** Product and construction stage modules (capital cost). */
function isCapital(m: LifeCycleModule): boolean {
  return m === 'A1-A3' || m === 'A4' || m === 'A5';
}

const KIND_NAMES: Readonly<Record<CoverageKind, string>> = {
  material: 'materials',
  transport: 'transport to site',
  energy: 'operational energy',
  water: 'operational water',
};

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function coveredWords(kinds: readonly CoverageKind[], partial: ReadonlySet<CoverageKind>): string {
  const words = kinds.map((k) => (partial.has(k) ? `the other ${KIND_NAMES[k]}` : KIND_NAMES[k]));
  const energy = kinds.indexOf('energy');
  const water = kinds.indexOf('water');
  // "operational energy and water" reads better than naming "operational" twice.
  if (energy >= 0 && water === energy + 1 && !partial.has('energy') && !partial.has('water')) {
    words.splice(energy, 2, 'operational energy and water');
    // The merged item already holds an "and": list the others before it with commas.
    if (words.length > 1) return `${words.slice(0, -1).join(', ')}, ${words[words.length - 1]}`;
  }
  return joinWords(words);
}

/**
 * A short, plain note on what a total leaves out, or null when coverage is full. Example
 * (indicator 3 with the starter source): "Materials and transport to site have no price data in
 * Circa open starter 2026.1: this cost covers operational energy and water only."
 */
export function coverageNote(coverage: IndicatorCoverage, sourceName: string): string | null {
  const isCost = findIndicator(coverage.indicatorId)?.kind === 'cost';
  const data = isCost ? 'price data' : 'data for this indicator';
  if (coverage.gaps.length === 0)
    return coverage.status === 'none' ? `${sourceName} has no ${data}.` : null;
  const isConstructionPriced =
    coverage.coveredModules.includes('A1-A3') &&
    !coverage.gaps.some((g) => g.modules.some(isCapital));
  if (isCost && isConstructionPriced) return stageCostNote(coverage, sourceName);
  const partial = new Set(coverage.gaps.filter((g) => g.isPartial).map((g) => g.kind));
  const missing = joinWords(
    coverage.gaps.map((g) => (g.isPartial ? `some ${KIND_NAMES[g.kind]}` : KIND_NAMES[g.kind])),
  );
  const verb =
    coverage.gaps.length === 1 && coverage.gaps[0]!.kind === 'transport' ? 'has' : 'have';
  const head = `${missing.charAt(0).toUpperCase()}${missing.slice(1)} ${verb} no ${data} in ${sourceName}`;
  if (coverage.status === 'none') return `${head}.`;
  const what = isCost ? 'cost' : 'total';
  return `${head}: this ${what} covers ${coveredWords(coverage.coveredKinds, partial)} only.`;
}

/** Stages of the element modules, named for cost notes. */
const STAGES: readonly { modules: readonly LifeCycleModule[]; name: string }[] = [
  { modules: ['A1-A3', 'A4', 'A5'], name: 'construction (A1-A5)' },
  { modules: ['B2', 'B3'], name: 'maintenance and repair (B2, B3)' },
  { modules: ['B4'], name: 'replacements (B4)' },
  { modules: ['C1', 'C2', 'C3', 'C4'], name: 'end of life (C1–C4)' },
  { modules: ['D'], name: 'benefits beyond the life cycle (D)' },
];

/**
 * Cost note when construction is priced (a template or building cost rate covers A1-A5) but
 * later stages are not, e.g. "Replacements (B4) and end of life (C1–C4) of materials and
 * transport to site have no price data in Circa open starter 2026.1: this cost covers
 * construction (A1-A5), operational energy and water only."
 */
function stageCostNote(coverage: IndicatorCoverage, sourceName: string): string {
  const elementGaps = coverage.gaps.filter((g) => g.kind === 'material' || g.kind === 'transport');
  const operationalGaps = coverage.gaps.filter((g) => g.kind === 'energy' || g.kind === 'water');
  const gapModules = new Set(elementGaps.flatMap((g) => g.modules));
  const covered = new Set(coverage.coveredModules);
  const touches = (stage: (typeof STAGES)[number], set: ReadonlySet<LifeCycleModule>) =>
    stage.modules.some((m) => set.has(m));
  const parts: string[] = [];
  if (elementGaps.length > 0) {
    const stages = STAGES.filter((st) => touches(st, gapModules)).map((st) =>
      touches(st, covered) ? `some ${st.name}` : st.name,
    );
    const kinds = joinWords(elementGaps.map((g) => KIND_NAMES[g.kind]));
    parts.push(`${joinWords(stages)} of ${kinds}`);
  }
  for (const g of operationalGaps)
    parts.push(g.isPartial ? `some ${KIND_NAMES[g.kind]}` : KIND_NAMES[g.kind]);
  const missing = joinWords(parts);
  const head = `${missing.charAt(0).toUpperCase()}${missing.slice(1)} have no price data in ${sourceName}`;
  const stageWords = STAGES.filter((st) => touches(st, covered)).map((st) =>
    touches(st, gapModules) && st.modules[0] !== 'A1-A3' ? `part of the ${st.name}` : st.name,
  );
  const partial = new Set(operationalGaps.filter((g) => g.isPartial).map((g) => g.kind));
  const operational = coveredWords(
    coverage.coveredKinds.filter((k) => k === 'energy' || k === 'water'),
    partial,
  );
  const coveredText =
    operational === ''
      ? joinWords(stageWords)
      : stageWords.length === 0
        ? operational
        : `${stageWords.join(', ')}, ${operational}`;
  return `${head}: this cost covers ${coveredText} only.`;
}
