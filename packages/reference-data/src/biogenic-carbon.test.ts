import { compileSource, PROCESS_STRIDE } from '@circa/engine/compiled-source';
import { INDICATOR_COLUMN_COUNT, indicatorColumn } from '@circa/engine/indicators';
import { MODULE_INDEX } from '@circa/engine/life-cycle-modules';
import { describe, expect, it } from 'vitest';
import {
  en16449StoredCo2,
  STORED_CARBON_METHODS,
  withStoredBiogenicCarbon,
} from './biogenic-carbon';
import { readDataFile } from './data-files';
import type { LciSource } from '@circa/engine/lci-types';

const published = readDataFile<LciSource>('lci/circa-open-starter-2026.1.json');
// This transform alone; the shipped starter also applies the Australian end of life
// (australian-end-of-life.test.ts), which splits the C3 release into the fates' shares.
const starter = withStoredBiogenicCarbon(published);

/** A factor as given in the source (before the engine's separation). */
function given(source: LciSource, processId: string, indicatorId: number, module: string) {
  const process = source.processes.find((p) => p.id === processId)!;
  return process.factors.find((f) => f.indicatorId === indicatorId && f.module === module)?.value;
}

/** The value the engine evaluates with. */
function evaluated(processId: string, indicatorId: number, module: keyof typeof MODULE_INDEX) {
  const compiled = compileSource(starter);
  const p = compiled.indexById.get(processId)!;
  return compiled.factors[
    p * PROCESS_STRIDE +
      MODULE_INDEX[module] * INDICATOR_COLUMN_COUNT +
      indicatorColumn(indicatorId)
  ]!;
}

describe('stored biogenic carbon of the starter’s wood (EN 16449)', () => {
  it('follows EN 16449: 44/12 × 0.5 × ρ / (1 + ω/100), by hand for pine at 548.8 kg/m³, 12 %', () => {
    // 3.6667 × 0.5 × 548.8 / 1.12 = 898.3 kg CO2 per m³
    expect(en16449StoredCo2(548.8, 12)).toBeCloseTo(898.33, 1);
  });

  it('gives pine −S in A1-A3 and +S in C3 as GWP-biogenic, leaving GWP-total as published', () => {
    const id = 'timber-softwood-sawn-pine-oekobaudat';
    expect(given(starter, id, 24, 'A1-A3')).toBeCloseTo(-898.33, 1);
    expect(given(starter, id, 24, 'C3')).toBeCloseTo(898.33, 1);
    expect(given(starter, id, 1, 'A1-A3')).toBe(given(published, id, 1, 'A1-A3'));
  });

  it('so the engine reports pine’s product stage without the uptake and whole life unchanged', () => {
    const id = 'timber-softwood-sawn-pine-oekobaudat';
    // -783.129 published (uptake netted) + 898.33 stored = 115.2 kg CO2e per m³
    expect(evaluated(id, 1, 'A1-A3')).toBeCloseTo(115.2, 0);
    const wholeLife = (source: 'published' | 'evaluated') =>
      source === 'published'
        ? given(published, id, 1, 'A1-A3')! + given(published, id, 1, 'C3')!
        : evaluated(id, 1, 'A1-A3') + evaluated(id, 1, 'C3');
    expect(wholeLife('evaluated')).toBeCloseTo(wholeLife('published'), 6);
  });

  it('takes particleboard’s C3 release as its store (no density in the dataset)', () => {
    const id = 'timber-particleboard-oekobaudat';
    expect(given(starter, id, 24, 'A1-A3')).toBe(-given(published, id, 1, 'C3')!);
  });

  it('covers every wood product of the starter whose product stage is a net removal', () => {
    const netRemovals = published.processes
      .filter((p) => (given(published, p.id, 1, 'A1-A3') ?? 0) < 0)
      .map((p) => p.id)
      .sort();
    expect(Object.keys(STORED_CARBON_METHODS).sort()).toEqual(netRemovals);
  });

  it('marks every added figure approximate, with its formula and the dataset it rests on', () => {
    for (const id of Object.keys(STORED_CARBON_METHODS)) {
      const process = starter.processes.find((p) => p.id === id)!;
      const factor = process.factors.find((f) => f.indicatorId === 24)!;
      const provenance = starter.provenance[factor.provenance]!;
      expect(provenance.isApproximate).toBe(true);
      expect(provenance.table).toContain('ÖKOBAUDAT 2020-II');
      expect(provenance.note).toContain('methodology §1.1');
    }
  });
});
