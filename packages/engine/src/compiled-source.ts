/**
 * An LCI source compiled into flat typed arrays for fast evaluation. Compiled once per source
 * object and cached (the source objects are treated as immutable).
 */
import { EngineError } from './engine-error';
import { INDICATOR_COLUMN_COUNT, indicatorColumn, INDICATOR_ID } from './indicators';
import type { LciSource, Process } from './lci-types';
import { MODULE_COUNT, MODULE_INDEX } from './life-cycle-modules';

/** Stride of one process block: modules × indicator columns. */
export const PROCESS_STRIDE = MODULE_COUNT * INDICATOR_COLUMN_COUNT;

/** A compiled LCI source. */
export interface CompiledSource {
  readonly source: LciSource;
  readonly processes: readonly Process[];
  readonly indexById: ReadonlyMap<string, number>;
  /**
   * Index of the process whose end of life (C1–C4, D) applies to a referenced id: a substitute
   * only when it declares an end-of-life module; otherwise the referenced process itself (a
   * declaration of the product stage alone keeps the library's end-of-life scenario).
   */
  readonly endOfLifeIndexById: ReadonlyMap<string, number>;
  /**
   * factors[p·STRIDE + m·K + k] = value per declared unit (AUD column holds the price). The GWP
   * column excludes biogenic carbon wherever the process gives it ({@link separateBiogenicCarbon}).
   */
  readonly factors: Float64Array;
  /** 1 where the process has a factor for (module, column): distinguishes "no data" from 0. */
  readonly hasFactor: Uint8Array;
  /** kg per declared unit, NaN when unknown. */
  readonly density: Float64Array;
  /** Indicator ids with at least one factor (and AUD when any price exists). */
  readonly availableIndicatorIds: readonly number[];
}

const cache = new WeakMap<LciSource, CompiledSource>();

const END_OF_LIFE_MODULES: ReadonlySet<string> = new Set(['C1', 'C2', 'C3', 'C4', 'D']);

/** Compile (or fetch from cache) an LCI source. Throws on factors of unknown indicators. */
export function compileSource(source: LciSource): CompiledSource {
  const hit = cache.get(source);
  if (hit) return hit;
  const n = source.processes.length;
  const factors = new Float64Array(n * PROCESS_STRIDE);
  const hasFactor = new Uint8Array(n * PROCESS_STRIDE);
  const density = new Float64Array(n).fill(Number.NaN);
  const indexById = new Map<string, number>();
  const available = new Set<number>();
  const aud = indicatorColumn(INDICATOR_ID.australianDollars);
  source.processes.forEach((process, p) => {
    if (indexById.has(process.id)) {
      throw new EngineError(
        'UNKNOWN_PROCESS',
        `Process id "${process.id}" appears twice in source "${source.id}"; give each process a unique id.`,
        { processId: process.id },
      );
    }
    indexById.set(process.id, p);
    if (process.densityKgPerUnit != null && process.densityKgPerUnit > 0)
      density[p] = process.densityKgPerUnit;
    for (const f of process.factors) {
      const k = indicatorColumn(f.indicatorId);
      if (k < 0) {
        throw new EngineError(
          'UNKNOWN_INDICATOR',
          `Process "${process.id}" has a factor for indicator ${f.indicatorId}, which has no column; use one of the registry's indicator ids.`,
          { processId: process.id, indicatorId: f.indicatorId },
        );
      }
      const at = p * PROCESS_STRIDE + MODULE_INDEX[f.module] * INDICATOR_COLUMN_COUNT + k;
      factors[at] = (factors[at] ?? 0) + f.value;
      hasFactor[at] = 1;
      available.add(f.indicatorId);
    }
    if (process.costPerUnit != null) {
      const module = process.kind === 'energy' ? 'B6' : process.kind === 'water' ? 'B7' : 'A1-A3';
      const at = p * PROCESS_STRIDE + MODULE_INDEX[module] * INDICATOR_COLUMN_COUNT + aud;
      factors[at] = process.costPerUnit;
      hasFactor[at] = 1;
      available.add(INDICATOR_ID.australianDollars);
    }
  });
  separateBiogenicCarbon(factors, hasFactor, n);
  const endOfLifeIndexById = new Map(indexById);
  const declaresEndOfLife = (p: number) =>
    source.processes[p]!.factors.some((f) => END_OF_LIFE_MODULES.has(f.module));
  for (const [referencedId, processId] of Object.entries(source.substitutes ?? {})) {
    const p = indexById.get(processId);
    const replaced = indexById.get(referencedId);
    if (p === undefined) {
      throw new EngineError(
        'UNKNOWN_PROCESS',
        `Source "${source.id}" substitutes "${processId}" for "${referencedId}", but has no process "${processId}".`,
        { processId },
      );
    }
    if (
      replaced !== undefined &&
      source.processes[replaced]!.declaredUnit !== source.processes[p]!.declaredUnit
    ) {
      throw new EngineError(
        'UNKNOWN_PROCESS',
        `Source "${source.id}" substitutes "${processId}" (per ${source.processes[p]!.declaredUnit}) for "${referencedId}" (per ${source.processes[replaced]!.declaredUnit}); a substitute must have the same declared unit.`,
        { processId },
      );
    }
    indexById.set(referencedId, p);
    if (declaresEndOfLife(p) || replaced === undefined) endOfLifeIndexById.set(referencedId, p);
  }
  const compiled: CompiledSource = {
    source,
    processes: source.processes,
    indexById,
    endOfLifeIndexById,
    factors,
    hasFactor,
    density,
    availableIndicatorIds: [...available].sort((a, b) => a - b),
  };
  cache.set(source, compiled);
  return compiled;
}

const GWP = indicatorColumn(INDICATOR_ID.globalWarmingPotential);
const GWP_BIOGENIC = indicatorColumn(INDICATOR_ID.globalWarmingPotentialBiogenic);

/**
 * Biogenic carbon reported apart (methodology §1.1): the GWP a design reports is GWP-total minus
 * GWP-biogenic in every module where a process gives both, i.e. GWP-fossil + GWP-luluc of
 * EN 15804+A2 (kg CO2e per declared unit). Timber's uptake in A1-A3 therefore no longer nets its
 * product stage, and its release at end of life (C3) is no longer counted there; the biogenic
 * indicator (id 24) keeps both as its own line. This is how Green Star's and NABERS' upfront
 * carbon excludes biogenic removals. A module without a GWP-biogenic figure is left as given.
 */
function separateBiogenicCarbon(factors: Float64Array, hasFactor: Uint8Array, n: number): void {
  for (let p = 0; p < n; p += 1) {
    for (let m = 0; m < MODULE_COUNT; m += 1) {
      const base = p * PROCESS_STRIDE + m * INDICATOR_COLUMN_COUNT;
      if (hasFactor[base + GWP] === 1 && hasFactor[base + GWP_BIOGENIC] === 1)
        factors[base + GWP] = factors[base + GWP]! - factors[base + GWP_BIOGENIC]!;
    }
  }
}

/** Index of a process id, or throws UNKNOWN_PROCESS naming where it was referenced. */
export function requireProcess(
  compiled: CompiledSource,
  processId: string,
  referencedBy: string,
  use: 'production' | 'end-of-life' = 'production',
): number {
  const p = (use === 'production' ? compiled.indexById : compiled.endOfLifeIndexById).get(
    processId,
  );
  if (p === undefined) {
    throw new EngineError(
      'UNKNOWN_PROCESS',
      `${referencedBy} refers to process "${processId}", which is not in LCI source "${compiled.source.id}". Choose a process from that source or import one.`,
      { processId, referencedBy },
    );
  }
  return p;
}
