import { describe, expect, it } from 'vitest';
import { compileSource, requireProcess } from './compiled-source';
import { INDICATOR_COLUMN_COUNT, indicatorColumn } from './indicators';
import type { LciSource, Process } from './lci-types';
import { MODULE_INDEX } from './life-cycle-modules';
import type { LifeCycleModule } from './life-cycle-modules';
import { TEST_SOURCE } from './test-support';

const declared: Process = {
  id: 'au-concrete',
  name: 'Declared concrete',
  kind: 'material',
  category: 'concrete',
  declaredUnit: 'm3',
  densityKgPerUnit: 2300,
  factors: [{ indicatorId: 1, module: 'A1-A3', value: 350, provenance: 0 }],
};

function withSubstitute(process: Process): LciSource {
  return {
    ...TEST_SOURCE,
    id: 'declared',
    processes: [...TEST_SOURCE.processes, process],
    substitutes: { concrete: process.id },
  };
}

describe('substitute processes of a source', () => {
  it('answers a referenced process id with the process that stands in for it', () => {
    const compiled = compileSource(withSubstitute(declared));
    const at = requireProcess(compiled, 'concrete', 'a recipe');
    expect(compiled.processes[at]!.id).toBe('au-concrete');
    expect(at).toBe(compiled.indexById.get('au-concrete'));
  });

  it('keeps the replaced process’s end of life when the substitute declares none', () => {
    const productOnly = compileSource(withSubstitute(declared));
    expect(
      productOnly.processes[requireProcess(productOnly, 'concrete', 'a recipe', 'end-of-life')]!.id,
    ).toBe('concrete');
    const withEndOfLife = compileSource(
      withSubstitute({
        ...declared,
        id: 'au-concrete-eol',
        factors: [...declared.factors, { indicatorId: 1, module: 'C3', value: 9, provenance: 0 }],
      }),
    );
    expect(
      withEndOfLife.processes[requireProcess(withEndOfLife, 'concrete', 'a recipe', 'end-of-life')]!
        .id,
    ).toBe('au-concrete-eol');
  });

  it('leaves a source without substitutes as it is', () => {
    const compiled = compileSource(TEST_SOURCE);
    expect(compiled.processes[requireProcess(compiled, 'concrete', 'a recipe')]!.id).toBe(
      'concrete',
    );
  });

  it('refuses a substitute of another declared unit or one the source does not hold', () => {
    expect(() => compileSource(withSubstitute({ ...declared, declaredUnit: 'kg' }))).toThrow(
      /same declared unit/,
    );
    expect(() =>
      compileSource({ ...TEST_SOURCE, id: 'broken', substitutes: { concrete: 'nothing' } }),
    ).toThrow(/has no process "nothing"/);
  });
});

describe('biogenic carbon reported apart', () => {
  const timber: Process = {
    id: 'timber',
    name: 'Timber',
    kind: 'material',
    category: 'timber',
    declaredUnit: 'm3',
    densityKgPerUnit: 500,
    factors: [
      { indicatorId: 1, module: 'A1-A3', value: -700, provenance: 0 },
      { indicatorId: 24, module: 'A1-A3', value: -800, provenance: 0 },
      { indicatorId: 1, module: 'C3', value: 850, provenance: 0 },
      { indicatorId: 24, module: 'C3', value: 800, provenance: 0 },
      { indicatorId: 1, module: 'D', value: -200, provenance: 0 },
    ],
  };
  const valueOf = (indicator: number, module: LifeCycleModule) => {
    const compiled = compileSource({ ...TEST_SOURCE, processes: [timber] });
    const at = MODULE_INDEX[module] * INDICATOR_COLUMN_COUNT + indicatorColumn(indicator);
    return compiled.factors[at];
  };

  it('reports GWP as GWP-total minus GWP-biogenic in each module that gives both', () => {
    expect(valueOf(1, 'A1-A3')).toBe(100); // -700 total, of which -800 biogenic uptake
    expect(valueOf(1, 'C3')).toBe(50); // 850 total, of which 800 biogenic release
  });

  it('keeps the biogenic line as given, and a module without one as it is', () => {
    expect(valueOf(24, 'A1-A3')).toBe(-800);
    expect(valueOf(24, 'C3')).toBe(800);
    expect(valueOf(1, 'D')).toBe(-200);
  });
});
